// SPDX-License-Identifier: GPL-3.0-or-later
/*
 * The engine's move generator against the plain reference generator of reference_movegen.cpp, on
 * positions of every variant: random legal games from the start, and random positions built to
 * be rich in captures, kings and promotions. For every position the two must agree on the set
 * of legal moves (start, end, pieces taken, crowning), and the engine's other views of the same
 * rules must agree with it: countMoves, hasCapture, hasLegalMove, Position::after and the capture
 * paths behind the notation.
 *
 * The reference itself is first held to the published perft numbers of variants.md, so that an
 * agreement between the two means something.
 *
 * Built twice: tst_movegen_reference (seconds, the default run) and tst_movegen_reference_soak
 * (DAMAS_REFERENCE_SOAK: many more positions and deeper perft, labelled slow).
 */
#include "random_positions.h"
#include "reference_movegen.h"

#include "fen.h"
#include "movegen.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>

using namespace damas;
using namespace damas::reference;

Q_DECLARE_METATYPE(damas::Variant)

namespace {

#ifdef DAMAS_REFERENCE_SOAK
constexpr int kScale = 100;
constexpr int kPerftExtraDepth = 2;
#else
constexpr int kScale = 1;
constexpr int kPerftExtraDepth = 0;
#endif

// Two published international positions: kings among many men, and twenty kings a side.
const char *const kRandom178 = "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46";
const char *const kAllKings = "W:WK31,K32,K33,K34,K35,K36,K37,K38,K39,K40,K41,K42,K43,K44,K45,K46,"
                              "K47,K48,K49,K50:BK1,K2,K3,K4,K5,K6,K7,K8,K9,K10,K11,K12,K13,K14,"
                              "K15,K16,K17,K18,K19,K20";

std::string listOf(const std::set<ReferenceMove> &moves)
{
    std::string s;
    for (const ReferenceMove &m : moves)
        s += "    " + m.toString() + "\n";
    return s.empty() ? "    (none)\n" : s;
}

std::string pathText(const ReferencePath &p)
{
    std::string s;
    for (int sq : p.squares) {
        if (!s.empty())
            s += 'x';
        s += std::to_string(sq);
    }
    return s;
}

/*
 * Compares the engine with the reference on one position. Returns an empty string when they
 * agree, else a report naming the position (FEN) and both move lists.
 */
std::string compare(const ReferenceBoard &board)
{
    const Position pos = board.toPosition();
    const std::string fen = toFen(pos);
    const std::string where = std::string(variantName(pos.variant)) + " " + fen + "\n";

    const std::vector<ReferenceMove> expectedList = board.legalMoves();
    const std::set<ReferenceMove> expected(expectedList.begin(), expectedList.end());
    const MoveList engineList = legalMoves(pos);
    std::set<ReferenceMove> got;
    for (const Move &m : engineList)
        got.insert(toReferenceMove(pos, m));

    if (got != expected) {
        std::set<ReferenceMove> missing, extra;
        std::set_difference(expected.begin(), expected.end(), got.begin(), got.end(),
            std::inserter(missing, missing.end()));
        std::set_difference(got.begin(), got.end(), expected.begin(), expected.end(),
            std::inserter(extra, extra.end()));
        return "legal moves differ in " + where + "  reference:\n" + listOf(expected)
            + "  engine:\n" + listOf(got) + "  missing from the engine:\n" + listOf(missing)
            + "  not legal but generated:\n" + listOf(extra);
    }
    if (static_cast<std::size_t>(engineList.size()) != got.size())
        return "the engine lists a move twice in " + where + listOf(got);
    if (countMoves(pos) != engineList.size())
        return "countMoves " + std::to_string(countMoves(pos)) + " but "
            + std::to_string(engineList.size()) + " legal moves in " + where;
    const bool capture = !expected.empty() && !expected.begin()->captured.empty();
    if (hasCapture(pos) != capture)
        return std::string("hasCapture says ") + (capture ? "no" : "yes") + " in " + where;
    if (hasLegalMove(pos) != !expected.empty())
        return std::string("hasLegalMove says ") + (expected.empty() ? "yes" : "no") + " in "
            + where;

    for (const Move &m : engineList) {
        const ReferenceMove rm = toReferenceMove(pos, m);
        if (!(pos.after(m) == board.after(rm).toPosition()))
            return "Position::after(" + rm.toString() + ") gives " + toFen(pos.after(m))
                + " instead of " + toFen(board.after(rm).toPosition()) + " in " + where;
    }

    // Every way of making each capture: the notation names captures by these paths.
    std::set<std::pair<ReferenceMove, std::vector<int>>> expectedPaths, gotPaths;
    for (const ReferencePath &p : board.legalCapturePaths())
        expectedPaths.insert({p.move, p.squares});
    for (const MovePath &p : generateCapturePaths(pos)) {
        std::vector<int> squares;
        for (int bit : p.bits)
            squares.push_back(squareOfBit(pos.boardSize(), bit));
        gotPaths.insert({toReferenceMove(pos, p.move), squares});
    }
    if (gotPaths != expectedPaths) {
        std::string s = "capture paths differ in " + where + "  reference:\n";
        for (const auto &[m, squares] : expectedPaths)
            s += "    " + pathText({m, squares, {}}) + "\n";
        s += "  engine:\n";
        for (const auto &[m, squares] : gotPaths)
            s += "    " + pathText({m, squares, {}}) + "\n";
        return s;
    }
    return {};
}

// Runs the comparison over many positions, reports the first disagreements in full, and counts
// what the positions held, to show the run reached the cases that matter.
class Comparison
{
public:
    void check(const ReferenceBoard &board)
    {
        ++m_positions;
        tally(board);
        const std::string report = compare(board);
        if (report.empty())
            return;
        if (m_mismatches < 5)
            qWarning("%s", report.c_str());
        ++m_mismatches;
    }
    int mismatches() const { return m_mismatches; }
    int positions() const { return m_positions; }
    QByteArray summary() const
    {
        return QByteArray::number(m_mismatches) + " of " + QByteArray::number(m_positions)
            + " positions disagree (the first are printed above)";
    }
    void print(const char *what) const
    {
        qInfo("%s: %d positions; with a capture %d, taking 3 or more %d, crowning in a capture "
              "%d, two captures between the same squares %d, one capture by several paths %d",
            what, m_positions, m_captures, m_long, m_crowning, m_ambiguous, m_multiPath);
    }

private:
    void tally(const ReferenceBoard &board)
    {
        const std::vector<ReferencePath> paths = board.legalCapturePaths();
        if (paths.empty())
            return;
        ++m_captures;
        const std::vector<ReferenceMove> moves = board.legalMoves();
        bool longOne = false, crowning = false, ambiguous = false;
        for (std::size_t i = 0; i < moves.size(); ++i) {
            longOne = longOne || moves[i].captured.size() >= 3;
            crowning = crowning || moves[i].promotes;
            for (std::size_t j = 0; j < i; ++j)
                ambiguous
                    = ambiguous || (moves[i].from == moves[j].from && moves[i].to == moves[j].to);
        }
        m_long += longOne;
        m_crowning += crowning;
        m_ambiguous += ambiguous;
        m_multiPath += paths.size() > moves.size();
    }

