// SPDX-License-Identifier: GPL-3.0-or-later
// fortuna-server's options: read from its configuration file (--config FILE, `key = value`
// lines named as the long options; /etc/fortuna-server.conf for the service) and from the
// command line, which overrides the file (packaging/man/fortuna-server.6).
#pragma once

#include "net/server.h"

#include <QStringList>

namespace fortuna::server
{

struct Options {
    net::ServerConfig config;
    QString exportCode; // --export CODE: print the table's record and exit
    bool help = false, version = false;
};

// Reads the command line `args` (without the program name) and the configuration file it
// names. "" or a one-line English message saying what is wrong (the option, the file and line).
QString readOptions(const QStringList &args, Options *out);

extern const char Usage[];

} // namespace fortuna::server
