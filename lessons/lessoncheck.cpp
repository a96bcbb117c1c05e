// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessoncheck.h"

#include "lesson.h"

#include "drawstate.h"
#include "egtb.h"
#include "egtbverdict.h"
#include "eval.h"
#include "explain.h"
#include "fen.h"
#include "game.h"
#include "level.h"
#include "movegen.h"
#include "notation.h"
#include "search.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <array>
#include <atomic>
#include <map>
#include <optional>
#include <unordered_map>

using namespace damas;

namespace {

/*
 * The bounds that keep a step's check within seconds. Node counts, not times, so that a step
 * passes or fails the same way on every machine.
 */
// HoldDraw: the deepest search, in plies (fewer when a count or moveLimit ends the game sooner).
constexpr int kHoldDrawMaxPlies = 20;
// Any one search (Win, CaptureAll, HoldDraw): a few seconds at most on a slow core.
constexpr std::uint64_t kSearchNodes = 10'000'000;
constexpr std::size_t kSearchHashMegabytes = 16;
// The exact proof of a Crown or CaptureAll goal: positions visited (a second or two).
constexpr std::uint64_t kProofPositions = 500'000;

const EndgameTables *g_tables = nullptr;

QString fromStd(std::string_view s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

QString colorName(Color c)
{
    return c == Color::White ? QStringLiteral("White") : QStringLiteral("Black");
}

QString moveText(const Position &pos, const Move &m)
{
    return fromStd(moveToString(pos, m));
}

QString squareText(Variant variant, int square)
{
    return fromStd(squareName(variant, square));
}

// The legal moves as damas-cli moves prints them, sorted, for the messages.
QString legalList(const Position &pos)
{
    QStringList moves;
    for (const Move &m : legalMoves(pos))
        moves << moveText(pos, m);
    moves.sort();
    return moves.isEmpty() ? QStringLiteral("none") : moves.join(QStringLiteral(", "));
}

QString lineText(Position pos, const std::vector<Move> &moves)
{
    QStringList out;
    for (const Move &m : moves) {
        out << moveText(pos, m);
        pos = pos.after(m);
    }
    return out.join(QLatin1Char(' '));
}

// How a move may be written in a lesson: as the move list writes it, or as one of its full
// capture paths with the variant's separator ("c3:e5:c7").
QStringList writtenForms(const Position &pos, const Move &m)
{
    const QString canonical = moveText(pos, m);
    QStringList forms {canonical};
    if (!m.isCapture())
        return forms;
    // The character after the first square: "c3:e5", "c3xe5", "22x15".
    static const QRegularExpression firstSquare(QStringLiteral("^[a-z]?[0-9]+([^0-9])"));
    const QRegularExpressionMatch match = firstSquare.match(canonical);
    const QChar separator = match.hasMatch() ? match.captured(1).at(0) : QLatin1Char('x');
    for (const std::vector<int> &path : capturePaths(pos, m)) {
        QStringList squares;
        for (int square : path)
            squares << squareText(pos.variant, square);
        forms << squares.join(separator);
    }
    return forms;
}

QString gameEndText(const Game &game)
{
    return QStringLiteral("%1, %2").arg(
        fromStd(resultName(game.result())), fromStd(reasonName(game.reason())));
}

std::uint64_t mix(std::uint64_t x)
{
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31);
}

/*
 * An exact AND-OR search over the referee's game, for the goals a search score cannot tell
 * from a plain win: Crown (one of the learner's men becomes a king) and CaptureAll (the
 * computer's side loses its last piece). A learner's position is won when one of its moves
 * reaches the goal or leads to a won position of the computer's; a computer's position when
 * every reply leads to a won learner's position, with learner moves left.
 *
 * What ends a line: for Crown, a learner's move that crowns a man (a crowning in the middle of
 * a capture too), or the referee's win for the learner (the computer never chooses to lose);
 * for CaptureAll, only taking the last piece (a side left with pieces but no move has lost the
 * game but kept its pieces). A draw by the referee, or the learner's loss, fails.
 *
 * Every move is judged by the referee (Game), repetitions and counts included. Results are kept
 * per position, counts and moves left, so that a transposition reuses them; the earlier
 * positions of the line are not in the key (with them, king moves would never transpose). That
 * costs nothing where it matters: the line that reaches a goal soonest never repeats a
 * position, so only a threefold repetition met on a detour can colour a result reused on
 * another path, and then only by a draw the learner could have avoided.
 */
class GoalProver
{
public:
    enum class Outcome { Proven, Refuted, GaveUp };

