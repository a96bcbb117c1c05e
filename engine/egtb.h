// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "egtbindex.h"
#include "error.h"
#include "position.h"

#include <atomic>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>

namespace damas {

enum class EndgameValue : std::uint8_t { Loss, Draw, Win };

/*
 * What a table knows of one position, for the side to move, as if no draw count ran: the
 * value, and for a won or lost position two distances in plies (a ply is one player's move):
 *  - dtw: to the end of the game, the winner hurrying and the loser holding out (odd for the
 *    winner to move, even for the loser; 0 for a side to move that has already lost);
 *  - dtz: to the next capture or man move (a crowning is a man move) or the end of the game,
 *    the winner keeping the win all the way and hurrying, the loser holding out.
 */
struct EndgameProbe
{
    EndgameValue value = EndgameValue::Draw;
    int dtw = 0;
    int dtz = 0;
};

/*
 * One stored entry: each distance as plies + 1, 0 for a draw. So a side to move that has no
 * move stores 1, 1. Distances above 254 plies do not fit, and generation stops if one is met.
 */
struct EndgameEntry
{
    std::uint8_t dtw = 0;
    std::uint8_t dtz = 0;

    EndgameProbe probe() const;
};
static_assert(sizeof(EndgameEntry) == 2);

/*
 * A table file: a 64-byte header (magic "DAMASTB1", format version, variant, material, entry
 * count, checksum of the entries), then the entries in MaterialIndex order. The checksum is
 * FNV-1a over the entries taken 8 bytes at a time; it is checked each time a file is opened.
 */
struct EndgameFileHeader
{
    static constexpr std::uint32_t kVersion = 1;
    std::uint32_t version = kVersion;
    Variant variant = Variant::American;
    EndgameMaterial material;
    std::uint64_t entries = 0;
    std::uint64_t checksum = 0;
};

std::uint64_t endgameChecksum(std::span<const EndgameEntry> entries);

// Writes the table to a temporary file beside `path` and renames it into place, so that an
// interrupted write never leaves a file that looks whole.
Expected<bool> writeEndgameFile(const std::string &path, const EndgameFileHeader &header,
    std::span<const EndgameEntry> entries);

// Where the tables of a variant live under a tables directory, and the file of one material.
std::string endgameVariantDir(const std::string &dir, Variant variant);
std::string endgameFilePath(const std::string &dir, Variant variant, const EndgameMaterial &m);
// The default tables directory: $XDG_DATA_HOME (or ~/.local/share) / Damas/damas/egtb.
std::string defaultEndgameDir();

/*
 * The tables under one directory, opened when first probed: each file is mapped read-only
 * (the operating system keeps in memory what is read, and may drop it again) and its header and
 * checksum are checked first. A file that fails the check is renamed to "<name>.damaged" and
 * never used; the generator then makes it again. Safe to probe from several threads.
 */
class EndgameTables
{
public:
    explicit EndgameTables(std::string dir);
    ~EndgameTables();
    EndgameTables(const EndgameTables &) = delete;
    EndgameTables &operator=(const EndgameTables &) = delete;

    const std::string &dir() const { return m_dir; }

    // The entry of a position, nullopt when its table is absent or damaged, or a side has no
    // piece.
    std::optional<EndgameProbe> probe(const Position &pos) const;
    std::optional<EndgameEntry> entry(const Position &pos) const;

    // Opens the table of a material (if it is not open yet): false when it is absent or damaged,
    // with the reason in `why`.
    bool open(Variant variant, const EndgameMaterial &material, std::string *why = nullptr) const;

    // The most pieces of any table file present for the variant (0 when there is none): a
    // cheap test before probing.
    int maxPieces(Variant variant) const
    {
        return m_maxPieces[int(variant)].load(std::memory_order_relaxed);
    }
    // Looks at the directory again (after tables were generated).
    void rescan();

private:
    struct Table;
    const Table *table(Variant variant, const EndgameMaterial &material, std::string *why) const;

    std::string m_dir;
    std::atomic<int> m_maxPieces[4] = {0, 0, 0, 0}; // rescan() may run beside probes
    mutable std::mutex m_mutex;
    mutable std::map<std::uint32_t, std::unique_ptr<Table>> m_tables;
};

} // namespace damas
