// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * Move notation per variant (../shared/spec/variants.md, "Board, numbering, start" and
 * "Moves"; ../shared/spec/cli.md): square names, the moves as the move list writes them
 * (numeric 11-15 / 22x15, algebraic c3-d4 with c3xe5 in Brazilian and c3:e5 in Russian; start and
 * end only unless another legal move joins the same squares, then the full path), forgiving
 * reading that never guesses, every error parseMove can give, and write-then-read round trips
 * over random games and capture-rich random positions.
 *
 * Square numbering (White at the bottom):
 *
 *        8x8                             10x10
 *      +-----------------+            +---------------------+
 *    8 |   1   2   3   4 |         10 |   1   2   3   4   5 |
 *    7 | 5   6   7   8   |          9 | 6   7   8   9  10   |
 *    6 |   9  10  11  12 |          8 |  11  12  13  14  15 |
 *    5 |13  14  15  16   |          7 |16  17  18  19  20   |
 *    4 |  17  18  19  20 |          6 |  21  22  23  24  25 |
 *    3 |21  22  23  24   |          5 |26  27  28  29  30   |
 *    2 |  25  26  27  28 |          4 |  31  32  33  34  35 |
 *    1 |29  30  31  32   |          3 |36  37  38  39  40   |
 *      +-----------------+          2 |  41  42  43  44  45 |
 *        a b c d e f g h            1 |46  47  48  49  50   |
 *                                     +---------------------+
 *                                       a b c d e f g h i j
 */
#include "random_positions.h"
#include "reference_movegen.h"

#include "fen.h"
#include "movegen.h"
#include "notation.h"

#include <QStringList>
#include <QTest>

#include <random>

using namespace damas;
using namespace damas::reference;

Q_DECLARE_METATYPE(damas::Variant)

namespace {

Position position(Variant v, const char *fen)
{
    const auto pos = parseFen(v, fen);
    if (!pos)
        qFatal("bad FEN in the test itself: %s: %s", fen, pos.error().toString().c_str());
    return *pos;
}

QStringList written(const Position &pos)
{
    QStringList out;
    for (const Move &m : legalMoves(pos))
        out << QString::fromStdString(moveToString(pos, m));
    out.sort();
    return out;
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

/*
 * Positions where two legal captures join the same squares with different pieces; the rules
 * behind their move lists are worked out in tst_rules_captures.cpp ("sameEnds").
 *
 * American W:WK18:B5,6,7,14,15,16: 18x9x2x11x20 (14, 6, 7, 16), 18x11x20 (15, 16), 18x18.
 *   8 |   .   b   .   . |       king 18 = d4
 *   7 | b   b   b   .   |
 *   6 |   .   .   .   . |
 *   5 | .   b   b   b   |
 *   4 |   .   W   .   . |
 */
const char *const kAmericanTwoWays = "W:WK18:B5,6,7,14,15,16";
// Russian W:WK14:B8,10,18,26 (king c5; g7, d6, d4, d2): c5:f8:h6:c1 and c5:e3:c1.
const char *const kRussianTwoWays = "W:WK14:B8,10,18,26";
// Brazilian W:WK3:B10,18,22,24 (king f8; d6, d4, c3, g3): f8xc5xf2xh4 and f8xb4xe1xh4.
const char *const kBrazilianTwoWays = "W:WK3:B10,18,22,24";
// International W:WK45:B22,33,40,43: 45x29x38x49 and 45x18x27x49.
const char *const kInternationalTwoWays = "W:WK45:B22,33,40,43";

} // namespace

class TestNotation : public QObject
{
    Q_OBJECT

private slots:
    // variants.md: "1 b8, 2 d8, 3 f8, 4 h8, 5 a7, 6 c7, ... 29 a1, 30 c1, 31 e1, 32 g1";
    // "10x10: 1 is b10, 5 is j10, 46 is a1, 50 is i1".
    void squareNames_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("square");
        QTest::addColumn<QString>("name");
        const std::pair<int, const char *> eight[]
            = {{1, "b8"}, {2, "d8"}, {3, "f8"}, {4, "h8"}, {5, "a7"}, {6, "c7"}, {29, "a1"},
                {30, "c1"}, {31, "e1"}, {32, "g1"}, {22, "c3"}, {18, "d4"}};
        for (Variant v : {Variant::Brazilian, Variant::Russian}) {
            for (const auto &[sq, name] : eight)
                QTest::addRow("%s %d", variantName(v).data(), sq) << v << sq << name;
        }
        for (int sq : {1, 12, 32})
            QTest::addRow("american %d", sq) << Variant::American << sq << QString::number(sq);
        for (int sq : {1, 5, 46, 50})
            QTest::addRow("international %d", sq)
                << Variant::International << sq << QString::number(sq);
    }
    void squareNames()
    {
        QFETCH(Variant, variant);
        QFETCH(int, square);
        QFETCH(QString, name);
        QCOMPARE(QString::fromStdString(squareName(variant, square)), name);
        QCOMPARE(parseSquare(variant, name.toStdString()), square);
    }

