// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the `rules` object of a record (also the CLI's --rules).
#include "record/recordreader.h"

using namespace Qt::Literals::StringLiterals;

namespace fortuna::record {

namespace detail {

// The `rules` object: "" or the error of its first wrong field (`*field`, `*bad` its value).
QString readOptions(const QJsonValue &value, rules::Options *options, const QString &path, QString *field, QJsonValue *bad)
{
    if (value.isUndefined() || value.isNull())
        return QString();
    auto failure = [field, bad](const QString &at, const QJsonValue &v, const QString &message) -> QString {
        *field = at;
        *bad = v;
        return at + u": "_s + message;
    };
    if (!value.isObject())
        return failure(path, value, describe(value) + u" is not an object of rule options"_s);
    const QJsonObject o = value.toObject();
    rules::Options result = *options;
    const QJsonValue tileSet = o.value(u"tileSet"_s);
    if (!tileSet.isUndefined()) {
        const QByteArray name = tileSet.toString().toLatin1();
        if (const auto set = rules::tileSetFromName(std::string_view(name.constData(), size_t(name.size()))); set && tileSet.isString())
            result.tileSet = *set;
        else
            return failure(path + u".tileSet"_s, tileSet, describe(tileSet) + u" is not \"wheel-of-fortune\" or \"base+wheel\""_s);
    }
    const QJsonValue famine = o.value(u"famine"_s);
    if (!famine.isUndefined()) {
        const QByteArray name = famine.toString().toLatin1();
        if (const auto rule = rules::famineRuleFromName(std::string_view(name.constData(), size_t(name.size()))); rule && famine.isString())
            result.famine = *rule;
        else
            return failure(path + u".famine"_s, famine, describe(famine) + u" is not \"any-farmer\" or \"majority\""_s);
    }
    for (const auto &[key, target] : {std::pair{u"fortuneTeller"_s, &result.fortuneTeller}, std::pair{u"wheelAsStart"_s, &result.wheelAsStart}}) {
        const QJsonValue b = o.value(key);
        if (b.isUndefined())
            continue;
        if (!b.isBool())
            return failure(path + u'.' + key, b, describe(b) + u" is not true or false"_s);
        *target = b.toBool();
    }
    *options = result;
    return QString();
}

} // namespace detail

QString parseOptions(const QJsonValue &value, rules::Options *options, const QString &path)
{
    QString field;
    QJsonValue bad;
    return detail::readOptions(value, options, path, &field, &bad);
}

} // namespace fortuna::record
