// SPDX-License-Identifier: GPL-3.0-or-later
// The one comparison of secrets (tokens, password keys): without an early exit, so that the time
// it takes gives no hint of how much of a secret was right. One rule for empty strings: an empty
// string is no secret, and matches nothing (not even another empty string), so that a missing
// token or key never opens a seat.
#pragma once

#include <QString>

namespace fortuna::net
{

inline bool sameSecret(const QString &a, const QString &b)
{
    if (a.isEmpty() || a.size() != b.size())
        return false;
    int diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= a.at(i).unicode() ^ b.at(i).unicode();
    return diff == 0;
}

} // namespace fortuna::net
