// SPDX-License-Identifier: GPL-3.0-or-later
// The rules' enums that QML uses, as QML enums: `Sector.Plague`, `FeatureKind.Road`,
// `Reason.Crown`, `PlayerColor.Yellow`, `LogKind.End`. One namespace per enum, so that values
// with the same name in two enums (Plague, Road, Tent...) stay apart. The values are the
// rules' own (static_asserted below); the names of the values come from fortuna::rules.
#pragma once

#include "rules/types.h"

#include <QObject>
#include <QtQml/qqmlregistration.h>

namespace fortuna::model::vocab
{

namespace SectorEnum
{
Q_NAMESPACE
QML_NAMED_ELEMENT(Sector)
enum Value { Fortune, Taxes, Famine, Storm, Inquisition, Plague };
Q_ENUM_NS(Value)
} // namespace SectorEnum

namespace FeatureKindEnum
{
Q_NAMESPACE
QML_NAMED_ELEMENT(FeatureKind)
enum Value { Road, City, Field, Cloister, Tent };
Q_ENUM_NS(Value)
} // namespace FeatureKindEnum

namespace ReasonEnum
{
Q_NAMESPACE
QML_NAMED_ELEMENT(Reason)
enum Value { Road, City, Cloister, Farm, Fortune, Taxes, Famine, Storm, Inquisition, Crown, Tent };
Q_ENUM_NS(Value)
} // namespace ReasonEnum

namespace ColorEnum
{
Q_NAMESPACE
QML_NAMED_ELEMENT(PlayerColor)
enum Value { Red, Blue, Green, Yellow, Black };
Q_ENUM_NS(Value)
} // namespace ColorEnum

namespace LogKindEnum
{
Q_NAMESPACE
QML_NAMED_ELEMENT(LogKind)
// The rules' kinds, then the rows the event log model adds from the record's turns: Choose (the
// Fortune Teller's choice) and Place (a tile laid, and where its follower went).
enum Value { Discard, Wheel, Plague, Score, Tent, Final, End, Crown, Choose, Place };
Q_ENUM_NS(Value)
} // namespace LogKindEnum

namespace check
{
using namespace fortuna::rules;
template<typename R, typename Q>
constexpr bool same(R r, Q q)
{
    return int(r) == int(q);
}

static_assert(same(Sector::Fortune, SectorEnum::Fortune) && same(Sector::Taxes, SectorEnum::Taxes) && same(Sector::Famine, SectorEnum::Famine)
              && same(Sector::Storm, SectorEnum::Storm) && same(Sector::Inquisition, SectorEnum::Inquisition) && same(Sector::Plague, SectorEnum::Plague)
              && SectorCount == 6);
static_assert(same(FeatureKind::Road, FeatureKindEnum::Road) && same(FeatureKind::City, FeatureKindEnum::City)
              && same(FeatureKind::Field, FeatureKindEnum::Field) && same(FeatureKind::Cloister, FeatureKindEnum::Cloister)
              && same(FeatureKind::Tent, FeatureKindEnum::Tent) && FeatureKindCount == 5);
static_assert(same(Reason::Road, ReasonEnum::Road) && same(Reason::City, ReasonEnum::City) && same(Reason::Cloister, ReasonEnum::Cloister)
              && same(Reason::Farm, ReasonEnum::Farm) && same(Reason::Fortune, ReasonEnum::Fortune) && same(Reason::Taxes, ReasonEnum::Taxes)
              && same(Reason::Famine, ReasonEnum::Famine) && same(Reason::Storm, ReasonEnum::Storm) && same(Reason::Inquisition, ReasonEnum::Inquisition)
              && same(Reason::Crown, ReasonEnum::Crown) && same(Reason::Tent, ReasonEnum::Tent) && ReasonCount == 11);
static_assert(same(Color::Red, ColorEnum::Red) && same(Color::Blue, ColorEnum::Blue) && same(Color::Green, ColorEnum::Green)
              && same(Color::Yellow, ColorEnum::Yellow) && same(Color::Black, ColorEnum::Black) && ColorCount == 5);
static_assert(same(LogKind::Discard, LogKindEnum::Discard) && same(LogKind::Wheel, LogKindEnum::Wheel) && same(LogKind::Plague, LogKindEnum::Plague)
              && same(LogKind::Score, LogKindEnum::Score) && same(LogKind::Tent, LogKindEnum::Tent) && same(LogKind::Final, LogKindEnum::Final)
              && same(LogKind::GameEnd, LogKindEnum::End) && same(LogKind::Crown, LogKindEnum::Crown) && LogKindCount == 8);
} // namespace check

} // namespace fortuna::model::vocab