    // Every square of every board: the name and back, zero-padded numbers, algebraic names on
    // the numeric boards and numbers on the algebraic ones (notation.h: "a number (any
    // variant, zero-padding allowed) or, on any board, a letter and a rank").
    void allSquares()
    {
        for (Variant v : kAllVariants) {
            const ReferenceBoard board(v, Color::White);
            for (int sq = 1; sq <= board.squareCount(); ++sq) {
                const std::string number = std::to_string(sq);
                std::string algebraic(1, char('a' + board.columnOf(sq)));
                algebraic.append(std::to_string(board.rankOf(sq) + 1));
                const bool isAlgebraic = v == Variant::Brazilian || v == Variant::Russian;
                QCOMPARE(squareName(v, sq), isAlgebraic ? algebraic : number);
                QCOMPARE(parseSquare(v, squareName(v, sq)), sq);
                QCOMPARE(parseSquare(v, number), sq);
                QCOMPARE(parseSquare(v, std::string("0").append(number)), sq);
                QCOMPARE(parseSquare(v, algebraic), sq);
                std::string upper = algebraic;
                upper[0] = char(upper[0] - 'a' + 'A');
                QCOMPARE(parseSquare(v, upper), sq);
            }
        }
    }

    void squaresOffTheBoard_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << Variant::Russian << "";
        QTest::newRow("zero") << Variant::American << "0";
        QTest::newRow("33 on 8x8") << Variant::American << "33";
        QTest::newRow("51 on 10x10") << Variant::International << "51";
        QTest::newRow("a light square") << Variant::Russian << "a2";
        QTest::newRow("another light square") << Variant::International << "b1";
        QTest::newRow("i on 8x8") << Variant::Brazilian << "i1";
        QTest::newRow("rank 9 on 8x8") << Variant::Brazilian << "a9";
        QTest::newRow("k on 10x10") << Variant::International << "k1";
        QTest::newRow("rank 0") << Variant::Russian << "c0";
        QTest::newRow("a letter alone") << Variant::Russian << "c";
        QTest::newRow("digit then letter") << Variant::Russian << "3c";
        QTest::newRow("huge") << Variant::American << "99999999999999999999";
    }
    void squaresOffTheBoard()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, text);
        QCOMPARE(parseSquare(variant, text.toStdString()), 0);
    }

    // The move list's writing, per variant. Start positions: variants.md (7 and 9 moves).
    void writing_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QStringList>("moves");
        // Black moves first: its front men 9-12 step down the board.
        QTest::newRow("american start")
            << Variant::American << "B:W21-32:B1-12"
            << QStringList {"9-13", "9-14", "10-14", "10-15", "11-15", "11-16", "12-16"};
        QTest::newRow("brazilian start")
            << Variant::Brazilian << "W:W21-32:B1-12"
            << QStringList {"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"};
        QTest::newRow("russian start")
            << Variant::Russian << "W:W21-32:B1-12"
            << QStringList {"a3-b4", "c3-b4", "c3-d4", "e3-d4", "e3-f4", "g3-f4", "g3-h4"};
        QTest::newRow("international start") << Variant::International << "W:W31-50:B1-20"
                                             << QStringList {"31-26", "31-27", "32-27", "32-28",
                                                    "33-28", "33-29", "34-29", "34-30", "35-30"};
        // c3 (22) takes d4 (18) and lands on e5 (15).
        QTest::newRow("american capture")
            << Variant::American << "W:W22:B18" << QStringList {"22x15"};
        QTest::newRow("brazilian capture")
            << Variant::Brazilian << "W:W22:B18" << QStringList {"c3xe5"};
        QTest::newRow("russian capture")
            << Variant::Russian << "W:W22:B18" << QStringList {"c3:e5"};
        QTest::newRow("international capture")
            << Variant::International << "W:W28:B23" << QStringList {"28x19"};
        // A multi-capture writes its start and end only: d2 takes e3 and g5 via f4 (the
        // Russian rules text's own example, "d2:h6 no menciona f4").
        QTest::newRow("russian multi-capture")
            << Variant::Russian << "W:W26:B16,23" << QStringList {"d2:h6"};
        QTest::newRow("brazilian multi-capture")
            << Variant::Brazilian << "W:W26:B16,23" << QStringList {"d2xh6"};
        // FMJD art. 4.5: 47 takes seven pieces and ends on 49.
        QTest::newRow("international multi-capture")
            << Variant::International << "W:W47:B13,14,22,24,31,34,K41,44" << QStringList {"47x49"};
        // Two captures join the same squares: the full path, with the variant's separator.
        QTest::newRow("american ambiguous") << Variant::American << kAmericanTwoWays
                                            << QStringList {"18x9x2x11x20", "18x11x20", "18x18"};
        QTest::newRow("russian ambiguous")
            << Variant::Russian << kRussianTwoWays << QStringList {"c5:f8:h6:c1", "c5:e3:c1"};
        QTest::newRow("brazilian ambiguous") << Variant::Brazilian << kBrazilianTwoWays
                                             << QStringList {"f8xc5xf2xh4", "f8xb4xe1xh4"};
        QTest::newRow("international ambiguous") << Variant::International << kInternationalTwoWays
                                                 << QStringList {"45x29x38x49", "45x18x27x49"};
    }
    void writing()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QStringList, moves);
        QCOMPARE(written(position(variant, fen.toLatin1().constData())), sorted(moves));
    }

    /*
     * A flying king that may stop on several squares behind a piece and go on straight over
     * the next makes one move by several paths; the written path names the square right behind
     * the piece (variants.md, "Moves"). Brazilian W:WK29:B8,18: a1 over d4 (e5 or f6), over g7
     * to h8.
     */
    void pathRightBehindThePiece()
    {
        const Position pos = position(Variant::Brazilian, "W:WK29:B8,18");
        const MoveList moves = legalMoves(pos);
        QCOMPARE(moves.size(), 1);
        const auto paths = capturePaths(pos, moves[0]);
        const std::vector<std::vector<int>> expected = {{29, 15, 4}, {29, 11, 4}};
        QCOMPARE(paths, expected);
        QCOMPARE(moveToString(pos, moves[0]), std::string("a1xh8"));
    }

    // Forgiving reading: any separator, either kind for either move, zero-padded numbers,
    // numeric squares on the algebraic boards, letters and digits run together, full and
    // partial paths. `move` is how the move list writes the move that must be found ("a|b":
    // either of its two equally valid paths).
    void reading_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("move");
        const char *am = "B:W21-32:B1-12";
        const char *ru = "W:W21-32:B1-12";
        for (const char *t : {"11-15", "11x15", "11:15", "11 15", "11/15", "011-015", "11-15!",
                 "11-15?!", " 11 - 15 "})
            QTest::addRow("american quiet %s", t) << Variant::American << am << t << "11-15";
        for (const char *t : {"22x15", "22-15", "22:15", "22X15", "0022x0015"})
            QTest::addRow("american capture %s", t)
                << Variant::American << "W:W22:B18" << t << "22x15";
        for (const char *t : {"c3-d4", "c3d4", "C3-D4", "c3:d4", "c3xd4", "22-18", "22x18"})
            QTest::addRow("russian quiet %s", t) << Variant::Russian << ru << t << "c3-d4";
        for (const char *t : {"c3xe5", "c3:e5", "c3-e5", "c3e5", "C3XE5", "22x15", "22-15"})
            QTest::addRow("brazilian capture %s", t)
                << Variant::Brazilian << "W:W22:B18" << t << "c3xe5";
        for (const char *t : {"c3:e5", "c3xe5", "c3-e5", "c3e5", "22:15"})
            QTest::addRow("russian capture %s", t)
                << Variant::Russian << "W:W22:B18" << t << "c3:e5";
        for (const char *t : {"28x19", "28-19", "28:19", "28 x 19"})
            QTest::addRow("international capture %s", t)
                << Variant::International << "W:W28:B23" << t << "28x19";
        // Multi-captures: start and end, the full path, or any of the squares in between.
        for (const char *t : {"d2:h6", "d2:f4:h6", "d2-f4-h6", "d2f4h6", "d2xh6"})
            QTest::addRow("russian multi-capture %s", t)
                << Variant::Russian << "W:W26:B16,23" << t << "d2:h6";
        for (const char *t : {"47x49", "47x36x27x18x9x20x29x40x49", "47x27x20x49", "47-49"})
            QTest::addRow("international multi-capture %s", t)
                << Variant::International << "W:W47:B13,14,22,24,31,34,K41,44" << t << "47x49";
        // Two captures from 18 to 20: the path picks one, in full or in part, and the move
        // list's own writing of each reads back to it.
        for (const char *t : {"18x9x2x11x20", "18-9-2-11-20", "18x2x20", "18x9x20"})
            QTest::addRow("american two ways, long %s", t)
                << Variant::American << kAmericanTwoWays << t << "18x9x2x11x20";
        QTest::addRow("american two ways, short 18x11x20")
            << Variant::American << kAmericanTwoWays << "18x11x20"
            << "18x11x20";
        QTest::addRow("american loop 18x18") << Variant::American << kAmericanTwoWays << "18x18"
                                             << "18x18";
        for (const char *t : {"c5:f8:h6:c1", "c5:h6:c1", "c5:f8:c1", "c5f8h6c1"})
            QTest::addRow("russian two ways, long %s", t)
                << Variant::Russian << kRussianTwoWays << t << "c5:f8:h6:c1";
        for (const char *t : {"c5:e3:c1", "c5xe3xc1", "14-23-30"})
            QTest::addRow("russian two ways, short %s", t)
                << Variant::Russian << kRussianTwoWays << t << "c5:e3:c1";
        for (const char *t : {"f8xc5xf2xh4", "f8xf2xh4", "f8-c5-h4"})
            QTest::addRow("brazilian two ways %s", t)
                << Variant::Brazilian << kBrazilianTwoWays << t << "f8xc5xf2xh4";
        for (const char *t : {"45x29x38x49", "45x38x49", "45-29-49"})
            QTest::addRow("international two ways %s", t)
                << Variant::International << kInternationalTwoWays << t << "45x29x38x49";
        // A single jump whose squares are also the start and end of a longer capture: its
        // whole path is its two squares (American W:WK14:B9,17,18,25,26: 14x5 takes 9 alone,
        // the other goes round 17, 25, 26, 18 first; see tst_rules_captures.cpp).
        for (const char *t : {"14x5", "14-5", "14 5"})
            QTest::addRow("american single jump %s", t)
                << Variant::American << "W:WK14:B9,17,18,25,26" << t << "14x5";
        for (const char *t : {"14x21x30x23x14x5", "14x23x30x21x14x5", "14x30x5", "14x23x14x5"})
            QTest::addRow("american loop then jump %s", t)
                << Variant::American << "W:WK14:B9,17,18,25,26" << t
                << "14x21x30x23x14x5|14x23x30x21x14x5";
        // The same in Russian, with a flying king (W:WK18:B16,22,23,24, tst_rules_captures.cpp):
        // d4:b2 takes c3 alone; d4:f2:h4:f6:b2 takes e3, g3, g5 and then c3.
        for (const char *t : {"d4:b2", "d4-b2", "d4b2", "18-25"})
            QTest::addRow("russian single jump %s", t)
                << Variant::Russian << "W:WK18:B16,22,23,24" << t << "d4:b2";
        for (const char *t : {"d4:f2:h4:f6:b2", "d4:f6:b2", "d4-h4-b2"})
            QTest::addRow("russian long way round %s", t)
                << Variant::Russian << "W:WK18:B16,22,23,24" << t << "d4:f2:h4:f6:b2";
        // One move, two paths: either path reads (a1 over d4 and g7, via e5 or f6).
        for (const char *t : {"a1xh8", "a1xe5xh8", "a1xf6xh8"})
            QTest::addRow("brazilian one move two paths %s", t)
                << Variant::Brazilian << "W:WK29:B8,18" << t << "a1xh8";
        // A man back on its start square, either way round (e3 around e5).
        for (const char *t : {"e3xe3", "e3xc5xe7xg5xe3", "e3xg5xe7xc5xe3"})
            QTest::addRow("brazilian loop %s", t)
                << Variant::Brazilian << "W:W23:B10,11,18,19" << t << "e3xe3";
    }
    void reading()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QString, move);
        const Position pos = position(variant, fen.toLatin1().constData());
        const auto m = parseMove(pos, text.toStdString());
        QVERIFY2(m.hasValue(), m.error().toString().c_str());
        const QString got = QString::fromStdString(moveToString(pos, *m));
        QVERIFY2(move.split('|').contains(got), qPrintable(got + " instead of " + move));
    }

    // Every way parseMove can refuse: text that names no squares, a move no legal move fits
    // (saying so, and that a capture is compulsory when it is), a move several fit (naming
    // them). The message begins with the kind of refusal and the text read, then says why.
    void readingErrors_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("says");
        const char *am = "B:W21-32:B1-12";
        const char *ru = "W:W21-32:B1-12";
        QTest::newRow("empty") << Variant::American << am << ""
                               << QStringList {"cannot read move ''", "a start and an end square"};
        QTest::newRow("one square")
            << Variant::Russian << ru << "c3"
            << QStringList {"cannot read move 'c3'", "a start and an end square"};
        QTest::newRow("not a square")
            << Variant::Russian << ru << "z9-a1"
            << QStringList {"cannot read move 'z9-a1'", "'z9'", "not a square"};
        QTest::newRow("off the board")
            << Variant::American << am << "33-29"
            << QStringList {"cannot read move '33-29'", "'33'", "not a square"};
        QTest::newRow("numbers run together")
            << Variant::American << am << "1115"
            << QStringList {"cannot read move '1115'", "'1115'", "not a square"};
        QTest::newRow("a word") << Variant::Russian << ru << "resign"
                                << QStringList {"cannot read move 'resign'"};
        QTest::newRow("the other side's man")
            << Variant::American << am << "22-18"
            << QStringList {"illegal move '22-18'", "no legal move goes that way",
                   "(the piece on the start square is not the side to move's)"};
        QTest::newRow("backward") << Variant::Russian << "W:W18:B1"
                                  << "d4-c3"
                                  << QStringList {"illegal move 'd4-c3'", "no legal move",
                                         "(men move forward only)"};
        QTest::newRow("two squares") << Variant::International << "W:W31-50:B1-20"
                                     << "32-23"
                                     << QStringList {"illegal move '32-23'", "no legal move",
                                            "(a man moves one square at a time)"};
        QTest::newRow("a path for a quiet move")
            << Variant::Russian << ru << "c3-d4-e5"
            << QStringList {"illegal move 'c3-d4-e5'", "no legal move"};
        QTest::newRow("a path through no landing square")
            << Variant::American << kAmericanTwoWays << "18x10x20"
            << QStringList {"illegal move '18x10x20'", "no legal move takes that path"};
        QTest::newRow("quiet move while a capture is compulsory")
            << Variant::American << "W:W22,32:B18"
            << "32-27" << QStringList {"illegal move '32-27'", "(a capture is obligatory)"};
        QTest::newRow("a shorter capture under the majority rule")
            << Variant::International << "W:W32,45,K46:B29,40,41"
            << "46x37"
            << QStringList {"illegal move '46x37'", "no legal move",
                   "(the capture must take the most pieces)"};
        QTest::newRow("ambiguous american")
            << Variant::American << kAmericanTwoWays << "18x20"
            << QStringList {
                   "ambiguous move '18x20'", "18x9x2x11x20", "18x11x20", "write the full path"};
        QTest::newRow("ambiguous russian")
            << Variant::Russian << kRussianTwoWays << "c5-c1"
            << QStringList {"ambiguous move 'c5-c1'", "c5:f8:h6:c1", "c5:e3:c1"};
        QTest::newRow("ambiguous brazilian")
            << Variant::Brazilian << kBrazilianTwoWays << "f8xh4"
            << QStringList {"ambiguous move 'f8xh4'", "f8xc5xf2xh4", "f8xb4xe1xh4"};
        QTest::newRow("ambiguous international")
            << Variant::International << kInternationalTwoWays << "45x49"
            << QStringList {"ambiguous move '45x49'", "45x29x38x49", "45x18x27x49"};
    }
    void readingErrors()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(QString, text);
        QFETCH(QStringList, says);
        const Position pos = position(variant, fen.toLatin1().constData());
        auto why = static_cast<MoveReadError>(255);
        const auto m = parseMove(pos, text.toStdString(), &why);
        QVERIFY2(!m.hasValue(),
            qPrintable(
                "read as " + QString::fromStdString(m ? moveToString(pos, *m) : std::string())));
        const QString message = QString::fromStdString(m.error().message);
        for (const QString &s : says)
            QVERIFY2(message.contains(s), qPrintable("'" + s + "' not in: " + message));
        // The kind of failure, for callers that count them apart (damas-cli replay); every
        // row's first words say which it is.
        const MoveReadError expected = message.startsWith("ambiguous") ? MoveReadError::Ambiguous
            : message.startsWith("illegal")                            ? MoveReadError::Illegal
                                                                       : MoveReadError::Unreadable;
        QCOMPARE(int(why), int(expected));
    }

    /*
     * Write every legal move, read it back: the same move. Also by start and end with '-'
     * (what PDN files often write) and run together (algebraic) or zero-padded (numeric):
     * these name the move unless another legal move joins the same squares. Then they are
     * refused as ambiguous, unless one of those moves is a single jump, whose whole path they
     * are. Over random games and capture-rich random positions.
     */
    void roundTrip_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : kAllVariants)
            QTest::newRow(variantName(v).data()) << v;
    }
    void roundTrip()
    {
        QFETCH(Variant, variant);
        const std::vector<Position> positions
            = samplePositions(variant, 0xC0FFEE + static_cast<int>(variant), 40, 3000);

        int moves = 0, ambiguous = 0, failures = 0;
        for (const Position &pos : positions) {
            const MoveList legal = legalMoves(pos);
            for (const Move &m : legal) {
                ++moves;
                const std::string text = moveToString(pos, m);
                const std::string from = squareName(variant, fromSquare(pos, m));
                const std::string to = squareName(variant, toSquare(pos, m));
                // What the start and end alone must read as: m, or when another move joins
                // the same squares, the one of them that is a single jump, else nothing.
                bool shared = false;
                for (const Move &x : legal)
                    shared = shared || (!(x == m) && x.from == m.from && x.to == m.to);
                std::optional<Move> named;
                for (const Move &x : legal) {
                    if (x.from == m.from && x.to == m.to
                        && (!shared || capturePaths(pos, x).front().size() == 2))
                        named = x;
                }
                if (!shared)
                    named = m;
                ambiguous += shared;
                std::vector<std::pair<std::string, std::optional<Move>>> forms
                    = {{text, m}, {from + "-" + to, named}};
                if (variant == Variant::Brazilian || variant == Variant::Russian)
                    forms.push_back({from + to, named});
                else
                    forms.push_back({"0" + from + "-0" + to, named});
                for (const auto &[form, expected] : forms) {
                    const auto back = parseMove(pos, form);
                    const bool ok = expected
                        ? (back.hasValue() && *back == *expected)
                        : (!back.hasValue()
                            && back.error().message.find("ambiguous") != std::string::npos);
                    if (!ok && failures++ < 5)
                        qWarning("%s: '%s' (written %s) reads %s in %s",
                            variantName(variant).data(), form.c_str(), text.c_str(),
                            back ? moveToString(pos, *back).c_str() : back.error().message.c_str(),
                            toFen(pos).c_str());
                }
            }
        }
        qInfo("%s: %zu positions, %d moves, %d of them sharing start and end with another",
            variantName(variant).data(), positions.size(), moves, ambiguous);
        QCOMPARE(failures, 0);
    }
};

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
