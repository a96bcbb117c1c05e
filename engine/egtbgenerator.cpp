// SPDX-License-Identifier: GPL-3.0-or-later
#include "egtbgenerator.h"

#include "egtb.h"
#include "movegen.h"

#include <algorithm>
#include <chrono>
#include <cstdio>

namespace damas {

namespace {

constexpr int kMaxDistance = 253; // plies; stored as plies + 1 in a byte, 255 unused
// How often the solver looks at the stop flag, in positions: about a millisecond of work.
constexpr std::uint64_t kStopCheckEvery = 4096;
constexpr const char *kStoppedText = "generation stopped";

// Flags of a position while its pair is solved.
constexpr std::uint8_t kFinal = 1; // its value and distance are settled
constexpr std::uint8_t kDrawExit = 2; // a move leaves the pair for a drawn position

enum class Pass { Dtw, Dtz };

/*
 * Solves one pair of tables (a material and its swapped one: a quiet move of one leads into the
 * other) by retrograde analysis.
 *
 * Start: every position's moves are read once. A move that stays in the pair (a quiet king
 * move; for dtw also a man move that does not crown) is counted in `pending`; any other move
 * ends in a finished table (or, for dtz, is a zeroing move: its distance is 0 and only the
 * value of the position it leads to counts), and gives the position a win, a draw or a loss at
 * a known distance. A win found so is put in the queue at its distance; a position left with no
 * move inside the pair and no draw is lost, at the greatest of its distances.
 *
 * Then the queue is emptied in order of distance d = 0, 1, 2, ... Settling a lost position
 * gives each predecessor (found by taking back a quiet move of the other side) a win at d + 1,
 * unless it already has a shorter one; settling a won position takes one from each
 * predecessor's `pending`, and a predecessor left with none, no draw and no win is lost at
 * d + 1 or later. What is never settled is a draw.
 */
class PairSolver
{
public:
    PairSolver(Variant variant, const EndgameMaterial &material, const EndgameTables &done,
        const std::atomic<bool> *stop)
        : m_done(done)
        , m_stop(stop)
        , m_flying(rulesOf(variant).flyingKings)
    {
        m_material[0] = material;
        m_material[1] = material.swapped();
        m_count = m_material[0] == m_material[1] ? 1 : 2;
        for (int t = 0; t < m_count; ++t)
            m_index.emplace_back(variant, m_material[t]);
    }

    int tables() const { return m_count; }
    const EndgameMaterial &material(int t) const { return m_material[t]; }
    std::uint64_t positions() const
    {
        return m_index[0].size() + (m_count == 2 ? m_index[1].size() : 0);
    }

    Expected<bool> solve()
    {
        for (int t = 0; t < m_count; ++t)
            m_dtw[t].assign(m_index[t].size(), 0);
        if (auto r = run(Pass::Dtw); !r)
            return r;
        for (int t = 0; t < m_count; ++t)
            m_dtw[t].swap(m_status[t]);
        if (auto r = run(Pass::Dtz); !r)
            return r;
        // The two passes must agree on what is drawn (the dtz pass takes the man moves out of
        // the pair but keeps their values), and no capture or man move comes after the end.
        for (int t = 0; t < m_count; ++t) {
            for (std::uint64_t i = 0; i < m_index[t].size(); ++i) {
                const int a = m_dtw[t][i], b = m_status[t][i];
                if ((a == 0) != (b == 0) || b > a)
                    return Error {"internal error: dtw and dtz disagree in " + m_material[t].name()
                        + " at " + std::to_string(i)};
            }
        }
        return true;
    }

    std::vector<EndgameEntry> entries(int t) const
    {
        std::vector<EndgameEntry> out(m_index[t].size());
        for (std::uint64_t i = 0; i < out.size(); ++i)
            out[i] = {m_dtw[t][i], m_status[t][i]};
        return out;
    }

    int longestWin() const { return m_longest; }
    std::uint64_t peakBytes() const { return m_peakBytes; }

private:
    // Where a position with Black to move (after a White move) lies: a table of the pair and
    // its number there, or -1 with the table's code from the finished tables in `code`.
    int locate(const Position &child, std::uint64_t &index, int &code) const
    {
        const Position p = normalized(child);
        const EndgameMaterial m = materialOf(p);
        for (int t = 0; t < m_count; ++t) {
            if (m == m_material[t]) {
                index = m_index[t].indexOf(p);
                return t;
            }
        }
        if (m.count(0) == 0) {
            code = 1; // no piece left: lost, at distance 0
        } else {
            const auto e = m_done.entry(p);
            code = e ? e->dtw : -1;
        }
        return -1;
    }