    GoalProver(LessonStep::Goal goal, std::uint64_t budget)
        : m_goal(goal)
        , m_budget(budget)
    { }

    Outcome prove(Game game, int learnerMoves)
    {
        const bool won = learnerWins(game, learnerMoves);
        return won ? Outcome::Proven : m_gaveUp ? Outcome::GaveUp : Outcome::Refuted;
    }
    std::uint64_t visited() const { return m_visited; }

private:
    struct Key
    {
        Position pos;
        std::array<std::int16_t, DrawState::kMaxRules> counts; // -1: not running
        int left;
        bool operator==(const Key &) const = default;
    };
    struct KeyHash
    {
        std::size_t operator()(const Key &k) const
        {
            std::uint64_t h = k.pos.hash() + std::uint64_t(k.left);
            for (std::int16_t c : k.counts)
                h = mix(h + std::uint64_t(c + 1));
            return std::size_t(h);
        }
    };

    Key keyOf(const Game &game, int left) const
    {
        Key key {game.position(), {-1, -1, -1, -1}, left};
        const std::span<const DrawRule> rules = drawRulesOf(game.variant());
        for (std::size_t i = 0; i < rules.size() && i < key.counts.size(); ++i)
            key.counts[i] = std::int16_t(game.drawState().count(rules[i]));
        return key;
    }

    bool exhausted()
    {
        if (m_visited >= m_budget)
            m_gaveUp = true;
        return m_gaveUp;
    }

    // The learner's move `m` (just played) ends the line won.
    bool reached(const Game &game, const Move &m) const
    {
        if (m_goal == LessonStep::Crown)
            return m.promotes || (game.isOver() && game.result() != GameResult::Draw);
        return !game.position().pieces(game.position().side);
    }

    // The learner to move, the game going on, `left` learner moves to reach the goal.
    bool learnerWins(Game &game, int left)
    {
        if (left == 0 || exhausted())
            return false;
        const Key key = keyOf(game, left);
        if (const auto it = m_table.find(key); it != m_table.end())
            return it->second;
        ++m_visited;
        MoveList moves = legalMoves(game.position());
        // Crowning moves and captures first: they reach the goals soonest.
        std::stable_sort(moves.begin(), moves.end(), [](const Move &a, const Move &b) {
            return std::pair(a.promotes, a.captureCount())
                > std::pair(b.promotes, b.captureCount());
        });
        bool won = false;
        for (const Move &m : moves) {
            game.play(m);
            won = reached(game, m) || (!game.isOver() && repliesLose(game, left - 1));
            game.undo();
            if (won || m_gaveUp)
                break;
        }
        if (!m_gaveUp)
            m_table.emplace(key, won);
        return won;
    }

    // The computer to move, the game going on: does every reply leave the learner won?
    bool repliesLose(Game &game, int left)
    {
        if (left == 0 || exhausted())
            return false;
        const Key key = keyOf(game, left);
        if (const auto it = m_table.find(key); it != m_table.end())
            return it->second;
        ++m_visited;
        bool lost = true;
        for (const Move &m : legalMoves(game.position())) {
            game.play(m);
            lost = !game.isOver() && learnerWins(game, left);
            game.undo();
            if (!lost || m_gaveUp)
                break;
        }
        if (!m_gaveUp)
            m_table.emplace(key, lost);
        return lost;
    }

