// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/budget.h"

#include <algorithm>
#include <cmath>

namespace fortuna::net
{

QString addressKey(const QHostAddress &address)
{
    bool v4 = false;
    const quint32 ip4 = address.toIPv4Address(&v4);
    if (v4)
        return QHostAddress(ip4).toString();
    Q_IPV6ADDR ip6 = address.toIPv6Address();
    for (int i = 8; i < 16; ++i)
        ip6[i] = 0;
    return QHostAddress(ip6).toString() + QStringLiteral("/64");
}

void TokenBucket::refill(qint64 now)
{
    if (tokens < 0) {
        tokens = burst;
    } else if (now > at) {
        tokens = std::min(burst, tokens + double(now - at) * perSecond / 1000.0);
    }
    at = std::max(at, now);
}

qint64 TokenBucket::take(qint64 now, double n)
{
    refill(now);
    if (tokens >= n) {
        tokens -= n;
        return 0;
    }
    if (perSecond <= 0)
        return 3600 * 1000;
    return std::max<qint64>(1, qint64(std::ceil((n - tokens) * 1000.0 / perSecond)));
}

void TokenBucket::refund(double n)
{
    if (tokens >= 0)
        tokens = std::min(burst, tokens + n);
}

bool TokenBucket::full(qint64 now)
{
    refill(now);
    return tokens >= burst;
}

AddressBudget::AddressBudget(double burst, double perSecond, double globalBurst, double globalPerSecond)
    : m_burst(burst)
    , m_perSecond(perSecond)
    , m_global{globalBurst, globalPerSecond, -1, 0}
{
}

qint64 AddressBudget::take(const QString &address, qint64 now, double n, bool shared)
{
    // Forget the addresses whose bucket is full again (a full bucket is a new one), so that
    // many addresses cannot grow the map for ever.
    if (m_buckets.size() > 4096)
        for (auto it = m_buckets.begin(); it != m_buckets.end();)
            it = it->full(now) ? m_buckets.erase(it) : std::next(it);
    auto it = m_buckets.find(address);
    if (it == m_buckets.end())
        it = m_buckets.insert(address, bucket());
    const qint64 own = it->take(now, n);
    if (own || !shared)
        return own;
    const qint64 all = m_global.take(now, n);
    if (all)
        it->refund(n);
    return all;
}

void AddressBudget::refund(const QString &address, double n, bool shared)
{
    const auto it = m_buckets.find(address);
    if (it != m_buckets.end())
        it->refund(n);
    if (shared)
        m_global.refund(n);
}

} // namespace fortuna::net
