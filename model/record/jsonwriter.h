// SPDX-License-Identifier: GPL-3.0-or-later
// A small streaming JSON writer that keeps keys in the order they are written (QJsonObject
// sorts them) and writes 64-bit integers exactly. Containers are either multi-line (one
// member per line, indented by one space per level) or inline (`{ "a": 1, "b": [2, 3] }`).
#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <string_view>
#include <vector>

namespace fortuna::record
{

class JsonWriter
{
public:
    // compact: no line breaks and no spaces at all.
    explicit JsonWriter(bool compact = false);

    void beginObject(bool inlined = false);
    void endObject();
    void beginArray(bool inlined = false);
    void endArray();
    void key(std::string_view name);

    void value(std::string_view text);
    void value(const QString &text);
    void value(const char *text) { value(std::string_view(text)); }
    void value(int number) { value(int64_t(number)); }
    void value(int64_t number);
    void value(uint64_t number);
    void value(double number, int precision = 10);
    void value(bool flag);
    void null();
    // A key and its value.
    template<typename T>
    void field(std::string_view name, const T &v)
    {
        key(name);
        value(v);
    }
    // Two integers as an inline array: `[x, y]`.
    void pair(int64_t a, int64_t b)
    {
        beginArray(true);
        value(a);
        value(b);
        endArray();
    }

    const QByteArray &data() const { return m_out; }
    QByteArray take(); // the document, ending with a newline

    static void appendString(QByteArray &out, std::string_view utf8);

private:
    struct Level {
        bool object = false;
        bool inlined = false;
        bool empty = true;
    };
    void beforeValue();
    void newline(size_t depth);
    void end(char close);

    QByteArray m_out;
    std::vector<Level> m_stack;
    bool m_compact = false;
    bool m_afterKey = false;
};

} // namespace fortuna::record