    bool inside(Pass pass, const Position &pos, const Move &m) const
    {
        if (m.isCapture() || m.promotes)
            return false;
        return pass == Pass::Dtw || (pos.kings >> m.from) & 1;
    }

    void push(int d, int t, std::uint64_t i)
    {
        m_queue[std::size_t(d)].push_back(std::uint32_t(i) | (std::uint32_t(t) << 31));
    }

    Expected<bool> run(Pass pass)
    {
        m_queue.assign(kMaxDistance + 2, {});
        for (int t = 0; t < m_count; ++t) {
            m_status[t].assign(m_index[t].size(), 0);
            m_pending[t].assign(m_index[t].size(), 0);
            m_loss[t].assign(m_index[t].size(), 0);
            m_flags[t].assign(m_index[t].size(), 0);
        }
        MoveList moves;
        for (int t = 0; t < m_count; ++t) {
            for (std::uint64_t i = 0; i < m_index[t].size(); ++i) {
                if (i % kStopCheckEvery == 0 && stopped())
                    return Error {kStoppedText};
                Position pos;
                if (!m_index[t].positionAt(i, pos) || (pass == Pass::Dtz && m_dtw[t][i] == 0)) {
                    m_flags[t][i] = kFinal; // no position, or a draw already known
                    continue;
                }
                generateMoves(pos, moves);
                int win = kMaxDistance + 1, loss = 0, pending = 0;
                bool draw = false;
                for (const Move &m : moves) {
                    if (inside(pass, pos, m)) {
                        ++pending;
                        continue;
                    }
                    const Position child = pos.after(m);
                    std::uint64_t ci = 0;
                    int code = 0;
                    const int ct = locate(child, ci, code);
                    if (ct >= 0)
                        code = m_dtw[ct][ci]; // a man move of the dtz pass
                    if (code < 0)
                        return Error {"table " + materialOf(child).name()
                            + " is missing or damaged: generate the smaller tables first"};
                    if (code == 0) {
                        draw = true;
                        continue;
                    }
                    // For dtz the move itself zeroes: only the value of where it leads counts.
                    const bool childLost = (code - 1) % 2 == 0;
                    const int distance = pass == Pass::Dtz ? 1 : code;
                    if (childLost)
                        win = std::min(win, distance);
                    else
                        loss = std::max(loss, distance);
                }
                m_pending[t][i] = std::uint8_t(pending);
                m_loss[t][i] = std::uint8_t(loss);
                if (draw)
                    m_flags[t][i] |= kDrawExit;
                if (win <= kMaxDistance) {
                    m_status[t][i] = std::uint8_t(win + 1);
                    push(win, t, i);
                } else if (pending == 0 && !draw) {
                    m_status[t][i] = std::uint8_t(loss + 1);
                    push(loss, t, i);
                }
            }
        }
        m_peakBytes = std::max(m_peakBytes, workBytes());

        for (int d = 0; d <= kMaxDistance; ++d) {
            if (stopped())
                return Error {kStoppedText};
            auto &level = m_queue[std::size_t(d)];
            for (std::size_t k = 0; k < level.size(); ++k) {
                const int t = int(level[k] >> 31);
                const std::uint64_t i = level[k] & 0x7FFFFFFFu;
                if ((m_flags[t][i] & kFinal) || m_status[t][i] != d + 1)
                    continue;
                m_flags[t][i] |= kFinal;
                // Won or lost: by parity for dtw, from the dtw pass for dtz (dtz has no parity).
                const bool lost = pass == Pass::Dtw ? d % 2 == 0 : (m_dtw[t][i] - 1) % 2 == 0;
                if (pass == Pass::Dtw && !lost)
                    m_longest = std::max(m_longest, d);
                if (d == kMaxDistance)
                    return Error {"a distance longer than " + std::to_string(kMaxDistance)
                        + " plies does not fit the table format"};
                Position pos;
                m_index[t].positionAt(i, pos);
                predecessors(pass, pos, [&](const Position &before) {
                    std::uint64_t qi = 0;
                    int unused = 0;
                    const int qt = locate(before, qi, unused);
                    settleFrom(qt, qi, d, lost);
                });
            }
            m_peakBytes = std::max(m_peakBytes, workBytes());
            std::vector<std::uint32_t>().swap(level);
        }
        return true;
    }