    LessonStep::Goal m_goal;
    std::uint64_t m_budget;
    std::uint64_t m_visited = 0;
    bool m_gaveUp = false;
    std::unordered_map<Key, bool, KeyHash> m_table;
};

// The checks of one step; every problem goes to `problems`, prefixed with `where`.
class StepCheck
{
public:
    StepCheck(const LessonStep *step, Variant variant, QString where, QStringList *problems)
        : m_step(step)
        , m_variant(variant)
        , m_where(std::move(where))
        , m_problems(problems)
    { }

    void run()
    {
        if (m_step->text().trimmed().isEmpty())
            fail(QStringLiteral("the step has no text"));
        checkFieldsOfKind();
        checkMarks();

        const QString fen = m_step->fen();
        Expected<Game> start = fen.isEmpty() ? Expected<Game>(Game(m_variant))
                                             : Game::fromFen(m_variant, fen.toStdString());
        if (!start) {
            fail(QStringLiteral("FEN \"%1\" is not a %2 position: %3")
                     .arg(fen, variantText(), fromStd(start.error().toString())));
            return;
        }
        Game game = *start;
        if (!playLine(game, m_step->setup(), QStringLiteral("setup move")))
            return;
        checkCounts(game);
        if (m_step->kind() != LessonStep::Read && game.isOver()) {
            fail(QStringLiteral("the game is already over when the step starts (%1)")
                     .arg(gameEndText(game)));
            return;
        }

        switch (m_step->kind()) {
        case LessonStep::Move:
        case LessonStep::ChoosePath:
            checkMove(game);
            break;
        case LessonStep::FindCaptures:
            checkFindCaptures(game);
            break;
        case LessonStep::Watch:
            checkWatch(game);
            break;
        case LessonStep::PlayOut:
            checkPlayOut(game);
            break;
        case LessonStep::Read:
        case LessonStep::StartGame:
            break;
        }
    }

private:
    void fail(const QString &what) { m_problems->append(m_where + QLatin1String(": ") + what); }

    QString variantText() const { return fromStd(variantName(m_variant)); }
    QString kindText() const { return LessonStep::kindName(m_step->kind()); }

    // A square written as the variant writes it ("c3" on the 8x8 algebraic boards, "22" on the
    // numbered ones); 0 (and a problem) otherwise.
    int readSquare(const QString &text, const QString &what)
    {
        const int square = parseSquare(m_variant, text.toStdString());
        if (square == 0) {
            fail(QStringLiteral("%1 \"%2\" is not a square of the %3 board (squares are written "
                                "like %4)")
                     .arg(what, text, variantText(), squareText(m_variant, 1)));
            return 0;
        }
        if (squareText(m_variant, square) != text) {
            fail(QStringLiteral("%1 \"%2\" is written %3 in %4 notation")
                     .arg(what, text, squareText(m_variant, square), variantText()));
            return 0;
        }
        return square;
    }

    // One legal move of `pos` (exactly one: parseMove() never guesses), written in the variant's
    // notation; a problem otherwise. A legal move written in another form is returned, with
    // a problem.
    std::optional<Move> readMove(const Position &pos, const QString &text, const QString &what)
    {
        MoveReadError why = MoveReadError::Illegal;
        MoveProblem rule = MoveProblem::None;
        const Expected<Move> move = parseMove(pos, text.toStdString(), &why, &rule);
        if (!move) {
            switch (why) {
            case MoveReadError::Unreadable:
                fail(QStringLiteral("%1 \"%2\" is not a move: %3")
                         .arg(what, text, fromStd(move.error().message)));
                break;
            case MoveReadError::Illegal: {
                const QString reason = fromStd(describe(rule));
                fail(QStringLiteral("%1 %2 is not legal here (%3legal: %4)")
                         .arg(what, text,
                             reason.isEmpty() ? QString() : reason + QLatin1String("; "),
                             legalList(pos)));
                break;
            }
            case MoveReadError::Ambiguous:
                fail(QStringLiteral("%1 %2 is ambiguous here: %3")
                         .arg(what, text, fromStd(move.error().message)));
                break;
            }
            return std::nullopt;
        }
        if (!writtenForms(pos, *move).contains(text)) {
            fail(QStringLiteral("%1 %2 is written %3 in %4 notation")
                     .arg(what, text, moveText(pos, *move), variantText()));
        }
        return *move;
    }

