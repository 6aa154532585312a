// SPDX-License-Identifier: GPL-3.0-or-later
#include "net/protocol.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QUrl>

#include <cmath>
#include <cstring>

namespace fortuna::net
{

namespace
{

QByteArray latin(const QString &s)
{
    return s.toLatin1();
}

// Field readers: each returns false after recording the first error.
struct Checker {
    QString field, text;
    bool fail(const QString &path, const QString &why)
    {
        if (field.isEmpty()) {
            field = path;
            text = path + QStringLiteral(": ") + why;
        }
        return false;
    }

    bool string(const QJsonObject &o, const char *key, const QString &path, QString *out, int maxLength, bool required = true, bool *present = nullptr)
    {
        const QJsonValue v = o.value(QLatin1String(key));
        if (present)
            *present = !v.isUndefined();
        if (v.isUndefined())
            return required ? fail(path, QStringLiteral("missing")) : true;
        if (!v.isString())
            return fail(path, QStringLiteral("not a string"));
        *out = v.toString();
        if (out->size() > maxLength)
            return fail(path, QStringLiteral("longer than %1 characters").arg(maxLength));
        return true;
    }

    bool integer(const QJsonValue &v, const QString &path, qint64 lo, qint64 hi, qint64 *out)
    {
        if (v.isUndefined())
            return fail(path, QStringLiteral("missing"));
        if (!v.isDouble())
            return fail(path, QStringLiteral("not a number"));
        const double d = v.toDouble();
        if (!std::isfinite(d) || d != std::floor(d) || d < double(lo) || d > double(hi))
            return fail(path, QStringLiteral("not a whole number from %1 to %2").arg(lo).arg(hi));
        *out = qint64(d);
        return true;
    }

    bool token(const QJsonObject &o, const QString &path, QString *out)
    {
        if (!string(o, "token", path, out, 32))
            return false;
        if (out->size() != 32)
            return fail(path, QStringLiteral("not 32 hexadecimal digits"));
        for (QChar c : *out)
            if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
                return fail(path, QStringLiteral("not 32 hexadecimal digits"));
        return true;
    }

    bool code(const QJsonObject &o, const QString &path, QString *out)
    {
        if (!string(o, "code", path, out, CodeLength))
            return false;
        if (!isCode(*out))
            return fail(path, QStringLiteral("not a table code of %1 characters").arg(CodeLength));
        *out = normalizeCode(*out);
        return true;
    }

    bool password(const QJsonObject &o, const QString &path, std::optional<QString> *out)
    {
        QString p;
        bool present = false;
        if (!string(o, "password", path, &p, MaxPasswordLength, false, &present))
            return false;
        if (present)
            *out = p;
        return true;
    }

    // Only the named levels (NetLevels): a budget such as "strong:999999cpu" would let any
    // client take the server's CPU.
    bool level(const QJsonValue &v, const QString &path, QString *out)
    {
        *out = v.toString();
        for (const char *named : NetLevels)
            if (v.isString() && *out == QLatin1String(named))
                return true;
        return fail(path, QStringLiteral("not a computer level (random or a level of the ladder, novice to master)"));
    }

    // A player's or a table's name: no control, invisible or direction-changing character
    // (a blank-looking name, or one shown reversed, would let a player pass for another).
    bool name(const QJsonObject &o, const char *key, const QString &path, QString *out, bool required)
    {
        if (!string(o, key, path, out, MaxNameLength, required))
            return false;
        const QString bad = invisibleCharacter(*out);
        if (!bad.isEmpty())
            return fail(path, QStringLiteral("has an invisible or control character (%1)").arg(bad));
        return true;
    }

    // Turn-based tables (docs/network.md): create.moveTime, 0 or MinMoveTime to MaxMoveTime seconds.
    bool moveTime(const QJsonObject &o, qint64 *out)
    {
        const QJsonValue v = o.value(QLatin1String("moveTime"));
        if (v.isUndefined())
            return true;
        const QString path = QStringLiteral("create.moveTime");
        if (!integer(v, path, 0, MaxMoveTime, out))
            return false;
        if (*out != 0 && *out < MinMoveTime)
            return fail(path, QStringLiteral("not 0 (no limit) nor from %1 to %2 seconds").arg(MinMoveTime).arg(MaxMoveTime));
        return true;
    }