    // A successor was settled at distance d, lost or won for its side to move: what that means
    // for the predecessor (qt, qi).
    void settleFrom(int qt, std::uint64_t qi, int d, bool successorLost)
    {
        if (m_flags[qt][qi] & kFinal)
            return;
        std::uint8_t &status = m_status[qt][qi];
        if (successorLost) {
            // The successor is lost for its side to move: a win in d + 1 here.
            if (status == 0 || status > d + 2) {
                status = std::uint8_t(d + 2);
                push(d + 1, qt, qi);
            }
            return;
        }
        m_loss[qt][qi] = std::uint8_t(std::max<int>(m_loss[qt][qi], d + 1));
        if (--m_pending[qt][qi] == 0 && status == 0 && !(m_flags[qt][qi] & kDrawExit)) {
            status = std::uint8_t(m_loss[qt][qi] + 1);
            push(m_loss[qt][qi], qt, qi);
        }
    }

    /*
     * The positions (Black to move) from which a quiet move of Black gives `pos` (White to
     * move): a black king taken back along a diagonal (one square without flying kings), and
     * for dtw a black man taken back one square up the board. The move must have been legal:
     * Black had no capture.
     */
    template<typename F>
    void predecessors(Pass pass, const Position &pos, F &&emit) const
    {
        const int n = pos.boardSize();
        const Bitboard mask = boardMask(n);
        const int half = n / 2;
        const int shift[4] = {-(half + 1), -half, half, half + 1};
        auto step = [&](Bitboard b, int dir) {
            return (shift[dir] > 0 ? b << shift[dir] : b >> -shift[dir]) & mask;
        };
        const Bitboard empty = mask & ~pos.occupied();
        auto tryFrom = [&](Bitboard to, Bitboard from, bool king) {
            Position before = pos;
            before.black = (pos.black & ~to) | from;
            before.kings = king ? (pos.kings & ~to) | from : pos.kings;
            before.side = Color::Black;
            if (!hasCapture(before))
                emit(before);
        };
        for (Bitboard ks = pos.black & pos.kings; ks; ks &= ks - 1) {
            const Bitboard to = Bitboard(1) << lsb(ks);
            for (int dir = 0; dir < 4; ++dir) {
                for (Bitboard from = step(to, dir); from & empty; from = step(from, dir)) {
                    tryFrom(to, from, true);
                    if (!m_flying)
                        break;
                }
            }
        }
        if (pass == Pass::Dtz)
            return;
        for (Bitboard ms = pos.black & ~pos.kings; ms; ms &= ms - 1) {
            const Bitboard to = Bitboard(1) << lsb(ms);
            for (int dir = 0; dir < 2; ++dir) {
                if (const Bitboard from = step(to, dir); from & empty)
                    tryFrom(to, from, false);
            }
        }
    }

    std::uint64_t workBytes() const
    {
        std::uint64_t bytes = 0;
        for (int t = 0; t < m_count; ++t)
            bytes += 5 * m_index[t].size(); // status, pending, loss, flags, and the dtw kept
        for (const auto &q : m_queue)
            bytes += q.capacity() * sizeof(std::uint32_t);
        return bytes;
    }

    bool stopped() const { return m_stop && m_stop->load(std::memory_order_relaxed); }

