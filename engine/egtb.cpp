// SPDX-License-Identifier: GPL-3.0-or-later
#include "egtb.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace damas {

namespace {

constexpr char kMagic[8] = {'D', 'A', 'M', 'A', 'S', 'T', 'B', '1'};
constexpr std::size_t kHeaderBytes = 64;

std::uint32_t materialCode(Variant v, const EndgameMaterial &m)
{
    return std::uint32_t(v) << 16 | std::uint32_t(m.men[0]) << 12 | std::uint32_t(m.kings[0]) << 8
        | std::uint32_t(m.men[1]) << 4 | std::uint32_t(m.kings[1]);
}

void put(unsigned char *at, std::uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        at[i] = static_cast<unsigned char>(value >> (8 * i));
}

std::uint64_t get(const unsigned char *at, int bytes)
{
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i)
        v |= std::uint64_t(at[i]) << (8 * i);
    return v;
}

// The material of a file name such as "kkm-k.egtb", or nullopt.
std::optional<EndgameMaterial> materialFromName(const std::string &name)
{
    const std::string suffix = ".egtb";
    if (name.size() <= suffix.size()
        || name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
        return std::nullopt;
    return parseMaterial(std::string_view(name).substr(0, name.size() - suffix.size()));
}

} // namespace

EndgameProbe EndgameEntry::probe() const
{
    if (dtw == 0)
        return {};
    const int plies = dtw - 1;
    return {plies % 2 == 1 ? EndgameValue::Win : EndgameValue::Loss, plies, dtz - 1};
}

std::uint64_t endgameChecksum(std::span<const EndgameEntry> entries)
{
    const auto *bytes = reinterpret_cast<const unsigned char *>(entries.data());
    const std::size_t size = entries.size_bytes();
    std::uint64_t h = 0xCBF29CE484222325ULL;
    std::size_t i = 0;
    for (; i + 8 <= size; i += 8) {
        std::uint64_t word;
        std::memcpy(&word, bytes + i, 8);
        h = (h ^ word) * 0x100000001B3ULL;
    }
    for (; i < size; ++i)
        h = (h ^ bytes[i]) * 0x100000001B3ULL;
    return h;
}

Expected<bool> writeEndgameFile(
    const std::string &path, const EndgameFileHeader &header, std::span<const EndgameEntry> entries)
{
    unsigned char head[kHeaderBytes] = {};
    std::memcpy(head, kMagic, 8);
    put(head + 8, header.version, 4);
    head[12] = static_cast<unsigned char>(header.variant);
    head[13] = static_cast<unsigned char>(header.material.men[0]);
    head[14] = static_cast<unsigned char>(header.material.kings[0]);
    head[15] = static_cast<unsigned char>(header.material.men[1]);
    head[16] = static_cast<unsigned char>(header.material.kings[1]);
    head[17] = sizeof(EndgameEntry);
    put(head + 24, entries.size(), 8);
    put(head + 32, endgameChecksum(entries), 8);

    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(path).parent_path(), ec);
    if (ec)
        return Error {"cannot create the directory of " + path + ": " + ec.message()};
    const std::string temporary = path + ".part";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char *>(head), kHeaderBytes);
        out.write(
            reinterpret_cast<const char *>(entries.data()), std::streamsize(entries.size_bytes()));
        out.flush();
        if (!out)
            return Error {"cannot write " + temporary};
    }
    std::filesystem::rename(temporary, path, ec);
    if (ec)
        return Error {"cannot rename " + temporary + " to " + path + ": " + ec.message()};
    return true;
}

std::string endgameVariantDir(const std::string &dir, Variant variant)
{
    return (std::filesystem::path(dir) / std::string(variantName(variant))).string();
}

std::string endgameFilePath(const std::string &dir, Variant variant, const EndgameMaterial &m)
{
    return (std::filesystem::path(endgameVariantDir(dir, variant)) / (m.name() + ".egtb")).string();
}

std::string defaultEndgameDir()
{
    std::filesystem::path base;
    if (const char *xdg = std::getenv("XDG_DATA_HOME"); xdg && *xdg)
        base = xdg;
    else if (const char *home = std::getenv("HOME"); home && *home)
        base = std::filesystem::path(home) / ".local" / "share";
    else
        base = ".";
    return (base / "Damas" / "damas" / "egtb").string();
}

// A mapped, checked table file.
struct EndgameTables::Table
{
    Variant variant;
    EndgameMaterial material;
    MaterialIndex index;
    void *map = nullptr;
    std::size_t mapBytes = 0;
    const EndgameEntry *entries = nullptr;

