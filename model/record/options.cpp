// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the `rules` object of a record (also the CLI's --rules).
#include "record/recordreader.h"

using namespace Qt::Literals::StringLiterals;

namespace fortuna::record
{

namespace detail
{

namespace
{
// "\"a\" or \"b\"", "\"a\", \"b\" or \"c\"": the names a choice option takes.
QString choicesText(const rules::OptionSpec &spec)
{
    QString text;
    for (int i = 0; i < spec.choiceCount; ++i) {
        if (i > 0)
            text += i + 1 == spec.choiceCount ? u" or "_s : u", "_s;
        const std::string_view name = spec.choiceName(i);
        text += u'"' + QString::fromLatin1(name.data(), qsizetype(name.size())) + u'"';
    }
    return text;
}
} // namespace

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
    for (const rules::OptionSpec &spec : rules::OptionSpecs) {
        const QString key = QString::fromLatin1(spec.key.data(), qsizetype(spec.key.size()));
        const QJsonValue v = o.value(key);
        if (v.isUndefined())
            continue;
        if (spec.isBoolean()) {
            if (!v.isBool())
                return failure(path + u'.' + key, v, describe(v) + u" is not true or false"_s);
            spec.set(result, v.toBool() ? 1 : 0);
            continue;
        }
        const QByteArray name = v.toString().toLatin1();
        const auto choice = spec.choiceFromName(std::string_view(name.constData(), size_t(name.size())));
        if (!choice || !v.isString())
            return failure(path + u'.' + key, v, describe(v) + u" is not "_s + choicesText(spec));
        spec.set(result, *choice);
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