    const EndgameTables &m_done;
    const std::atomic<bool> *m_stop;
    bool m_flying;
    EndgameMaterial m_material[2];
    int m_count = 1;
    std::vector<MaterialIndex> m_index;
    std::vector<std::uint8_t> m_dtw[2]; // the dtw pass's result, read by the dtz pass
    std::vector<std::uint8_t> m_status[2];
    std::vector<std::uint8_t> m_pending[2];
    std::vector<std::uint8_t> m_loss[2];
    std::vector<std::uint8_t> m_flags[2];
    std::vector<std::vector<std::uint32_t>> m_queue;
    int m_longest = 0;
    std::uint64_t m_peakBytes = 0;
};

} // namespace

std::vector<EndgameMaterial> endgameMaterials(int pieces)
{
    std::vector<EndgameMaterial> list;
    for (int total = 2; total <= pieces; ++total) {
        for (int men = 0; men <= total; ++men) {
            for (int m0 = 0; m0 <= men; ++m0) {
                const int m1 = men - m0;
                for (int k0 = 0; k0 + m0 + m1 <= total; ++k0) {
                    const int k1 = total - men - k0;
                    const EndgameMaterial m {{m0, m1}, {k0, k1}};
                    if (m.count(0) == 0 || m.count(1) == 0)
                        continue;
                    if (std::find(list.begin(), list.end(), m) != list.end())
                        continue;
                    list.push_back(m);
                    if (!(m.swapped() == m))
                        list.push_back(m.swapped());
                }
            }
        }
    }
    return list;
}

std::vector<EndgameMaterial> endgameMaterialsFor(const EndgameMaterial &target)
{
    std::vector<EndgameMaterial> reached {target};
    for (std::size_t k = 0; k < reached.size(); ++k) {
        const EndgameMaterial m = reached[k];
        std::vector<EndgameMaterial> next {m.swapped()};
        for (int side = 0; side < 2; ++side) {
            EndgameMaterial c = m;
            if (m.men[side] > 0) {
                --c.men[side];
                next.push_back(c); // a man taken
                ++c.kings[side];
                next.push_back(c); // a man crowned
            }
            c = m;
            if (m.kings[side] > 0) {
                --c.kings[side];
                next.push_back(c); // a king taken
            }
        }
        for (const EndgameMaterial &n : next) {
            if (n.count(0) > 0 && n.count(1) > 0
                && std::find(reached.begin(), reached.end(), n) == reached.end())
                reached.push_back(n);
        }
    }
    std::vector<EndgameMaterial> ordered;
    for (const EndgameMaterial &m : endgameMaterials(target.pieces())) {
        if (std::find(reached.begin(), reached.end(), m) != reached.end())
            ordered.push_back(m);
    }
    return ordered;
}

Expected<EndgameGenerationReport> generateEndgameTables(const EndgameGeneration &job)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    EndgameGenerationReport report;
    EndgameTables done(job.dir);
    const std::vector<EndgameMaterial> materials
        = job.only ? endgameMaterialsFor(*job.only) : endgameMaterials(job.pieces);
    int pairs = 0, pair = 0;
    for (std::size_t k = 0; k < materials.size(); ++k)
        pairs += k == 0 || !(materials[k - 1] == materials[k].swapped());
    for (std::size_t k = 0; k < materials.size(); ++k) {
        const EndgameMaterial &m = materials[k];
        if (k > 0 && materials[k - 1] == m.swapped())
            continue; // solved with the one before
        ++pair;
        if (job.stop && job.stop->load()) {
            report.stopped = true;
            break;
        }
        PairSolver solver(job.variant, m, done, job.stop);
        bool present = true;
        for (int t = 0; t < solver.tables(); ++t)
            present = present && done.open(job.variant, solver.material(t));
        std::string names
            = "[" + std::to_string(pair) + "/" + std::to_string(pairs) + "] " + m.name();
        if (solver.tables() == 2)
            names += " and " + m.swapped().name();
        if (present) {
            report.kept += solver.tables();
            if (job.progress)
                job.progress(names + ": present and sound, kept");
            continue;
        }
        const auto pairStart = Clock::now();
        if (auto solved = solver.solve(); !solved) {
            if (!(job.stop && job.stop->load()))
                return solved.error();
            report.stopped = true; // the pair is dropped; the tables before it are kept
            break;
        }
        for (int t = 0; t < solver.tables(); ++t) {
            const std::vector<EndgameEntry> entries = solver.entries(t);
            EndgameFileHeader header;
            header.variant = job.variant;
            header.material = solver.material(t);
            header.entries = entries.size();
            const std::string path = endgameFilePath(job.dir, job.variant, solver.material(t));
            if (auto w = writeEndgameFile(path, header, entries); !w)
                return w.error();
            report.tables += 1;
            report.positions += entries.size();
            report.bytes += 64 + entries.size() * sizeof(EndgameEntry);
        }
        done.rescan();
        report.peakWorkBytes = std::max(report.peakWorkBytes, solver.peakBytes());
        report.longestWin = std::max(report.longestWin, solver.longestWin());
        if (job.progress) {
            const double s = std::chrono::duration<double>(Clock::now() - pairStart).count();
            char line[256];
            std::snprintf(line, sizeof line,
                "%s: %llu positions, %.1f s, longest win %d plies, %.1f MB of work memory",
                names.c_str(), static_cast<unsigned long long>(solver.positions()), s,
                solver.longestWin(), double(solver.peakBytes()) / 1e6);
            job.progress(line);
        }
    }
    report.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return report;
}

} // namespace damas
