// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleoptions.h"

#include "convert.h"

namespace fortuna::model
{

RuleOptions::RuleOptions(QObject *parent)
    : QObject(parent)
{
}

QList<RuleOption> RuleOptions::all()
{
    QList<RuleOption> options;
    for (const rules::OptionSpec &spec : rules::OptionSpecs) {
        RuleOption option;
        option.key = toQString(spec.key);
        for (int i = 0; i < spec.choiceCount; ++i)
            option.choices.append(toQString(spec.choiceName(i)));
        option.defaultValue = rulesToVariant(rules::Options{}).value(option.key);
        options.append(option);
    }
    return options;
}

QVariantMap RuleOptions::defaults()
{
    return rulesToVariant(rules::Options{});
}

QVariantMap RuleOptions::complete(const QVariantMap &rules)
{
    QVariantMap result;
    for (const RuleOption &option : all()) {
        const QVariant value = rules.value(option.key);
        const bool fits =
            option.boolean() ? value.typeId() == QMetaType::Bool : value.typeId() == QMetaType::QString && option.choices.contains(value.toString());
        result.insert(option.key, fits ? value : option.defaultValue);
    }
    return result;
}

} // namespace fortuna::model