    // Plays `moves` in turn; false at the first one that cannot be played.
    bool playLine(Game &game, const QStringList &moves, const QString &what)
    {
        for (qsizetype i = 0; i < moves.size(); ++i) {
            const QString name = QStringLiteral("%1 %2").arg(what).arg(i + 1);
            if (game.isOver()) {
                fail(QStringLiteral("%1 %2 comes after the end of the game (%3)")
                         .arg(name, moves[i], gameEndText(game)));
                return false;
            }
            const std::optional<Move> m = readMove(game.position(), moves[i], name);
            if (!m)
                return false;
            game.play(*m);
        }
        return true;
    }

    // A field that the step's kind does not use is a mistake (most often a forgotten `kind`:
    // a step is a Read step unless it says otherwise).
    void checkFieldsOfKind()
    {
        using K = LessonStep;
        static const QHash<int, QStringList> used {
            {K::Read, {}},
            {K::Move, {"expected", "line", "wrongText", "successText"}},
            {K::FindCaptures, {"answers"}},
            {K::ChoosePath, {"expected", "line", "wrongText", "successText"}},
            {K::Watch, {"script", "notes"}},
            {K::PlayOut, {"goal", "moveLimit", "level"}},
            {K::StartGame, {}},
        };
        const std::pair<const char *, bool> fields[] = {
            {"expected", !m_step->expected().isEmpty()},
            {"line", !m_step->line().isEmpty()},
            {"wrongText", !m_step->wrongText().isEmpty()},
            {"successText", !m_step->successText().isEmpty()},
            {"script", !m_step->script().isEmpty()},
            {"notes", !m_step->notes().isEmpty()},
            {"answers", !m_step->answers().isEmpty()},
            {"goal", m_step->goal() != LessonStep::NoGoal},
            {"moveLimit", m_step->moveLimit() != 0},
            {"level", m_step->level() != kMaxLevel},
        };
        const QStringList &kindFields = used.value(m_step->kind());
        for (const auto &[name, set] : fields) {
            if (set && !kindFields.contains(QLatin1String(name)))
                fail(QStringLiteral("%1 is set, but a %2 step does not use it")
                         .arg(QLatin1String(name), kindText()));
        }
    }

    void checkMarks()
    {
        for (const QString &square : m_step->highlights())
            readSquare(square, QStringLiteral("highlight"));
        static const QRegularExpression separators(QStringLiteral("[-:x]"));
        for (const QString &arrow : m_step->arrows()) {
            const QStringList squares = arrow.split(separators);
            if (squares.size() < 2) {
                fail(QStringLiteral("arrow \"%1\" needs at least two squares joined by -, : or x")
                         .arg(arrow));
                continue;
            }
            for (const QString &square : squares)
                readSquare(square, QStringLiteral("arrow \"%1\": square").arg(arrow));
        }
    }

    // Every count the step is about runs at its start, as the referee counts the step's line.
    void checkCounts(const Game &game)
    {
        const std::vector<DrawCounter> running = game.counters();
        QStringList runningIds;
        for (const DrawCounter &c : running)
            runningIds << fromStd(c.id);
        QStringList ruleIds;
        for (DrawRule rule : drawRulesOf(m_variant))
            ruleIds << fromStd(drawRuleInfo(rule).id);
        for (const QString &id : m_step->counts()) {
            if (!ruleIds.contains(id)) {
                fail(QStringLiteral("counts names \"%1\", which is no draw rule of %2 (its rules: "
                                    "%3)")
                         .arg(id, variantText(), ruleIds.join(QStringLiteral(", "))));
            } else if (!runningIds.contains(id)) {
                fail(QStringLiteral("count %1 is not running when the step starts (running: %2)")
                         .arg(id,
                             runningIds.isEmpty() ? QStringLiteral("none")
                                                  : runningIds.join(QStringLiteral(", "))));
            }
        }
    }

