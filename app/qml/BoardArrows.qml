// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import Damas

// Arrows over the board, each along a path of squares (start, turning squares, end): a lesson's
// diagram showing a move or a capture. Drawn from square centre to square centre, with a head
// at the end; the shaft leaves from the rim of the piece that moves, which stays in sight (four
// arrows from a king would hide it).
Canvas {
    id: root

    property var arrows: []
    property real cell: 0
    property int boardSize: 8
    property bool flipped: false
    // Where a shaft starts, from the centre of its first square: the edge of a piece there.
    readonly property real pieceRadius: cell * 0.43 // BoardSquare draws a piece 0.86 of a square wide

    function centre(point) {
        const vc = flipped ? boardSize - 1 - point.column : point.column;
        const vr = flipped ? point.rank : boardSize - 1 - point.rank;
        return Qt.point((vc + 0.5) * cell, (vr + 0.5) * cell);
    }

    visible: arrows.length > 0
    Accessible.ignored: true
    onArrowsChanged: requestPaint()
    onCellChanged: requestPaint()
    onFlippedChanged: requestPaint()
    onPaint: {
        const ctx = getContext("2d");
        ctx.reset();
        const w = Math.max(3, cell * 0.12);
        const head = cell * 0.36;
        ctx.lineCap = "round";
        ctx.lineJoin = "round";
        for (const path of arrows) {
            const points = path.map(p => root.centre(p));
            if (points.length < 2)
                continue;
            const last = points[points.length - 1];
            const before = points[points.length - 2];
            const angle = Math.atan2(last.y - before.y, last.x - before.x);
            // The shaft stops where the head begins, so the tip stays sharp.
            const end = Qt.point(last.x - Math.cos(angle) * head * 0.8, last.y - Math.sin(angle) * head * 0.8);
            const away = Math.atan2(points[1].y - points[0].y, points[1].x - points[0].x);
            const start = Qt.point(points[0].x + Math.cos(away) * root.pieceRadius,
                                   points[0].y + Math.sin(away) * root.pieceRadius);
            for (const pass of [0, 1]) {
                ctx.strokeStyle = pass === 0 ? Qt.rgba(0.2, 0.1, 0.02, 0.45) : Theme.arrow;
                ctx.lineWidth = pass === 0 ? w + 3 : w;
                ctx.beginPath();
                ctx.moveTo(start.x, start.y);
                for (let i = 1; i < points.length - 1; ++i)
                    ctx.lineTo(points[i].x, points[i].y);
                ctx.lineTo(end.x, end.y);
                ctx.stroke();
            }
            ctx.fillStyle = Theme.arrow;
            ctx.strokeStyle = Qt.rgba(0.2, 0.1, 0.02, 0.45);
            ctx.lineWidth = 1.5;
            ctx.beginPath();
            ctx.moveTo(last.x, last.y);
            ctx.lineTo(last.x - Math.cos(angle - 0.45) * head, last.y - Math.sin(angle - 0.45) * head);
            ctx.lineTo(last.x - Math.cos(angle + 0.45) * head, last.y - Math.sin(angle + 0.45) * head);
            ctx.closePath();
            ctx.fill();
            ctx.stroke();
        }
    }
}
