#!/usr/bin/env bash
# screen-reader.sh FORTUNA_BINARY OUTDIR [SCRIPT]
# (from ../shared/tools; here: FORTUNA_ARGS, the game's options; SR_INSTALL=0: exit 77 with
# "SKIP: ..." instead of installing what is missing, for the a11y ctest; SR_EVENTS for a script
# that waits for the game; Orca's debug log line-buffered and Orca stopped before it is read;
# the stack in C.UTF-8 when LANG's locale is not generated; events.txt also has the
# notifications that show, which Orca 43 speaks)
# Plays Fortuna by keys under a real screen reader and records what a blind player hears.
# On a free X display it starts a private desktop: Xvfb, a D-Bus session bus (no service activation),
# the AT-SPI bus and registry, speech-dispatcher (espeak-ng into an ALSA null device: with its
# default output, pulse, and no sound server, Orca hangs on its first word) and Orca with a debug
# file; then FORTUNA_BINARY with accessibility forced on, a private HOME and the caller's LANG.
# SCRIPT: a bash file run with DISPLAY set: `xdotool key ...` lines and sleeps, or `key K1 K2 ...`
# (each key, then KEY_DELAY seconds, default 1.5). Without it: Tab through the setup screen,
# start the default game, play one turn, let the computer play, read the event log.
# OUTDIR gets: spoken.txt (Orca's SPEECH OUTPUT lines in order; "[Tab] ..." marks the first line
# after a key press, "[space] -" a key after which nothing was said), events.txt (the app's
# AT-SPI announcements, name changes, focus and window activation, marked the same way), tree.txt
# (the app's accessible tree at the end: role, name, description, states), shot.png,
# orca-debug.log and app.log. Everything it started is stopped by PID at the end or on error.
# Needs: Debian, root to install what is missing (apt-get: xvfb xdotool at-spi2-core dbus-daemon
# python3-pyatspi orca speech-dispatcher speech-dispatcher-espeak-ng espeak-ng imagemagick).
# Debian 12 (Orca 43.1, Qt 6.4, speech-dispatcher 0.11): no object:announcement; Orca 43 drops
# name changes of labels, so Fortuna's news is not spoken; Qt's "keyEventError NoReply" lines in
# app.log (Orca answered a key late) are harmless. Debian 13 ships Orca 48.1 (not 47), Qt 6.8,
# speech-dispatcher 0.12 (tried with a Qt 6.8 QML window): Qt sends object:announcement and Orca
# speaks it; Orca reads keys itself (no keyEventError); key echoes lose their trailing space.
set -u
bin=$(readlink -f "${1:?fortuna binary}"); out=$(mkdir -p "${2:?out dir}" && cd "$2" && pwd)
script=${3:+$(readlink -f "$3")}
[[ -x $bin ]] || { echo "not an executable: $1"; exit 2; }
pkgs=(xvfb xdotool at-spi2-core dbus-daemon python3-pyatspi orca speech-dispatcher speech-dispatcher-espeak-ng espeak-ng imagemagick)
missing=$(for p in "${pkgs[@]}"; do dpkg-query -W -f='${Status}\n' "$p" 2>/dev/null | grep -q 'ok installed' || echo "$p"; done)
if [[ -n $missing && ${SR_INSTALL:-1} == 0 ]]; then echo "SKIP: the screen reader stack is not installed (missing:" $missing")"; exit 77; fi
[[ -z $missing ]] || { echo "installing:" $missing; { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
  apt-get install -y -qq --no-install-recommends $missing; } >/dev/null || { echo "apt-get failed"; exit 2; }; }