    // Move and ChoosePath.
    void checkMove(const Game &game)
    {
        const Position &pos = game.position();
        const QStringList expected = m_step->expected();
        const QStringList line = m_step->line();
        if (expected.isEmpty())
            fail(QStringLiteral("no expected move (legal: %1)").arg(legalList(pos)));
        std::vector<Move> solutions;
        for (const QString &text : expected) {
            if (const std::optional<Move> m = readMove(pos, text, QStringLiteral("expected move")))
                solutions.push_back(*m);
        }
        if (m_step->wrongText().trimmed().isEmpty())
            fail(QStringLiteral("no wrongText (the answer to a legal move that is not the "
                                "solution)"));
        if (m_step->successText().trimmed().isEmpty())
            fail(QStringLiteral("no successText"));

        if (m_step->kind() == LessonStep::ChoosePath) {
            const MoveList legal = legalMoves(pos);
            const bool allCaptures = std::all_of(
                legal.begin(), legal.end(), [](const Move &m) { return m.isCapture(); });
            const bool allExpected = std::all_of(legal.begin(), legal.end(), [&](const Move &m) {
                return std::find(solutions.begin(), solutions.end(), m) != solutions.end();
            });
            if (legal.size() < 2)
                fail(QStringLiteral("a choose-path step needs at least two legal captures (legal: "
                                    "%1)")
                         .arg(legalList(pos)));
            else if (!allCaptures)
                fail(QStringLiteral("the legal moves are not captures (legal: %1)")
                         .arg(legalList(pos)));
            else if (allExpected && solutions.size() == std::size_t(expected.size()))
                fail(QStringLiteral("every legal capture is expected: there is nothing to choose"));
        }

        if (line.isEmpty())
            return;
        if (expected.size() != 1)
            fail(QStringLiteral("a step with a line needs exactly one expected move, not %1")
                     .arg(expected.size()));
        if (line.size() % 2 != 0)
            fail(QStringLiteral("the line ends with the opponent's move %1: it must end with a "
                                "learner's move")
                     .arg(line.last()));
        if (!expected.isEmpty() && solutions.size() == std::size_t(expected.size())) {
            Game after = game;
            after.play(solutions.front());
            playLine(after, line, QStringLiteral("line move"));
        }
    }

    void checkFindCaptures(const Game &game)
    {
        const Position &pos = game.position();
        std::map<int, QStringList> capturing; // start square: its captures
        for (const Move &m : legalMoves(pos)) {
            if (m.isCapture())
                capturing[fromSquare(pos, m)] << moveText(pos, m);
        }
        if (capturing.empty()) {
            fail(QStringLiteral("no piece can capture here: a find-captures step needs at least "
                                "one capture (legal: %1)")
                     .arg(legalList(pos)));
            return;
        }
        QStringList capturers;
        for (const auto &[square, moves] : capturing)
            capturers << squareText(m_variant, square);
        QSet<int> answered;
        for (const QString &answer : m_step->answers()) {
            const int square = readSquare(answer, QStringLiteral("answer"));
            if (square == 0)
                continue;
            if (answered.contains(square)) {
                fail(QStringLiteral("answer %1 is given twice").arg(answer));
                continue;
            }
            answered.insert(square);
            if (!capturing.contains(square))
                fail(QStringLiteral("answer %1 has no capture (the pieces that can capture: %2)")
                         .arg(answer, capturers.join(QStringLiteral(", "))));
        }
        for (const auto &[square, moves] : capturing) {
            if (!answered.contains(square))
                fail(QStringLiteral("answers leave out %1, which can capture (%2)")
                         .arg(squareText(m_variant, square), moves.join(QStringLiteral(", "))));
        }
    }

