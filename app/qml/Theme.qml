// SPDX-License-Identifier: GPL-3.0-or-later
pragma Singleton
import QtQuick
import QtQuick.Controls
import Damas

// Colours and measures shared by every page. The pages and controls follow the desktop's light
// or dark palette (or --theme); the board keeps its wood and cream in both. Every text colour
// is at least WCAG AA (4.5:1) on the backgrounds it is used on (README, "Look").
QtObject {
    readonly property SystemPalette system: SystemPalette {
    }
    readonly property bool dark: Startup.theme.length > 0 ? Startup.theme === "dark" : system.window.hslLightness < 0.5

    readonly property color window: dark ? "#1e1a17" : "#f6f1e7"
    readonly property color panel: dark ? "#2a2420" : "#fffdf8"
    readonly property color panelBorder: dark ? "#4a4038" : "#e2d8c4"
    readonly property color text: dark ? "#f1e9de" : "#2b2520"
    readonly property color mutedText: dark ? "#bcae9d" : "#6f655a"
    // A control that cannot be used now (Hint, Offer a draw, Resign after the game): fainter
    // than muted text, which read as enabled (5.3:1 on a button, the enabled text 14.2:1);
    // this is 2.4:1, dark 2.7:1 (WCAG 2 asks no contrast of a disabled control).
    readonly property color disabledText: dark ? "#7f7366" : "#aaa092"
    // Accent text on the page and panels, and the accent as a fill under accentText.
    readonly property color accent: dark ? "#e0955a" : "#8a4b1f"
    readonly property color accentFill: "#8a4b1f"
    readonly property color accentText: "#ffffff"
    // What covers the window behind a modal dialog, so the dialog reads as in front of the page.
    readonly property color scrim: dark ? Qt.rgba(0, 0, 0, 0.55) : Qt.rgba(0.17, 0.12, 0.08, 0.4)
    // Controls: buttons, fields, the selection.
    readonly property color button: dark ? "#3a322c" : "#fbf7ef"
    readonly property color field: dark ? "#221d1a" : "#ffffff"
    // Fusion draws the ring of a radio button or check box a shade darker than the palette's
    // window: on the dark page that was black on black. Given this instead, the dark ring is
    // 3.1:1 on the page (WCAG 2 asks 3:1 of a control's outline).
    readonly property color choiceRing: dark ? "#a89a8a" : window
    readonly property color lightSquare: "#efdcb6"
    readonly property color darkSquare: "#a2703f"
    readonly property color boardFrame: "#5a3a1e"
    readonly property color coordinate: "#f3e6cc"
    readonly property color lastMove: "#d8b04a"
    readonly property color picked: "#ffe27a"
    readonly property color target: "#fff4c2"
    // The move shown in the move list (under accent text).
    readonly property color current: dark ? "#3d3120" : "#fff4c2"
    readonly property color hint: "#6fc3ff"
    // A lesson's marks: highlighted squares and arrows.
    readonly property color highlight: "#3fb0a0"
    readonly property color arrow: "#2fa56a"
    readonly property color cursor: "#2f7de1"
    // The pieces that must capture.
    readonly property color capture: "#ff6a2b"
    readonly property color calm: "#4c9a5b"
    readonly property color warning: "#e0a030"
    readonly property color critical: dark ? "#f2705f" : "#cc3b2f"
    readonly property color problem: dark ? "#ff8f7f" : "#a23224"
    readonly property int spacing: 12
    readonly property int radius: 8
    readonly property int moveStepMs: 170

    // A page's scroll bar stays in sight while the window hides part of the page (Fusion shows it
    // only while it is used), and is off while everything is in sight. Not before the view has a
    // height: the first layout pass sees none. Off, not "as needed", once it fits: a layout pass
    // can cut a view for a moment as a page opens (the play page's counts are 65 px high for one
    // pass, then 101), and a bar left "as needed" after that stays on and fades out in sight.
    function barPolicy(shown, whole) {
        return shown > 0 && whole > shown + 1 ? ScrollBar.AlwaysOn : ScrollBar.AlwaysOff;
    }
}
