// SPDX-License-Identifier: GPL-3.0-or-later
// Runs a check as a user without privileges: root reads every file, so a test of "you may
// not read it" runs its check in a child process that has become nobody (uid/gid 65534).
#pragma once

#include <sys/wait.h>
#include <unistd.h>

namespace fortuna::test
{

// True when `check()` returns true, as this user or (when root) as nobody.
template<typename F>
bool checkWithoutPrivileges(F check)
{
    if (::geteuid() != 0)
        return check();
    const pid_t pid = ::fork();
    if (pid < 0)
        return false;
    if (pid == 0) {
        if (::setgid(65534) != 0 || ::setuid(65534) != 0)
            ::_exit(2);
        ::_exit(check() ? 0 : 1);
    }
    int status = 0;
    return ::waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

} // namespace fortuna::test