    void checkWatch(const Game &game)
    {
        const QStringList script = m_step->script();
        const QStringList notes = m_step->notes();
        if (script.isEmpty())
            fail(QStringLiteral("a watch step needs a script"));
        if (notes.size() != script.size())
            fail(QStringLiteral("%1 notes for %2 moves: one note per move")
                     .arg(notes.size())
                     .arg(script.size()));
        for (qsizetype i = 0; i < notes.size(); ++i) {
            if (notes[i].trimmed().isEmpty())
                fail(QStringLiteral("note %1 is empty").arg(i + 1));
        }
        Game played = game;
        playLine(played, script, QStringLiteral("script move"));
    }

    void checkPlayOut(const Game &game)
    {
        const LessonStep::Goal goal = m_step->goal();
        const int limit = m_step->moveLimit();
        if (m_step->level() < kMinLevel || m_step->level() > kMaxLevel)
            fail(QStringLiteral("level %1 is not between %2 and %3")
                     .arg(m_step->level())
                     .arg(kMinLevel)
                     .arg(kMaxLevel));
        if (goal == LessonStep::NoGoal) {
            fail(QStringLiteral("a play-out step needs a goal"));
            return;
        }
        if (limit < 0) {
            fail(QStringLiteral("moveLimit %1 is negative").arg(limit));
            return;
        }
        const std::optional<EndgameVerdict> verdict
            = g_tables ? judgeEnding(*g_tables, game.position(), game.drawState()) : std::nullopt;
        const bool tableWin = verdict && verdict->kind == EndgameVerdict::Win;
        if (goal == LessonStep::HoldDraw) {
            if (verdict && verdict->kind == EndgameVerdict::Loss
                && (limit == 0 || verdict->plies <= 2 * limit)) {
                fail(QStringLiteral("hold-draw: the endgame tables say the computer (%1) wins in "
                                    "%2 plies, the counts of the line included")
                         .arg(colorName(opposite(game.position().side)))
                         .arg(verdict->plies));
                return;
            }
            if (verdict && verdict->kind == EndgameVerdict::Draw)
                return; // the tables prove it, however long the game goes on
            checkHoldDraw(game);
            return;
        }
        if (limit == 0) {
            fail(QStringLiteral("a %1 goal needs a moveLimit (the learner's moves to reach it)")
                     .arg(LessonStep::goalName(goal)));
            return;
        }
        if (goal == LessonStep::Win || goal == LessonStep::CaptureAll) {
            if (verdict && !checkTableWin(*verdict))
                return;
            if (!tableWin && !checkForcedWin(game))
                return;
        }
        if (goal == LessonStep::Crown || goal == LessonStep::CaptureAll)
            checkProof(game);
    }

    /*
     * Win and CaptureAll where the position has a table: perfect play by both sides with no
     * count running is a win within moveLimit (the counts can only make it a draw), and under the
     * line's counts it is not a draw or a loss. True when the search need not look further.
     */
    bool checkTableWin(const EndgameVerdict &verdict)
    {
        const int limit = m_step->moveLimit();
        const QString name = LessonStep::goalName(m_step->goal());
        if (verdict.probe.value != EndgameValue::Win) {
            fail(QStringLiteral("%1 within %2 moves: the endgame tables say the position is a %3")
                     .arg(name)
                     .arg(limit)
                     .arg(verdict.probe.value == EndgameValue::Draw ? QStringLiteral("draw")
                                                                    : QStringLiteral("loss")));
            return false;
        }
        if ((verdict.probe.dtw + 1) / 2 > limit) {
            fail(QStringLiteral("%1 within %2 moves: the endgame tables say the win takes %3 "
                                "moves against the best defence")
                     .arg(name)
                     .arg(limit)
                     .arg((verdict.probe.dtw + 1) / 2));
            return false;
        }
        if (verdict.kind == EndgameVerdict::Draw || verdict.kind == EndgameVerdict::Loss) {
            fail(QStringLiteral("%1 within %2 moves: the endgame tables say a count of the line "
                                "runs out first")
                     .arg(name)
                     .arg(limit));
            return false;
        }
        return true;
    }

