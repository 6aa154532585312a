// SPDX-License-Identifier: GPL-3.0-or-later
// A table's password (docs/network.md, "Limits"): the key it keeps (PBKDF2), and the check of a
// password, which the server runs on a worker thread (PasswordCheck), never on its event loop.
#include "net/table.h"

#include <QCryptographicHash>
#include <QPasswordDigestor>

namespace fortuna::net
{

QString hashPassword(const QString &salt, const QString &password, int iterations)
{
    if (iterations <= 0)
        return QString::fromLatin1(QCryptographicHash::hash((salt + password).toUtf8(), QCryptographicHash::Sha256).toHex());
    return QString::fromLatin1(QPasswordDigestor::deriveKeyPbkdf2(QCryptographicHash::Sha256, password.toUtf8(), salt.toUtf8(), iterations, 32).toHex());
}

bool PasswordCheck::matches(const std::optional<QString> &password) const
{
    return hash.isEmpty() || (password && sameSecret(hashPassword(salt, *password, iterations), hash));
}

PasswordCheck PasswordCheck::make(const QString &password)
{
    PasswordCheck key{newToken(), QString(), Table::PasswordIterations};
    key.hash = hashPassword(key.salt, password, key.iterations);
    return key;
}

PasswordCheck Table::passwordCheck() const
{
    return PasswordCheck{m_passwordSalt, m_passwordHash, m_passwordIterations};
}

bool Table::passwordMatches(const std::optional<QString> &password) const
{
    return passwordCheck().matches(password);
}

} // namespace fortuna::net