    // status.tables: at most MaxStatusTables objects {code, token}.
    bool statusTables(const QJsonObject &o, std::vector<std::pair<QString, QString>> *out)
    {
        const QJsonValue v = o.value(QLatin1String("tables"));
        const QJsonArray a = v.toArray();
        if (!v.isArray() || a.size() > MaxStatusTables)
            return fail(QStringLiteral("status.tables"), QStringLiteral("not a list of at most %1 tables").arg(MaxStatusTables));
        for (qsizetype i = 0; i < a.size(); ++i) {
            const QString path = QStringLiteral("status.tables[%1]").arg(i);
            if (!a.at(i).isObject())
                return fail(path, QStringLiteral("not an object"));
            const QJsonObject t = a.at(i).toObject();
            QString code, token;
            if (!this->code(t, path + QStringLiteral(".code"), &code) || !this->token(t, path + QStringLiteral(".token"), &token))
                return false;
            out->emplace_back(code, token);
        }
        return true;
    }

    bool decision(const QJsonObject &o, NetDecision *d)
    {
        record::JsonError e;
        std::optional<NetDecision> read = NetDecision::fromJson(o, QStringLiteral("decide"), &e);
        if (!read) {
            fail(e.field, QString());
            text = e.message;
            return false;
        }
        *d = *read;
        return true;
    }
};

} // namespace

QJsonObject NetDecision::toJson() const
{
    return kind == Kind::Undo ? QJsonObject{{QStringLiteral("undo"), true}} : record::toJson(decision);
}

NetDecision NetDecision::fromDecision(const rules::Decision &d)
{
    NetDecision n;
    n.decision = d;
    switch (d.phase) {
    case rules::Phase::ChooseTile:
        n.kind = Kind::Choose;
        break;
    case rules::Phase::Plague:
        n.kind = Kind::Plague;
        break;
    case rules::Phase::Place:
        n.kind = Kind::Place;
        break;
    case rules::Phase::Deploy:
    case rules::Phase::GameOver:
        n.kind = Kind::Follower;
        break;
    }
    return n;
}

std::optional<NetDecision> NetDecision::fromJson(const QJsonObject &o, const QString &path, record::JsonError *error)
{
    int found = 0;
    for (const char *key : {"choose", "plague", "place", "undo", "follower"})
        found += o.contains(QLatin1String(key)) ? 1 : 0;
    if (found != 1) {
        *error = {path, path + QStringLiteral(": needs exactly one of choose, plague, place, undo, follower")};
        return std::nullopt;
    }
    const QJsonValue undo = o.value(QLatin1String("undo"));
    if (undo.isUndefined()) {
        const std::optional<rules::Decision> d = record::decisionFromJson(o, path, error);
        if (!d)
            return std::nullopt;
        return fromDecision(*d);
    }
    if (undo == QJsonValue(true))
        return NetDecision{Kind::Undo, {}};
    *error = {path + QStringLiteral(".undo"), path + QStringLiteral(".undo: not true")};
    return std::nullopt;
}

std::optional<record::Record> receivedRecord(const QJsonObject &rules, const QJsonArray &players, const QJsonArray &turns, record::JsonError *error)
{
    record::Record r;
    const std::optional<rules::Options> options = record::optionsFromJson(rules, QStringLiteral("rules"), error);
    if (!options)
        return std::nullopt;
    std::optional<std::vector<record::PlayerInfo>> seated = record::playersFromJson(players, QStringLiteral("players"), error);
    if (!seated)
        return std::nullopt;
    r.options = *options;
    r.players = std::move(*seated);
    for (qsizetype i = 0; i < turns.size(); ++i) {
        std::optional<record::Turn> t = record::turnFromJson(turns.at(i), QStringLiteral("turns[%1]").arg(i), error);
        if (!t)
            return std::nullopt;
        r.turns.push_back(std::move(*t));
    }
    return r;
}

ParseResult parseClientMessage(const QByteArray &bytes)
{
    ParseResult r;
    auto bad = [&r](const QString &code, const QString &field, const QString &text) {
        r.error = code;
        r.field = field;
        r.text = text;
        return r;
    };
    if (bytes.size() > MaxClientMessage)
        return bad(QLatin1String(error::TooLarge), QString(), QStringLiteral("a message is at most %1 bytes").arg(MaxClientMessage));
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return bad(QLatin1String(error::BadMessage), QString(), QStringLiteral("not JSON: %1 at byte %2").arg(pe.errorString()).arg(pe.offset));
    if (!doc.isObject())
        return bad(QLatin1String(error::BadMessage), QString(), QStringLiteral("not a JSON object"));
    const QJsonObject o = doc.object();
    const QJsonValue typeValue = o.value(QLatin1String("type"));
    if (!typeValue.isString())
        return bad(QLatin1String(error::BadMessage), QStringLiteral("type"), QStringLiteral("type: missing or not a string"));
    const QString type = typeValue.toString();
    ClientMessage m;
    Checker c;
    bool ok = true;
    if (type == QLatin1String("hello")) {
        m.type = MessageType::Hello;
        ok = c.string(o, "protocol", QStringLiteral("hello.protocol"), &m.protocol, 64)
            && c.string(o, "client", QStringLiteral("hello.client"), &m.client, 64, false);
    } else if (type == QLatin1String("create")) {
        m.type = MessageType::Create;
        const QJsonValue rulesValue = o.value(QLatin1String("rules"));
        if (!rulesValue.isUndefined()) {
            const QString e = record::parseOptions(rulesValue, &m.options, QStringLiteral("create.rules"));
            if (!e.isEmpty()) {
                ok = c.fail(QStringLiteral("create.rules"), e.mid(e.indexOf(QLatin1Char(':')) + 2));
                c.text = e;
            }
        }
        const QJsonValue seats = o.value(QLatin1String("seats"));
        const QJsonArray a = seats.toArray();
        if (ok && (!seats.isArray() || a.size() < 2 || a.size() > rules::MaxPlayers))
            ok = c.fail(QStringLiteral("create.seats"), QStringLiteral("not a list of 2 to %1 seats").arg(rules::MaxPlayers));
        for (int i = 0; ok && i < a.size(); ++i) {
            const QString path = QStringLiteral("create.seats[%1]").arg(i);
            if (!a.at(i).isObject()) {
                ok = c.fail(path, QStringLiteral("not an object"));
                break;
            }
            const QJsonObject s = a.at(i).toObject();
            record::PlayerInfo spec;
            QString color;
            ok = c.string(s, "color", path + QStringLiteral(".color"), &color, 16);
            if (!ok)
                break;
            const QByteArray l = latin(color);
            const auto col = rules::colorFromName(std::string_view(l.constData(), size_t(l.size())));
            if (!col) {
                ok = c.fail(path + QStringLiteral(".color"), QStringLiteral("not a colour"));
                break;
            }
            spec = record::PlayerInfo::remote(*col);
            for (const record::PlayerInfo &other : m.seats)
                if (other.color == *col)
                    ok = c.fail(path + QStringLiteral(".color"), QStringLiteral("taken by another seat"));
            if (s.contains(QLatin1String("ai"))) {
                QString level;
                ok = ok && c.level(s.value(QLatin1String("ai")), path + QStringLiteral(".ai"), &level);
                spec = record::PlayerInfo::computer(QString(), *col, level);
            }
            m.seats.push_back(spec);
        }
        ok = ok && c.password(o, QStringLiteral("create.password"), &m.password);
        ok = ok && c.moveTime(o, &m.moveTime);
        const QJsonValue listed = o.value(QLatin1String("listed"));
        if (ok && !listed.isUndefined() && !listed.isBool())
            ok = c.fail(QStringLiteral("create.listed"), QStringLiteral("not true or false"));
        m.listed = listed.toBool(false);
        ok = ok && c.name(o, "name", QStringLiteral("create.name"), &m.tableName, false);
        m.tableName = m.tableName.trimmed();
    } else if (type == QLatin1String("join")) {
        m.type = MessageType::Join;
        ok = c.code(o, QStringLiteral("join.code"), &m.code) && c.name(o, "name", QStringLiteral("join.name"), &m.name, true)
            && c.password(o, QStringLiteral("join.password"), &m.password);
        if (ok && m.name.trimmed().isEmpty())
            ok = c.fail(QStringLiteral("join.name"), QStringLiteral("empty"));
        if (ok && o.contains(QLatin1String("seat"))) {
            qint64 seat = 0;
            ok = c.integer(o.value(QLatin1String("seat")), QStringLiteral("join.seat"), 0, rules::MaxPlayers - 1, &seat);
            m.seat = int(seat);
        }
    } else if (type == QLatin1String("rejoin")) {
        m.type = MessageType::Rejoin;
        ok = c.code(o, QStringLiteral("rejoin.code"), &m.code) && c.token(o, QStringLiteral("rejoin.token"), &m.token);
    } else if (type == QLatin1String("watch")) {
        m.type = MessageType::Watch;
        ok = c.code(o, QStringLiteral("watch.code"), &m.code) && c.password(o, QStringLiteral("watch.password"), &m.password);
    } else if (type == QLatin1String("list")) {
        m.type = MessageType::List;
    } else if (type == QLatin1String("start")) {
        m.type = MessageType::Start;
    } else if (type == QLatin1String("leave")) {
        m.type = MessageType::Leave;
    } else if (type == QLatin1String("assign")) {
        m.type = MessageType::Assign;
        qint64 seat = 0;
        ok = c.integer(o.value(QLatin1String("seat")), QStringLiteral("assign.seat"), 0, rules::MaxPlayers - 1, &seat);
        m.seat = int(seat);
        const QJsonValue ai = o.value(QLatin1String("ai"));
        if (ok && ai.isUndefined())
            ok = c.fail(QStringLiteral("assign.ai"), QStringLiteral("missing"));
        if (ok && !ai.isNull()) {
            QString level;
            ok = c.level(ai, QStringLiteral("assign.ai"), &level);
            m.ai = level;
        }
    } else if (type == QLatin1String("decide")) {
        m.type = MessageType::Decide;
        ok = c.integer(o.value(QLatin1String("seq")), QStringLiteral("decide.seq"), 0, qint64(1) << 40, &m.seq) && c.decision(o, &m.decision);
    } else if (type == QLatin1String("status")) {
        m.type = MessageType::Status;
        ok = c.statusTables(o, &m.statusTables);
    } else {
        return bad(QLatin1String(error::UnknownType),
                   QStringLiteral("type"),
                   QStringLiteral("type: %1 is not a message of %2").arg(shown(type), QLatin1String(Protocol)));
    }
    if (!ok)
        return bad(QLatin1String(error::BadMessage), c.field, c.text);
    r.message = std::move(m);
    return r;
}

QString invisibleCharacter(const QString &name)
{
    const QList<uint> points = name.toUcs4();
    for (qsizetype i = 0; i < points.size(); ++i) {
        const uint u = points.at(i);
        const QChar::Category category = QChar::category(char32_t(u));
        // Zero-width (non-)joiners between two letters are part of some scripts and of emoji
        // sequences; anywhere else they hide.
        const bool joiner = (u == 0x200C || u == 0x200D) && i > 0 && i + 1 < points.size() && !QChar::isSpace(char32_t(points.at(i - 1)))
            && !QChar::isSpace(char32_t(points.at(i + 1))) && QChar::category(char32_t(points.at(i + 1))) != QChar::Other_Format;
        if (joiner)
            continue;
        if (category == QChar::Other_Control || category == QChar::Other_Format || category == QChar::Other_Surrogate || category == QChar::Other_NotAssigned
            || category == QChar::Other_PrivateUse || category == QChar::Separator_Line || category == QChar::Separator_Paragraph
            || (QChar::isSpace(char32_t(u)) && u != 0x20))
            return QStringLiteral("U+") + QString::number(u, 16).toUpper().rightJustified(4, QLatin1Char('0'));
    }
    return QString();
}

bool isCode(const QString &text)
{
    if (text.size() != CodeLength)
        return false;
    for (QChar ch : text) {
        const char u = char(ch.toUpper().unicode() < 128 ? ch.toUpper().unicode() : 0);
        if (u == 0 || !std::strchr(CodeAlphabet, u))
            return false;
    }
    return true;
}

QString normalizeCode(const QString &text)
{
    return text.toUpper();
}

std::optional<TableLink> parseLink(const QString &text)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    const bool secure = url.scheme() == QLatin1String("fortunas");
    if (!url.isValid() || (url.scheme() != QLatin1String("fortuna") && !secure) || url.host().isEmpty())
        return std::nullopt;
    QString code = url.path();
    if (code.startsWith(QLatin1Char('/')))
        code.remove(0, 1);
    if (!isCode(code))
        return std::nullopt;
    TableLink link;
    link.host = url.host();
    link.port = url.port(DefaultPort);
    if (link.port <= 0 || link.port > 65535)
        return std::nullopt;
    link.code = normalizeCode(code);
    link.secure = secure;
    return link;
}

QString linkText(const TableLink &link)
{
    const QString host = link.host.contains(QLatin1Char(':')) ? QLatin1Char('[') + link.host + QLatin1Char(']') : link.host;
    return QStringLiteral("%1://%2:%3/%4").arg(link.secure ? QLatin1String("fortunas") : QLatin1String("fortuna"), host).arg(link.port).arg(link.code);
}

QString shown(const QString &value)
{
    QString text = QString::fromUtf8(QJsonDocument(QJsonArray{value.left(40)}).toJson(QJsonDocument::Compact));
    return text.mid(1, text.size() - 2); // without the array's brackets
}

QByteArray encode(const QJsonObject &message)
{
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

} // namespace fortuna::net
