// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "egtbindex.h"
#include "error.h"
#include "variant.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace damas {

// The materials of every table of up to `pieces` pieces (each side with at least one), in the
// order they are generated: fewer pieces first, then fewer men (a crowning leads to a material
// with one man fewer), a material next to its swapped one (they are solved together).
std::vector<EndgameMaterial> endgameMaterials(int pieces);

// The materials a game can reach from `target` (captures by either side, crownings, and the
// other side to move), `target` included: the tables it needs.
std::vector<EndgameMaterial> endgameMaterialsFor(const EndgameMaterial &target);

struct EndgameGeneration
{
    Variant variant = Variant::American;
    int pieces = 3;
    std::string dir; // the tables directory (files go to dir/<variant>/)
    // Only the tables this material needs (endgameMaterialsFor), when set; `pieces` is then
    // ignored.
    std::optional<EndgameMaterial> only;
    std::function<void(const std::string &line)> progress; // one line per table pair
    // Set from another thread to stop soon: the pair being solved is dropped, the tables made
    // before it are kept (the next run resumes there).
    const std::atomic<bool> *stop = nullptr;
};

struct EndgameGenerationReport
{
    int tables = 0; // files written
    int kept = 0; // files already present and sound, not made again
    std::uint64_t positions = 0; // entries written (numbers that are no position included)
    std::uint64_t bytes = 0; // size of the files written
    std::uint64_t peakWorkBytes = 0; // the most memory the solver held at once for a pair
    int longestWin = 0; // the longest dtw found, in plies
    double seconds = 0;
    bool stopped = false; // `stop` was set before every table was made
};

/*
 * Makes every table of up to `pieces` pieces of the variant that is not already present and
 * sound, bottom-up (captures and crownings lead into tables made before), so an interrupted run
 * resumes where it stopped. Each table pair is solved by retrograde analysis, twice: once for
 * dtw (man moves are moves inside the table), once for dtz (man moves, like captures, end the
 * distance), each pass working through the positions in order of distance so that the winner's
 * distance is the least and the loser's the greatest.
 *
 * Memory: the pair being solved costs 4 bytes per position of each of its two tables, plus the
 * queue of positions to settle (4 bytes an entry); finished tables are read back from their
 * mapped files.
 */
Expected<EndgameGenerationReport> generateEndgameTables(const EndgameGeneration &job);

} // namespace damas
