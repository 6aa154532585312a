// SPDX-License-Identifier: GPL-3.0-or-later
// NetSession's words: this computer's addresses, table links read for the Join dialog, and the server's error codes as
// translated sentences (docs/network.md, Errors).
#include "netsession.h"

#include "net/protocol.h"

#include <QNetworkInterface>

namespace fortuna::model
{

QStringList NetSession::addresses() const
{
    QStringList v4, v6;
    for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
        if (a.isLoopback() || a.isLinkLocal() || a.isNull())
            continue;
        if (a.protocol() == QAbstractSocket::IPv4Protocol)
            v4.append(a.toString());
        else if (a.protocol() == QAbstractSocket::IPv6Protocol)
            v6.append(QHostAddress(a.toIPv6Address()).toString());
    }
    return v4 + v6;
}

QVariantMap NetSession::parseLink(const QString &text)
{
    const QString t = text.trimmed();
    if (!t.startsWith(QLatin1String("fortuna://"), Qt::CaseInsensitive) && !t.startsWith(QLatin1String("fortunas://"), Qt::CaseInsensitive))
        return {{QStringLiteral("error"), tr("A table link starts with fortuna:// (or fortunas:// for a secure server).")}};
    const std::optional<net::TableLink> link = net::parseLink(t);
    if (!link)
        return {{QStringLiteral("error"), tr("This link is not fortuna://address:port/CODE with a table code of 8 letters and digits.")}};
    return {{QStringLiteral("host"), link->host},
            {QStringLiteral("port"), link->port},
            {QStringLiteral("code"), link->code},
            {QStringLiteral("secure"), link->secure}};
}

QString NetSession::errorText(const QString &code, const QJsonObject &error)
{
    const std::string c = code.toStdString();
    if (c == net::error::Protocol)
        return tr("This server speaks another version of the Fortuna protocol (%1).").arg(error.value(QLatin1String("protocol")).toString());
    if (c == net::error::ServerFull)
        return tr("The server is full: try again later.");
    if (c == net::error::NoTable)
        return tr("There is no table with this code on this server.");
    if (c == net::error::BadPassword)
        return tr("The password is wrong.");
    if (c == net::error::BadToken)
        return tr("This seat cannot be taken back any more: join the table again.");
    if (c == net::error::TableFull)
        return tr("Every seat of this table is taken.");
    if (c == net::error::NotHost)
        return tr("Only the host can do this.");
    if (c == net::error::AlreadyStarted)
        return tr("This game has already started.");
    if (c == net::error::GameOver)
        return tr("This game is over.");
    if (c == net::error::SeatsOpen)
        return tr("Wait until every seat is taken.");
    if (c == net::error::NoPerson)
        return tr("A network game needs at least one person at the table: open a seat to a player.");
    if (c == net::error::NotYourTurn)
        return tr("It is not your turn.");
    if (c == net::error::Refused)
        return tr("The server refused this move.");
    if (c == net::error::Spectator)
        return tr("You are watching this table: a spectator does not play.");
    if (c == net::error::RateLimit && error.contains(QLatin1String("retryAfter"))) {
        const int seconds = error.value(QLatin1String("retryAfter")).toInt();
        return tr("Too many attempts from your address: try again in %n second(s).", nullptr, seconds);
    }
    const QString field = error.value(QLatin1String("field")).toString();
    if (c == net::error::BadMessage && (field == QLatin1String("join.name") || field == QLatin1String("create.name"))
        && error.value(QLatin1String("message")).toString().contains(QLatin1String("invisible")))
        return tr("This name holds an invisible or control character: type it again with visible characters only.");
    return tr("The server refused: %1").arg(error.value(QLatin1String("message")).toString());
}

QString NetSession::certificateText(const QString &problem, const QString &server, const QString &fingerprint, const QString &trusted)
{
    QString why;
    if (problem == QLatin1String("untrusted"))
        why = tr("The certificate of %1 is not signed by an authority this computer trusts (it may be the server's own, self-signed).").arg(server);
    else if (problem == QLatin1String("changed"))
        why = tr("The certificate of %1 is NOT the one you trusted before. Someone may be impersonating the server: do not connect unless its owner "
                 "told you the certificate changed.")
                  .arg(server);
    else if (problem == QLatin1String("host-name"))
        why = tr("The certificate of %1 was made for another server name: Fortuna refuses it.").arg(server);
    else if (problem == QLatin1String("expired"))
        why = tr("The certificate of %1 has expired or is not valid yet: Fortuna refuses it.").arg(server);
    else
        why = tr("The certificate of %1 is not valid: Fortuna refuses it.").arg(server);
    if (problem == QLatin1String("changed") && !trusted.isEmpty())
        //: %1 and %2 are long hexadecimal fingerprints (AB:CD:…)
        return why + QLatin1Char('\n') + tr("The fingerprint you trusted: %1\nIts fingerprint now: %2").arg(trusted, fingerprint);
    //: %1 is a long hexadecimal fingerprint (AB:CD:…)
    return why + QLatin1Char('\n') + tr("Its SHA-256 fingerprint: %1").arg(fingerprint);
}

} // namespace fortuna::model
