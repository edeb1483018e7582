# Sourced by the tests that run the real window under Xvfb, with T (a
# scratch folder) and S (tests/) set: checks for the tools they name,
# drops SDL's dummy video driver, gives the window a data folder of its own
# whose settings have no animation and no AI pause, and the leak
# suppressions for the system libraries X11 brings in.
#   xvfb_window TOOL...
xvfb_window() {
    for tool in "$@"; do
        command -v "$tool" >/dev/null 2>&1 ||
            { echo "FAIL: $tool is needed (apt-get install xvfb xdotool)" >&2; exit 1; }
    done
    unset SDL_VIDEODRIVER # the real X11 window
    export UPDOWN_DATA_DIR="$T/data" UPDOWN_NO_MESSAGE_BOX=1
    export LSAN_OPTIONS="suppressions=$S/lsan-system.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
    mkdir -p "$UPDOWN_DATA_DIR"
    printf '{"version": 1, "animation_speed": 0, "ai_pace_ms": 0}\n' >"$UPDOWN_DATA_DIR/settings.json"
}