    Table(Variant v, const EndgameMaterial &m)
        : variant(v)
        , material(m)
        , index(v, m)
    { }
    ~Table()
    {
        if (map)
            munmap(map, mapBytes);
    }

    // Maps the file and checks it; the reason when it cannot be used.
    std::string open(const std::string &path)
    {
        const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        if (fd < 0)
            return "absent";
        struct stat st
        {
        };
        if (fstat(fd, &st) != 0 || std::size_t(st.st_size) < kHeaderBytes) {
            ::close(fd);
            return "shorter than its header";
        }
        mapBytes = std::size_t(st.st_size);
        map = mmap(nullptr, mapBytes, PROT_READ, MAP_SHARED, fd, 0);
        ::close(fd);
        if (map == MAP_FAILED) {
            map = nullptr;
            return "cannot be mapped";
        }
        const auto *head = static_cast<const unsigned char *>(map);
        if (std::memcmp(head, kMagic, 8) != 0)
            return "not a Damas table (bad magic)";
        if (get(head + 8, 4) != EndgameFileHeader::kVersion)
            return "format version " + std::to_string(get(head + 8, 4)) + ", expected "
                + std::to_string(EndgameFileHeader::kVersion);
        const EndgameMaterial m {{head[13], head[15]}, {head[14], head[16]}};
        if (head[12] != static_cast<unsigned char>(variant) || !(m == material))
            return "header names another variant or material";
        const std::uint64_t count = get(head + 24, 8);
        if (head[17] != sizeof(EndgameEntry) || count != index.size()
            || mapBytes != kHeaderBytes + count * sizeof(EndgameEntry))
            return "wrong size for its material";
        entries = reinterpret_cast<const EndgameEntry *>(head + kHeaderBytes);
        if (endgameChecksum({entries, std::size_t(count)}) != get(head + 32, 8))
            return "checksum mismatch (damaged)";
        return {};
    }
};

EndgameTables::EndgameTables(std::string dir)
    : m_dir(std::move(dir))
{
    rescan();
}

EndgameTables::~EndgameTables() = default;

void EndgameTables::rescan()
{
    std::lock_guard lock(m_mutex);
    for (Variant v : kAllVariants) {
        int most = 0;
        std::error_code ec;
        for (const auto &f : std::filesystem::directory_iterator(endgameVariantDir(m_dir, v), ec)) {
            if (const auto m = materialFromName(f.path().filename().string()))
                most = std::max(most, m->pieces());
        }
        m_maxPieces[int(v)].store(most, std::memory_order_relaxed);
    }
    // Forget tables found absent, so that new files are seen.
    for (auto it = m_tables.begin(); it != m_tables.end();)
        it = it->second ? std::next(it) : m_tables.erase(it);
}

const EndgameTables::Table *EndgameTables::table(
    Variant variant, const EndgameMaterial &material, std::string *why) const
{
    const std::uint32_t code = materialCode(variant, material);
    std::lock_guard lock(m_mutex);
    if (const auto it = m_tables.find(code); it != m_tables.end()) {
        if (!it->second && why)
            *why = "absent or damaged";
        return it->second.get();
    }
    auto t = std::make_unique<Table>(variant, material);
    const std::string path = endgameFilePath(m_dir, variant, material);
    const std::string problem = t->open(path);
    if (!problem.empty()) {
        if (problem != "absent") {
            std::error_code ec;
            std::filesystem::rename(path, path + ".damaged", ec);
        }
        if (why)
            *why = path + ": " + problem;
        m_tables[code] = nullptr;
        return nullptr;
    }
    return (m_tables[code] = std::move(t)).get();
}

bool EndgameTables::open(Variant variant, const EndgameMaterial &material, std::string *why) const
{
    return table(variant, material, why) != nullptr;
}

std::optional<EndgameEntry> EndgameTables::entry(const Position &pos) const
{
    const Position p = normalized(pos);
    const EndgameMaterial m = materialOf(p);
    if (m.count(0) == 0 || m.count(1) == 0 || m.pieces() > maxPieces(pos.variant))
        return std::nullopt;
    const Table *t = table(pos.variant, m, nullptr);
    if (!t)
        return std::nullopt;
    return t->entries[t->index.indexOf(p)];
}

std::optional<EndgameProbe> EndgameTables::probe(const Position &pos) const
{
    const auto e = entry(pos);
    if (!e)
        return std::nullopt;
    return e->probe();
}

} // namespace damas
