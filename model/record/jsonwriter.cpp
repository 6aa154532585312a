// SPDX-License-Identifier: GPL-3.0-or-later
#include "record/jsonwriter.h"

#include <cmath>
#include <cstdio>

namespace fortuna::record
{

JsonWriter::JsonWriter(bool compact)
    : m_compact(compact)
{
    m_out.reserve(1024);
}

QByteArray JsonWriter::take()
{
    QByteArray out = std::move(m_out);
    m_out = QByteArray();
    m_stack.clear();
    m_afterKey = false;
    out.append('\n');
    return out;
}

void JsonWriter::newline(size_t depth)
{
    m_out.append('\n');
    m_out.append(QByteArray(qsizetype(depth), ' '));
}

void JsonWriter::beforeValue()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_stack.empty())
        return;
    Level &level = m_stack.back();
    if (!level.empty)
        m_out.append(',');
    if (!m_compact) {
        if (level.inlined) {
            if (!level.empty || level.object)
                m_out.append(' ');
        } else {
            newline(m_stack.size());
        }
    }
    level.empty = false;
}

void JsonWriter::key(std::string_view name)
{
    beforeValue();
    appendString(m_out, name);
    m_out.append(m_compact ? ":" : ": ");
    m_afterKey = true;
}

void JsonWriter::beginObject(bool inlined)
{
    beforeValue();
    m_out.append('{');
    const bool parentInlined = !m_stack.empty() && m_stack.back().inlined;
    m_stack.push_back(Level{true, inlined || parentInlined, true});
}

void JsonWriter::beginArray(bool inlined)
{
    beforeValue();
    m_out.append('[');
    const bool parentInlined = !m_stack.empty() && m_stack.back().inlined;
    m_stack.push_back(Level{false, inlined || parentInlined, true});
}

void JsonWriter::end(char close)
{
    const Level level = m_stack.back();
    m_stack.pop_back();
    if (!m_compact && !level.empty) {
        if (level.inlined) {
            if (level.object)
                m_out.append(' ');
        } else {
            newline(m_stack.size());
        }
    }
    m_out.append(close);
}

void JsonWriter::endObject()
{
    end('}');
}
void JsonWriter::endArray()
{
    end(']');
}

void JsonWriter::appendString(QByteArray &out, std::string_view utf8)
{
    static const char hex[] = "0123456789abcdef";
    out.append('"');
    for (char ch : utf8) {
        const auto c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"':
            out.append("\\\"");
            break;
        case '\\':
            out.append("\\\\");
            break;
        case '\n':
            out.append("\\n");
            break;
        case '\r':
            out.append("\\r");
            break;
        case '\t':
            out.append("\\t");
            break;
        case '\b':
            out.append("\\b");
            break;
        case '\f':
            out.append("\\f");
            break;
        default:
            if (c < 0x20 || c == 0x7f) {
                out.append("\\u00");
                out.append(hex[c >> 4]);
                out.append(hex[c & 15]);
            } else {
                out.append(ch);
            }
        }
    }
    out.append('"');
}

void JsonWriter::value(std::string_view text)
{
    beforeValue();
    appendString(m_out, text);
}

void JsonWriter::value(const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    value(std::string_view(utf8.constData(), size_t(utf8.size())));
}

void JsonWriter::value(int64_t number)
{
    beforeValue();
    m_out.append(QByteArray::number(qint64(number)));
}

void JsonWriter::value(uint64_t number)
{
    beforeValue();
    m_out.append(QByteArray::number(quint64(number)));
}

void JsonWriter::value(double number, int precision)
{
    beforeValue();
    if (!std::isfinite(number))
        number = 0;
    if (number == std::floor(number) && std::fabs(number) < 1e15) {
        m_out.append(QByteArray::number(qint64(number)));
        return;
    }
    m_out.append(QByteArray::number(number, 'g', precision));
}

void JsonWriter::value(bool flag)
{
    beforeValue();
    m_out.append(flag ? "true" : "false");
}

void JsonWriter::null()
{
    beforeValue();
    m_out.append("null");
}

} // namespace fortuna::record