t=$(mktemp -d); pids=()
cleanup() {   # stops, newest first, what this script started, by PID
  for ((i = ${#pids[@]} - 1; i >= 0; i--)); do kill "${pids[i]}" 2>/dev/null; done
  for p in "${pids[@]}"; do for _ in {1..20}; do kill -0 "$p" 2>/dev/null || break; sleep 0.25; done; kill -KILL "$p" 2>/dev/null; done
  rm -rf "$t"
}
trap cleanup EXIT; trap 'exit 130' INT TERM
wait_for() { local s=$1 i; shift; for ((i = 0; i < s * 4; i++)); do "$@" && return 0; sleep 0.25; done; echo "timed out: $*" >&2; return 1; }
owned() { dbus-send "$1" --print-reply --dest=org.freedesktop.DBus / org.freedesktop.DBus.NameHasOwner "string:$2" 2>/dev/null | grep -q 'boolean true'; }
rm -f "$out"/{spoken.txt,events.txt,tree.txt,shot.png,orca-debug.log,app.log}; mkdir -m 700 "$t/home" "$t/run"
export HOME=$t/home XDG_RUNTIME_DIR=$t/run LANG=${LANG:-C.UTF-8} GSETTINGS_BACKEND=memory NO_AT_BRIDGE=0
unset XDG_CONFIG_HOME XDG_DATA_HOME XDG_CACHE_HOME XDG_STATE_HOME WAYLAND_DISPLAY AT_SPI_BUS_ADDRESS SESSION_MANAGER

Xvfb -displayfd 3 -screen 0 1280x900x24 -nolisten tcp 3>"$t/display" 2>"$t/xvfb.log" & pids+=("$!")
wait_for 30 test -s "$t/display" || exit 1
export DISPLAY=:$(<"$t/display")
cat >"$t/bus.conf" <<EOF
<busconfig><type>session</type><listen>unix:path=$t/run/bus</listen><auth>EXTERNAL</auth>
<policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy></busconfig>
EOF
dbus-daemon --config-file="$t/bus.conf" --nofork --nopidfile 2>"$t/dbus.log" & pids+=("$!")
export DBUS_SESSION_BUS_ADDRESS=unix:path=$t/run/bus
wait_for 10 test -S "$t/run/bus" || exit 1
/usr/libexec/at-spi-bus-launcher --launch-immediately 2>"$t/atspi.log" & pids+=("$!")
wait_for 30 owned --session org.a11y.Bus || exit 1
dbus-send --session --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set string:org.a11y.Status string:IsEnabled variant:boolean:true
a11y=$(dbus-send --session --print-reply=literal --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress | tr -d ' ')
/usr/libexec/at-spi2-registryd >"$t/registryd.log" 2>&1 & pids+=("$!")
wait_for 30 owned --bus="$a11y" org.a11y.atspi.Registry || exit 1
cp -r /etc/speech-dispatcher "$t/speechd"
{ grep -v '^ *AudioOutputMethod' /etc/speech-dispatcher/speechd.conf; echo 'AudioOutputMethod "alsa"'; } >"$t/speechd/speechd.conf"
printf 'pcm.!default { type null }\nctl.!default { type hw card 0 }\n' >"$HOME/.asoundrc"
# speech-dispatcher stops on a locale that is not generated (setlocale); the stack then runs in
# C.UTF-8 and only the game in the caller's LANG (Orca writes the words as they are)
stack_lang=$LANG
locale -a 2>/dev/null | grep -qix "$(sed 's/\.utf-\?8$/.utf8/I' <<<"$LANG")" || stack_lang=C.UTF-8
LANG=$stack_lang speech-dispatcher -s -t 0 -C "$t/speechd" -c unix_socket -S "$t/run/speechd.sock" -L "$t" -P "$t/run/speechd.pid" >"$t/speechd.log" 2>&1 & pids+=("$!")
export SPEECHD_ADDRESS=unix_socket:$t/run/speechd.sock
wait_for 30 test -S "$t/run/speechd.sock" || { cat "$t/speechd.log" "$t"/speech-dispatcher.log >&2; exit 1; }
# Orca, with its debug file line-buffered (Orca opens it with a block buffer: the last lines,
# often the last words said, would wait for more, or be lost if Orca hangs)
LANG=$stack_lang /usr/bin/python3 -c '
import builtins, runpy, sys
path, real = sys.argv[1], builtins.open
def line_buffered(file, mode="r", *args, **kwargs):
    if file == path and "w" in mode:
        return real(file, mode, 1, **kwargs)
    return real(file, mode, *args, **kwargs)
builtins.open = line_buffered
sys.argv = ["orca", "--debug-file=" + path]
runpy.run_path("/usr/bin/orca", run_name="__main__")
' "$out/orca-debug.log" >"$t/orca.log" 2>&1 & orca=$!; pids+=("$orca")
wait_for 90 grep -qs 'SPEECH OUTPUT' "$out/orca-debug.log" || echo "warning: Orca has said nothing yet" >&2

cat >"$t/sr.py" <<'EOF'
import sys, time, re, datetime, pyatspi
def app_of(pid):
    d = pyatspi.Registry.getDesktop(0)
    for a in (d.getChildAtIndex(i) for i in range(d.childCount)):
        try:
            if a is not None and a.get_process_id() == pid: return a
        except Exception: pass
def merge(keys, said):   # said: [(time, text)]; marks the first line after each key
    pending = None
    for t, k, x in sorted(keys + [(t, 1, x) for t, x in said]):
        if k == 0 and pending is not None: print(f"[{pending}] -")
        if k == 0: pending = x
        else: print(x if pending is None else f"[{pending}] {x}"); pending = None
    if pending is not None: print(f"[{pending}] -")
mode, arg = sys.argv[1], sys.argv[2]
if mode == "listen":
    pid, log = int(arg), open(sys.argv[3], "a", buffering=1)
    kinds = {"object:announcement": "announcement", "object:property-change:accessible-name": "name",
             "object:state-changed:focused": "focus", "object:state-changed:showing": "showing",
             "window:activate": "window activate"}
    def cb(ev):
        try:
            s = ev.source
            if s.get_process_id() != pid or (ev.type.startswith("object:state-changed") and not ev.detail1): return
            if ev.type.startswith("object:state-changed:showing") and s.getRole() != pyatspi.ROLE_NOTIFICATION: return
            data = ev.any_data if isinstance(ev.any_data, str) and ev.any_data else s.name
            kind = next(v for k, v in kinds.items() if ev.type.startswith(k))
            log.write(f"{time.time()}\t{kind} [{s.getRoleName()}] {data!r}\n")
        except Exception as e: log.write(f"{time.time()}\terror {e}\n")
    for k in kinds: pyatspi.Registry.registerEventListener(cb, k)
    pyatspi.Registry.start()
elif mode == "tree":
    def walk(a, depth):
        try:
            states = ",".join(pyatspi.stateToString(s) for s in a.getState().getStates())
            desc = f" desc={a.description!r}" if a.description else ""
            print(f"{'  ' * depth}[{a.getRoleName()}] {a.name!r}{desc} ({states})")
            for c in (a.getChildAtIndex(i) for i in range(a.childCount)):
                if c is not None and depth < 100: walk(c, depth + 1)
        except Exception as e: print(f"{'  ' * depth}error: {e}")
    app = app_of(int(arg))
    walk(app, 0) if app else sys.exit("the app is not on the AT-SPI bus")
else:   # spoken|events KEYS FILE
    keys = [(float(l.split(" ", 1)[0].replace(",", ".")), 0, l.split(" ", 1)[1].strip()) for l in open(arg) if " " in l]
    said, now = [], time.time()
    for l in open(sys.argv[3], errors="replace"):
        if mode == "events":
            said.append((float(l.split("\t")[0]), l.split("\t", 1)[1].rstrip("\n")))
        elif m := re.match(r"(\d\d:\d\d:\d\d\.\d+) - SPEECH OUTPUT: '(.*?)'(?=\s*(voice=\S*)?\s*(\{|$))", l):
            t = datetime.datetime.combine(datetime.date.today(), datetime.time.fromisoformat(m[1])).timestamp()
            said.append((t - 86400 if t > now + 60 else t, m[2].rstrip()))
    merge(keys, said)
EOF
# shellcheck disable=SC2086 # FORTUNA_ARGS: the game's own options, split on spaces (e.g. --load FILE)
QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 QT_QPA_PLATFORM=xcb "$bin" ${FORTUNA_ARGS:-} >"$out/app.log" 2>&1 & app=$!; pids+=("$app")
: >"$t/events.raw"; /usr/bin/python3 "$t/sr.py" listen "$app" "$t/events.raw" & listener=$!; pids+=("$listener")
win() { wid=$(command xdotool search --onlyvisible --pid "$app" 2>/dev/null | head -1); [[ -n $wid ]] || ! kill -0 "$app" 2>/dev/null; }
wait_for 120 win; [[ -n $wid ]] || { echo "no window of $bin; see $out/app.log"; exit 1; }
command xdotool windowfocus --sync "$wid"; sleep 3

# SR_EVENTS: the listener's raw log (a script may wait for what the game sent); SR_ORCA_LOG:
# Orca's debug log (a script may wait for what Orca has taken in, e.g. the window's activation)
export KEY_DELAY=${KEY_DELAY:-1.5} SR_KEYS=$t/keys SR_EVENTS=$t/events.raw SR_ORCA_LOG=$out/orca-debug.log; : >"$SR_KEYS"
xdotool() { case $1 in key|type) echo "$EPOCHREALTIME ${*:2}" >>"$SR_KEYS" ;; esac; command xdotool "$@"; }
key() { local k; for k; do xdotool key "$k"; sleep "$KEY_DELAY"; done; }
export -f xdotool key
if [[ -z $script ]]; then script=$t/default.sh; cat >"$script" <<'EOF'
# the setup screen, control by control (28 stops), then Enter starts the default game
for i in $(seq 28); do key Tab; done
key Return; sleep 6
# the human's turn: turn the tile, go through the lit spots, lay it; a follower place, then none
key r space space shift+space Return
key space s
sleep 12   # the computer's turn
# the event log: open it, up, down, close it; then two Tab stops of the game screen
key l Up Down l Tab Tab
EOF
fi
bash "$script" & pids+=("$!"); wait $!; echo "script exit code: $?"
for _ in {1..12}; do n=$(stat -c %s "$out/orca-debug.log"); sleep 5; [[ $n == $(stat -c %s "$out/orca-debug.log") ]] && break; done   # Orca idle
import -window root "$out/shot.png"
timeout 300 /usr/bin/python3 "$t/sr.py" tree "$app" >"$out/tree.txt"
kill "$listener"; sleep 0.5
# Orca stops by its own shutdown (SIGTERM)
kill -TERM "$orca"; for _ in {1..40}; do kill -0 "$orca" 2>/dev/null || break; sleep 0.25; done
/usr/bin/python3 "$t/sr.py" spoken "$SR_KEYS" "$out/orca-debug.log" >"$out/spoken.txt"
/usr/bin/python3 "$t/sr.py" events "$SR_KEYS" "$t/events.raw" >"$out/events.txt"
echo "spoken: $(grep -c . "$out/spoken.txt") lines, events: $(grep -c . "$out/events.txt"), tree: $(grep -c . "$out/tree.txt") nodes; in $out"
