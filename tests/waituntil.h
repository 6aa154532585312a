// SPDX-License-Identifier: GPL-3.0-or-later
// Moved to tests/support/waituntil.h; kept until tests/net and tests/model/netgametest include it from there.
#pragma once

#include "support/waituntil.h"
