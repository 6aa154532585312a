// SPDX-License-Identifier: GPL-3.0-or-later
// The rule options for QML, from the rules' one table (rules::OptionSpecs): the setup screen
// shows a control per option and the options help page a section per option, both in this
// order. The words for each option are the view's (qml/help/RuleOptionWords.qml).
#pragma once

#include <QList>
#include <QObject>
#include <QStringList>
#include <QVariant>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model
{

// One option: its key (in the record's `rules` and in the maps of rules QML handles), the
// names of its values (empty for a boolean option: false/true) and its default.
struct RuleOption {
    Q_GADGET
    QML_VALUE_TYPE(ruleOption)
    Q_PROPERTY(QString key MEMBER key)
    Q_PROPERTY(QStringList choices MEMBER choices)
    Q_PROPERTY(bool boolean READ boolean)
    Q_PROPERTY(QVariant defaultValue MEMBER defaultValue)
public:
    QString key;
    QStringList choices;
    QVariant defaultValue; // a bool, or one of `choices`
    bool boolean() const { return choices.isEmpty(); }
    bool operator==(const RuleOption &o) const { return key == o.key && choices == o.choices && defaultValue == o.defaultValue; }
    bool operator!=(const RuleOption &o) const { return !(*this == o); }
};

class RuleOptions : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QList<fortuna::model::RuleOption> all READ all CONSTANT)
public:
    explicit RuleOptions(QObject *parent = nullptr);

    static QList<RuleOption> all();
    // The default rules: one entry per option, valued as in the record.
    Q_INVOKABLE static QVariantMap defaults();
    // `rules` completed with the defaults of the options it lacks or has wrongly typed, and
    // without keys that are no option (what the setup screen keeps from a remembered setup).
    Q_INVOKABLE static QVariantMap complete(const QVariantMap &rules);
};

} // namespace fortuna::model