    int m_mismatches = 0;
    int m_positions = 0;
    int m_captures = 0;
    int m_long = 0;
    int m_crowning = 0;
    int m_ambiguous = 0;
    int m_multiPath = 0;
};

} // namespace

class TestMovegenReference : public QObject
{
    Q_OBJECT

private slots:
    // The reference generator gives the published perft numbers (variants.md, "Perft from the
    // start position" and "Perft of other positions"; sources: dctl perft tables by Rein
    // Halbersma, Aart Bik and OEIS A133046, Kallisto/Avrora, Dagaz).
    void referencePerft_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        QTest::addColumn<bool>("keepDuplicates");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        auto rows = [](const char *name, Variant v, const char *fen, bool keep, int maxDepth,
                        std::initializer_list<qulonglong> counts) {
            int depth = 1;
            for (qulonglong n : counts) {
                if (depth <= maxDepth + kPerftExtraDepth)
                    QTest::addRow("%s d%d", name, depth)
                        << v << QString::fromLatin1(fen) << keep << depth << n;
                ++depth;
            }
        };
        rows("american start", Variant::American, "B:W21-32:B1-12", false, 5,
            {7, 49, 302, 1469, 7361, 36768, 179740});
        rows("russian start", Variant::Russian, "W:W21-32:B1-12", false, 5,
            {7, 49, 302, 1469, 7482, 37986, 190146});
        rows("brazilian start", Variant::Brazilian, "W:W21-32:B1-12", false, 5,
            {7, 49, 302, 1469, 7473, 37628, 187302});
        rows("international start", Variant::International, "W:W31-50:B1-20", false, 4,
            {9, 81, 658, 4265, 27117, 167140});
        rows("Woldouby", Variant::International,
            "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38", false, 6,
            {6, 12, 30, 73, 215, 590, 1944, 6269});
        rows("AlmostPromotion", Variant::International, "W:W6,7,8,9,10:B41,42,43,44,45", false, 3,
            {9, 81, 795, 7578, 86351});
        rows("RU1", Variant::Russian, "B:W26,27,30:B22,23", false, 5, {3, 5, 29, 65, 491});
        rows("RU2", Variant::Russian, "B:W10,17,25,26:B6,21,22", false, 5, {9, 14, 28, 126, 700});
        // From the "Perft" thread of the FMJD forum (laatste.info, t=2308), as collected in
        // dctl's test/src/ai/traversal/international/fmjd.cpp (Rein Halbersma).
        rows("Random178", Variant::International, kRandom178, false, 4,
            {14, 55, 1168, 5432, 87195, 629010});
        rows("AllKings", Variant::International, kAllKings, false, 4,
            {17, 79, 352, 1399, 7062, 37589});
#ifdef DAMAS_REFERENCE_SOAK
        // Keep-duplicates counts first differ at depth 8 (variants.md).
        QTest::addRow("russian start keep d8")
            << Variant::Russian << QStringLiteral("W:W21-32:B1-12") << true << 8 << 929905ULL;
        QTest::addRow("brazilian start keep d8")
            << Variant::Brazilian << QStringLiteral("W:W21-32:B1-12") << true << 8 << 907836ULL;
        QTest::addRow("russian start drop d8")
            << Variant::Russian << QStringLiteral("W:W21-32:B1-12") << false << 8 << 929899ULL;
        QTest::addRow("brazilian start drop d8")
            << Variant::Brazilian << QStringLiteral("W:W21-32:B1-12") << false << 8 << 907830ULL;
#endif
    }

    // The engine on the two forum positions above, deeper.
    void enginePerft_data()
    {
        QTest::addColumn<QString>("fen");
        QTest::addColumn<int>("depth");
        QTest::addColumn<qulonglong>("nodes");
        QTest::newRow("Random178 d7") << kRandom178 << 7 << 9041010ULL;
        QTest::newRow("AllKings d8") << kAllKings << 8 << 1333217ULL;
    }
    void enginePerft()
    {
        QFETCH(QString, fen);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        const auto pos = parseFen(Variant::International, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        QCOMPARE(qulonglong(perft(*pos, depth)), nodes);
    }

    void referencePerft()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        QFETCH(bool, keepDuplicates);
        QFETCH(int, depth);
        QFETCH(qulonglong, nodes);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        const ReferenceBoard board = ReferenceBoard::fromPosition(*pos);
        QCOMPARE(qulonglong(board.perft(depth, keepDuplicates)), nodes);
    }

    /*
     * Positions found by a local search for the longest move lists (the reference's count
     * given for information): many flying kings among many pieces, where the engine's move
     * list (MoveList, 512 at most) is fullest.
     */
    void crowdedPositions_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<QString>("fen");
        // 407 legal captures, each of six pieces.
        QTest::newRow("international 407 captures")
            << Variant::International
            << "W:WK2,K3,K4,K5,K15,K16,K36,K46:BK7,K8,K9,K10,K11,K20,K21,24,K27,29,32,33,K38,"
               "42,K43";
        // 67 quiet king moves.
        QTest::newRow("russian 67 moves")
            << Variant::Russian << "W:WK4,K5,K6,K7,K12,K20,K21,K28,K29,K30,K31,K32:B";
        // 65 captures of two to seven pieces, under free choice.
        QTest::newRow("russian 65 captures")
            << Variant::Russian << "W:WK1,K3,K5,K12,K13,K21,K28,K29:BK9,K10,K11,18,19,25,K26,K27";
        // 42 short-king moves.
        QTest::newRow("american 42 moves")
            << Variant::American << "W:WK5,K6,K7,K8,K14,K15,K16,K17,K23,K24,K25,K26:BK32";
    }
    void crowdedPositions()
    {
        QFETCH(Variant, variant);
        QFETCH(QString, fen);
        const auto pos = parseFen(variant, fen.toStdString());
        QVERIFY2(pos.hasValue(), pos.error().toString().c_str());
        const std::string report = compare(ReferenceBoard::fromPosition(*pos));
        QVERIFY2(report.empty(), report.c_str());
    }

    void randomGames_data()
    {
        QTest::addColumn<Variant>("variant");
        for (Variant v : kAllVariants)
            QTest::newRow(variantName(v).data()) << v;
    }

    // Random legal games from the start, every position checked, until the game ends or 200
    // plies (kings are on the board long before).
    void randomGames()
    {
        QFETCH(Variant, variant);
        std::mt19937_64 rng(0xD1A60 + static_cast<int>(variant));
        Comparison comparison;
        const int games = 200 * kScale;
        for (int g = 0; g < games; ++g) {
            ReferenceBoard board = ReferenceBoard::fromPosition(Position::start(variant));
            for (int ply = 0; ply < 200; ++ply) {
                comparison.check(board);
                const std::vector<ReferenceMove> moves = board.legalMoves();
                if (moves.empty())
                    break;
                board = board.after(moves[rng() % moves.size()]);
            }
        }
        comparison.print(QTest::currentDataTag());
        QVERIFY2(comparison.mismatches() == 0, comparison.summary().constData());
    }

    void randomPositions_data()
    {
        QTest::addColumn<Variant>("variant");
        QTest::addColumn<int>("kind");
        const char *kinds[] = {"dense", "kings", "crowning"};
        for (Variant v : kAllVariants) {
            for (int kind = 0; kind < 3; ++kind)
                QTest::addRow("%s %s", variantName(v).data(), kinds[kind]) << v << kind;
        }
    }

    void randomPositions()
    {
        QFETCH(Variant, variant);
        QFETCH(int, kind);
        RandomPositions positions(variant, 0x5EED00 + 16 * static_cast<int>(variant) + kind);
        const auto shape = static_cast<RandomPositions::Shape>(kind);
        Comparison comparison;
        const int count = 5000 * kScale;
        for (int i = 0; i < count; ++i)
            comparison.check(positions.next(shape));
        comparison.print(QTest::currentDataTag());
        QVERIFY2(comparison.mismatches() == 0, comparison.summary().constData());
    }
};

QTEST_GUILESS_MAIN(TestMovegenReference)
#include "tst_movegen_reference.moc"
