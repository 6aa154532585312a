// SPDX-License-Identifier: GPL-3.0-or-later
// A small reader of Qt Linguist .ts files for the i18n tests.
#pragma once

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; // "", "unfinished", "obsolete", "vanished"
    QStringList translations; // one, or the numerus forms
    QString key() const { return context + QChar(0x1f) + source + QChar(0x1f) + comment + QChar(0x1f) + (numerus ? QLatin1Char('n') : QLatin1Char('s')); }
};

struct TsFile {
    QString language;
    QString sourceLanguage;
    QList<TsMessage> messages;
    QString error;

    static TsFile read(const QString &path)
    {
        TsFile ts;
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            ts.error = QStringLiteral("cannot open %1").arg(path);
            return ts;
        }
        QXmlStreamReader xml(&file);
        QString context;
        while (!xml.atEnd()) {
            xml.readNext();
            if (!xml.isStartElement())
                continue;
            const auto name = xml.name();
            if (name == u"TS") {
                ts.language = xml.attributes().value(QStringLiteral("language")).toString();
                ts.sourceLanguage = xml.attributes().value(QStringLiteral("sourcelanguage")).toString();
            } else if (name == u"name") {
                context = xml.readElementText();
            } else if (name == u"message") {
                TsMessage message;
                message.context = context;
                message.numerus = xml.attributes().value(QStringLiteral("numerus")) == u"yes";
                while (!(xml.isEndElement() && xml.name() == u"message") && !xml.atEnd()) {
                    xml.readNext();
                    if (!xml.isStartElement())
                        continue;
                    const auto child = xml.name();
                    if (child == u"source") {
                        message.source = xml.readElementText();
                    } else if (child == u"comment") {
                        message.comment = xml.readElementText();
                    } else if (child == u"translation") {
                        message.type = xml.attributes().value(QStringLiteral("type")).toString();
                        if (message.numerus) {
                            while (!(xml.isEndElement() && xml.name() == u"translation") && !xml.atEnd()) {
                                xml.readNext();
                                if (xml.isStartElement() && xml.name() == u"numerusform")
                                    message.translations.append(xml.readElementText());
                            }
                        } else {
                            message.translations.append(xml.readElementText());
                        }
                    }
                }
                ts.messages.append(message);
            }
        }
        if (xml.hasError())
            ts.error = QStringLiteral("%1:%2: %3").arg(path).arg(xml.lineNumber()).arg(xml.errorString());
        return ts;
    }
};