    /*
     * Win and CaptureAll: the search, from the step's line (its counts and repetitions), finds
     * the referee's win for the learner within moveLimit of the learner's moves: the computer's
     * side is left without a piece or a move at ply 2 * moveLimit - 1 at the latest, a score of
     * at least kScoreWin - (2 * moveLimit - 1). The iterations go two plies deeper than that.
     */
    bool checkForcedWin(const Game &game)
    {
        const int limit = m_step->moveLimit();
        const int needed = kScoreWin - (2 * limit - 1);
        SearchLimits limits;
        limits.depth = 2 * limit + 2;
        limits.nodes = kSearchNodes;
        Search search(kSearchHashMegabytes);
        std::atomic<bool> stop {false};
        SearchInfo last;
        search.run(
            game.startPosition(), game.moves(), limits,
            [&](const SearchInfo &info) {
                last = info;
                if (info.score >= needed)
                    stop = true;
            },
            &stop);
        if (last.score >= needed)
            return true;
        fail(QStringLiteral("%1 within %2 moves: the engine finds no forced win for %3 (searched "
                            "to depth %4 of %5; its line %6, score %7)")
                 .arg(LessonStep::goalName(m_step->goal()))
                 .arg(limit)
                 .arg(colorName(game.position().side))
                 .arg(last.depth)
                 .arg(limits.depth)
                 .arg(lineText(game.position(), last.pv))
                 .arg(last.score));
        return false;
    }

    /*
     * Crown and CaptureAll: the exact proof (GoalProver) within moveLimit learner moves. A Crown
     * the prover cannot decide within its budget is a problem; a CaptureAll it cannot decide
     * keeps the search's forced win (checkForcedWin()) as its proof, so a win that only blocks
     * the last pieces goes unnoticed there.
     */
    void checkProof(const Game &game)
    {
        const LessonStep::Goal goal = m_step->goal();
        const int limit = m_step->moveLimit();
        const Position &pos = game.position();
        const QString name = LessonStep::goalName(goal);
        if (goal == LessonStep::Crown && !pos.men(pos.side)) {
            fail(QStringLiteral("crown: %1 has no man to crown").arg(colorName(pos.side)));
            return;
        }
        GoalProver prover(goal, kProofPositions);
        switch (prover.prove(game, limit)) {
        case GoalProver::Outcome::Proven:
            return;
        case GoalProver::Outcome::Refuted:
            if (goal == LessonStep::Crown)
                fail(QStringLiteral("crown within %1 moves: %2 cannot force a crowning (exact "
                                    "search, %3 positions)")
                         .arg(limit)
                         .arg(colorName(pos.side))
                         .arg(prover.visited()));
            else
                fail(QStringLiteral("capture-all within %1 moves: the computer's side can keep a "
                                    "piece that long (the engine's win leaves it no move instead; "
                                    "exact search, %2 positions)")
                         .arg(limit)
                         .arg(prover.visited()));
            return;
        case GoalProver::Outcome::GaveUp:
            // A long CaptureAll (kings running down a lone king) stands on the search's win.
            if (goal == LessonStep::CaptureAll)
                return;
            fail(QStringLiteral("%1 within %2 moves: not decided within %3 positions (shorten "
                                "moveLimit or take pieces off the board)")
                     .arg(name)
                     .arg(limit)
                     .arg(kProofPositions));
            return;
        }
    }

