// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna_pseudo_ts IN.ts OUT.ts: the pseudo-locale, made at build time from the English
// catalogue. Every message becomes its English text (the English plural forms where the
// catalogue has them) wrapped in [ ] with every ASCII letter accented: "Setup" -> "[Ŝéţûƥ]".
// Placeholders (%1, %L2, %n), markup (<b>), entities (&amp;) and file patterns (*.fortuna)
// are kept, so the game runs in it unchanged. A word on screen in plain ASCII letters under
// FORTUNA_LANGUAGE=pseudo did not come through a translation (tests/i18n, i18n-pseudo).
#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>
#include <QXmlStreamWriter>

#include <cstdio>

namespace
{

const char16_t kLower[] = u"áƀçďéƒĝĥíĵķĺɱñóƥʠŕšţûṽŵẋýž";
const char16_t kUpper[] = u"ÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓƤǪŔŜŢÛṼŴẊÝŽ";

QString accent(const QString &text)
{
    // Spans kept as they are: placeholders, tags, entities, glob patterns.
    static const QRegularExpression kept(QStringLiteral(R"(%L?[0-9n]|<[^>]*>|&[#\w]+;|\*\.\w+)"));
    QString out;
    out.reserve(text.size() + 2);
    out += QLatin1Char('[');
    qsizetype at = 0;
    auto accentRange = [&](qsizetype from, qsizetype to) {
        for (qsizetype i = from; i < to; ++i) {
            const QChar c = text[i];
            if (c >= u'a' && c <= u'z')
                out += QChar(kLower[c.unicode() - u'a']);
            else if (c >= u'A' && c <= u'Z')
                out += QChar(kUpper[c.unicode() - u'A']);
            else
                out += c;
        }
    };
    for (auto it = kept.globalMatch(text); it.hasNext();) {
        const auto match = it.next();
        accentRange(at, match.capturedStart());
        out += match.captured();
        at = match.capturedEnd();
    }
    accentRange(at, text.size());
    out += QLatin1Char(']');
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: fortuna_pseudo_ts IN.ts OUT.ts\n");
        return 2;
    }
    QFile in(QString::fromLocal8Bit(argv[1]));
    if (!in.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "fortuna_pseudo_ts: cannot read %s\n", argv[1]);
        return 1;
    }
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.writeStartDocument();
    xml.writeDTD(QStringLiteral("<!DOCTYPE TS>"));
    xml.writeStartElement(QStringLiteral("TS"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("2.1"));
    // English plural rules: one form for 1, another for the rest.
    xml.writeAttribute(QStringLiteral("language"), QStringLiteral("en"));

    QXmlStreamReader reader(&in);
    int messages = 0;
    QString context, source, comment;
    QStringList forms;
    bool numerus = false;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const auto name = reader.name();
            if (name == u"context") {
                xml.writeStartElement(QStringLiteral("context"));
            } else if (name == u"name") {
                context = reader.readElementText();
                xml.writeTextElement(QStringLiteral("name"), context);
            } else if (name == u"message") {
                numerus = reader.attributes().value(QStringLiteral("numerus")) == u"yes";
                source.clear();
                comment.clear();
                forms.clear();
            } else if (name == u"source") {
                source = reader.readElementText();
            } else if (name == u"comment") {
                comment = reader.readElementText();
            } else if (name == u"numerusform") {
                forms << reader.readElementText();
            }
        } else if (reader.isEndElement()) {
            const auto name = reader.name();
            if (name == u"context") {
                xml.writeEndElement();
            } else if (name == u"message") {
                xml.writeStartElement(QStringLiteral("message"));
                if (numerus)
                    xml.writeAttribute(QStringLiteral("numerus"), QStringLiteral("yes"));
                xml.writeTextElement(QStringLiteral("source"), source);
                if (!comment.isEmpty())
                    xml.writeTextElement(QStringLiteral("comment"), comment);
                xml.writeStartElement(QStringLiteral("translation"));
                if (numerus) {
                    // The English forms; a plural message without them is an i18n-catalogues failure.
                    while (forms.size() < 2)
                        forms << source;
                    for (const QString &form : std::as_const(forms))
                        xml.writeTextElement(QStringLiteral("numerusform"), accent(form.isEmpty() ? source : form));
                } else {
                    xml.writeCharacters(accent(source));
                }
                xml.writeEndElement();
                xml.writeEndElement();
                ++messages;
            }
        }
    }
    if (reader.hasError() || messages == 0) {
        std::fprintf(stderr, "fortuna_pseudo_ts: %s: %s\n", argv[1], reader.hasError() ? qPrintable(reader.errorString()) : "no message");
        return 1;
    }
    xml.writeEndElement();
    xml.writeEndDocument();
    QFile out(QString::fromLocal8Bit(argv[2]));
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size()) {
        std::fprintf(stderr, "fortuna_pseudo_ts: cannot write %s\n", argv[2]);
        return 1;
    }
    return 0;
}
