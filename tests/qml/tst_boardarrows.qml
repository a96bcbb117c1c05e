// SPDX-License-Identifier: GPL-3.0-or-later
import QtQuick
import QtTest
import Damas

// A diagram's arrows: drawn along their squares, with the piece they start from left in sight
// (the Russian rules' king on d4 with four arrows was hidden under them).
Item {
    id: root

    width: 400
    height: 400

    Rectangle {
        id: board

        anchors.fill: parent
        color: "white"

        BoardArrows {
            id: arrows

            anchors.fill: parent
            cell: 50
            // d4-h8 and d4-a1, as in the rules' diagram of a king's reach.
            arrows: [[{column: 3, rank: 3}, {column: 7, rank: 7}], [{column: 3, rank: 3}, {column: 0, rank: 0}]]
        }
    }

    TestCase {
        name: "BoardArrows"
        when: windowShown

        function isArrow(image, x, y) {
            const c = image.pixel(x, y);
            return Math.abs(c.r - Theme.arrow.r) < 0.1 && Math.abs(c.g - Theme.arrow.g) < 0.1
                && Math.abs(c.b - Theme.arrow.b) < 0.1;
        }

        function test_pieceInSight() {
            tryVerify(() => {
                const image = grabImage(board);
                return isArrow(image, 6 * 50, 2 * 50); // g7, on the way to h8
            }, 2000, "the arrow is drawn");
            const image = grabImage(board);
            verify(isArrow(image, 1 * 50, 7 * 50), "the arrow to a1 passes b2");
            // d4's centre and the ring where a piece 0.86 of a square wide stands.
            const cx = 3.5 * 50, cy = 4.5 * 50;
            for (let r = 0; r <= 19; r += 1) {
                for (const [dx, dy] of [[1, -1], [-1, 1]]) {
                    const x = Math.round(cx + dx * r * Math.SQRT1_2), y = Math.round(cy + dy * r * Math.SQRT1_2);
                    verify(!isArrow(image, x, y), "arrow over the piece on d4 at " + x + "," + y);
                }
            }
        }
    }
}