    /*
     * HoldDraw: the search, from the step's line (so the counts are the referee's), finds no
     * forced win for the computer's side. Its depth covers what is left of the game: the plies
     * before the first active count runs out, or the learner's moveLimit moves (2 * moveLimit
     * plies, the computer's last reply included), whichever is fewer, and at most
     * kHoldDrawMaxPlies (20) plies.
     */
    void checkHoldDraw(const Game &game)
    {
        const int limit = m_step->moveLimit();
        int depth = std::min(kHoldDrawMaxPlies, game.drawState().pliesLeft());
        if (limit > 0)
            depth = std::min(depth, 2 * limit);
        depth = std::max(depth, 1);
        // A loss within the learner's moves (a later one is past the goal).
        const auto lost = [limit](int score) {
            return score < -kScoreWinBound && (limit == 0 || kScoreWin + score <= 2 * limit);
        };
        SearchLimits limits;
        limits.depth = depth;
        limits.nodes = kSearchNodes;
        Search search(kSearchHashMegabytes);
        std::atomic<bool> stop {false};
        SearchInfo last;
        search.run(
            game.startPosition(), game.moves(), limits,
            [&](const SearchInfo &info) {
                last = info;
                if (lost(info.score))
                    stop = true;
            },
            &stop);
        const Color computer = opposite(game.position().side);
        if (lost(last.score)) {
            fail(QStringLiteral("hold-draw: the computer (%1) forces a win in %2 plies (searched "
                                "to depth %3): %4")
                     .arg(colorName(computer))
                     .arg(kScoreWin + last.score)
                     .arg(depth)
                     .arg(lineText(game.position(), last.pv)));
        } else if (last.depth < depth) {
            fail(QStringLiteral("hold-draw: the search reached depth %1 of %2 within %3 nodes: "
                                "not confirmed (lower moveLimit or take pieces off the board)")
                     .arg(last.depth)
                     .arg(depth)
                     .arg(kSearchNodes));
        }
    }

    const LessonStep *m_step;
    Variant m_variant;
    QString m_where;
    QStringList *m_problems;
};

} // namespace

void setLessonCheckTables(const EndgameTables *tables)
{
    g_tables = tables;
}

QStringList checkLesson(const Lesson *lesson)
{
    QStringList problems;
    const QString id
        = lesson->lessonId().isEmpty() ? QStringLiteral("(no lessonId)") : lesson->lessonId();
    if (lesson->lessonId().isEmpty())
        problems << id + QLatin1String(": the lesson has no lessonId");
    if (lesson->title().trimmed().isEmpty())
        problems << id + QLatin1String(": the lesson has no title");
    const std::optional<Variant> variant = variantFromName(lesson->variant().toStdString());
    if (!variant) {
        problems << QStringLiteral("%1: variant \"%2\" is none of american, brazilian, "
                                   "international, russian")
                        .arg(id, lesson->variant());
        return problems;
    }
    if (lesson->steps().isEmpty())
        problems << id + QLatin1String(": the lesson has no steps");
    for (qsizetype i = 0; i < lesson->steps().size(); ++i) {
        StepCheck(lesson->steps().at(i), *variant, QStringLiteral("%1 step %2").arg(id).arg(i + 1),
            &problems)
            .run();
    }
    return problems;
}

QStringList checkCourseOutline(const Course *course)
{
    QStringList problems;
    const QString where = QStringLiteral("%1 course").arg(course->variant());
    if (!variantFromName(course->variant().toStdString()))
        problems << QStringLiteral("%1: variant \"%2\" is none of american, brazilian, "
                                   "international, russian")
                        .arg(where, course->variant());
    if (course->lessons().isEmpty())
        problems << where + QLatin1String(": the course has no lessons");
    QHash<QString, qsizetype> firstOf;
    for (qsizetype i = 0; i < course->lessons().size(); ++i) {
        const Lesson *lesson = course->lessons().at(i);
        if (lesson->variant() != course->variant())
            problems << QStringLiteral("%1: lesson %2 (%3) is of variant \"%4\", not the course's")
                            .arg(where)
                            .arg(i + 1)
                            .arg(lesson->lessonId(), lesson->variant());
        if (lesson->lessonId().isEmpty())
            continue;
        if (const auto it = firstOf.constFind(lesson->lessonId()); it != firstOf.constEnd())
            problems << QStringLiteral("%1: lessons %2 and %3 have the same lessonId %4")
                            .arg(where)
                            .arg(*it + 1)
                            .arg(i + 1)
                            .arg(lesson->lessonId());
        else
            firstOf.insert(lesson->lessonId(), i);
    }
    return problems;
}

QStringList checkCourse(const Course *course)
{
    QStringList problems = checkCourseOutline(course);
    for (const Lesson *lesson : course->lessons())
        problems << checkLesson(lesson);
    return problems;
}
