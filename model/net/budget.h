// SPDX-License-Identifier: GPL-3.0-or-later
// The server's budgets against anonymous clients (docs/network.md, "Limits"): token buckets as
// nginx's limit_req keeps them, one per client address (IPv4 /32, IPv6 /64: OpenSSH's
// PerSourceNetBlockSize) and one for the whole server. Once a bucket is spent the request is
// refused at once with the time to wait, before any costly work (a password's hashing).
// Plain C++ over Qt Core; the clock is the caller's (milliseconds), so the tests inject theirs.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QString>

namespace fortuna::net
{

// The client's address as the budgets count it: an IPv4 address (also one mapped into IPv6),
// or the first 64 bits of an IPv6 address (one site's network).
QString addressKey(const QHostAddress &address);

struct TokenBucket {
    double burst = 1; // tokens at most (a full bucket)
    double perSecond = 1; // refilled
    double tokens = -1; // -1: full (not used yet)
    qint64 at = 0; // when `tokens` was counted

    void refill(qint64 now);
    // Takes `n` tokens if there are; 0 then, else the milliseconds until there are (at least 1).
    qint64 take(qint64 now, double n = 1);
    // Gives back `n` tokens (the request did not cost what was taken: a right password).
    void refund(double n = 1);
    bool full(qint64 now);
};

// A bucket per address and one shared: a request takes from both or from neither (or from
// its address's only: a cheap request, which only a flood from one address must not repeat).
class AddressBudget
{
public:
    AddressBudget(double burst, double perSecond, double globalBurst, double globalPerSecond);
    // 0 when `n` tokens were taken for `address` at `now` (and, when `shared`, from the
    // server's bucket too), else the milliseconds to wait.
    qint64 take(const QString &address, qint64 now, double n = 1, bool shared = true);
    void refund(const QString &address, double n = 1, bool shared = true);
    // Addresses whose bucket is not full (the tests; the map forgets full ones).
    int addresses() const { return int(m_buckets.size()); }

private:
    TokenBucket bucket() const { return TokenBucket{m_burst, m_perSecond, -1, 0}; }
    double m_burst, m_perSecond;
    TokenBucket m_global;
    QHash<QString, TokenBucket> m_buckets;
};

} // namespace fortuna::net
