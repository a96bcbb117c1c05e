// SPDX-License-Identifier: GPL-3.0-or-later
#include "tablescontroller.h"

#include "egtb.h"
#include "egtbgenerator.h"
#include "language.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QLocale>
#include <QQmlEngine>

#include <cmath>
#include <vector>

#if defined(__linux__)
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

using namespace damas;

namespace {

/*
 * Processor seconds per million table positions, as measured for docs/endgame-tables.md
 * ("Figures", one core, Release build): up to 4 pieces on 8x8, 8.0 s of processor time for 6.6
 * million; the 5-piece American set, 244 s for 144.8 million; International up to 4 pieces,
 * 151.5 s for 43.5 million (an upper bound: the machine was shared).
 */
double secondsPerMillion(Variant variant, int pieces)
{
    if (variant == Variant::International)
        return 3.5;
    return pieces >= 5 ? 1.7 : 1.25;
}

// The tables of up to `pieces` pieces, a material and its swapped one together (as they are
// made), each with its size in positions.
struct Pair
{
    std::vector<EndgameMaterial> materials;
    quint64 positions = 0;
};

std::vector<Pair> pairsOf(Variant variant, int pieces)
{
    std::vector<Pair> pairs;
    const std::vector<EndgameMaterial> all = endgameMaterials(pieces);
    for (std::size_t k = 0; k < all.size(); ++k) {
        if (k == 0 || !(all[k - 1] == all[k].swapped()))
            pairs.emplace_back();
        pairs.back().materials.push_back(all[k]);
        pairs.back().positions += MaterialIndex(variant, all[k]).size();
    }
    return pairs;
}

// Lowers the calling thread to the lowest priority (Linux: a thread has its own nice value).
void runAtLowestPriority()
{
#if defined(__linux__)
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 19);
#endif
}

QString sizeText(quint64 bytes)
{
    const double mb = double(bytes) / 1e6;
    return TablesController::tr("%1 MB").arg(QLocale().toString(mb, 'f', mb < 10 ? 1 : 0));
}

QString durationText(double seconds)
{
    if (seconds < 60)
        return TablesController::tr("under a minute");
    if (seconds < 3600)
        return TablesController::tr("%1 minutes").arg(std::max(1, int(std::lround(seconds / 60))));
    return TablesController::tr("%1 hours").arg(QLocale().toString(seconds / 3600, 'f', 1));
}

} // namespace

TablesController::TablesController(QObject *parent)
    : QObject(parent)
{
    connect(Language::instance(), &Language::currentChanged, this, &TablesController::textsChanged);
}

TablesController::~TablesController()
{
    m_stop = true;
    if (m_worker)
        m_worker->join();
}

TablesController *TablesController::instance()
{
    static TablesController *tables = new TablesController(QCoreApplication::instance());
    return tables;
}

TablesController *TablesController::create(QQmlEngine *, QJSEngine *)
{
    TablesController *t = instance();
    QQmlEngine::setObjectOwnership(t, QQmlEngine::CppOwnership);
    return t;
}

void TablesController::setFolder(const QString &folder)
{
    if (folder == m_folder || generating())
        return;
    m_folder = folder;
    refresh();
}

void TablesController::setAutoGenerate(bool on)
{
    if (on == m_autoGenerate)
        return;
    m_autoGenerate = on;
    emit stateChanged();
    maybeStart();
}

QString TablesController::variant() const
{
    if (!m_variant)
        return {};
    const std::string_view name = variantName(*m_variant);
    return QString::fromLatin1(name.data(), qsizetype(name.size()));
}

void TablesController::setVariant(const QString &variant)
{
    const auto v = variantFromName(variant.toStdString());
    if (v == m_variant)
        return;
    if (generating())
        cancel(); // the run of the other variant keeps what it made
    m_variant = v;
    recount();
}

int TablesController::autoPieces(Variant variant)
{
    return variant == Variant::International ? 3 : 4;
}

int TablesController::offerPieces(Variant variant)
{
    return variant == Variant::International ? 4 : 5;
}

int TablesController::offerPieces() const
{
    return m_variant ? offerPieces(*m_variant) : 0;
}

bool TablesController::offered() const
{
    return m_variant && !m_folder.isEmpty() && !generating() && m_pieces < offerPieces();
}

quint64 TablesController::bytesFor(int pieces, bool missingOnly) const
{
    if (!m_variant)
        return 0;
    const std::string dir = m_folder.toStdString();
    quint64 bytes = 0;
    for (const Pair &p : pairsOf(*m_variant, pieces)) {
        for (const EndgameMaterial &m : p.materials) {
            if (missingOnly
                && QFileInfo::exists(QString::fromStdString(endgameFilePath(dir, *m_variant, m))))
                continue;
            bytes += 64 + MaterialIndex(*m_variant, m).size() * sizeof(EndgameEntry);
        }
    }
    return bytes;
}

double TablesController::secondsFor(int pieces) const
{
    if (!m_variant)
        return 0;
    // A table is 2 bytes a position after its 64-byte header.
    double seconds = 0;
    for (int n = 2; n <= pieces; ++n) {
        const quint64 bytes = bytesFor(n, true) - (n > 2 ? bytesFor(n - 1, true) : 0);
        seconds += double(bytes) / 2 / 1e6 * secondsPerMillion(*m_variant, n);
    }
    return seconds;
}

QString TablesController::offerText() const
{
    if (!m_variant)
        return {};
    const int n = offerPieces();
    return tr("Endgame tables of up to %1 pieces (perfect endings, exact hints): %2 on disk, "
              "about %3 to make.")
        .arg(n)
        .arg(sizeText(bytesFor(n, true)), durationText(secondsFor(n)));
}

QString TablesController::statusText() const
{
    if (generating())
        return tr("Making the endgame tables of up to %1 pieces: %2%")
            .arg(m_generatingPieces)
            .arg(int(m_progress * 100));
    if (!m_error.isEmpty())
        return m_error;
    if (m_pieces > 0)
        return tr("Endgame tables of up to %1 pieces are ready.").arg(m_pieces);
    return {};
}

void TablesController::refresh()
{
    recount();
    emit tablesChanged();
}

void TablesController::recount()
{
    int pieces = 0;
    if (m_variant && !m_folder.isEmpty()) {
        const std::string dir = m_folder.toStdString();
        for (int n = 2; n <= offerPieces(); ++n) {
            bool all = true;
            for (const EndgameMaterial &m : endgameMaterials(n)) {
                // Only those of n pieces: the smaller ones were looked at before.
                if (m.pieces() == n)
                    all = all
                        && QFileInfo::exists(
                            QString::fromStdString(endgameFilePath(dir, *m_variant, m)));
            }
            if (!all)
                break;
            pieces = n;
        }
    }
    m_pieces = pieces;
    emit stateChanged();
    emit textsChanged();
    maybeStart();
}

void TablesController::maybeStart()
{
    if (m_autoGenerate && !m_cancelled && m_variant && !m_folder.isEmpty() && !generating()
        && m_error.isEmpty() && m_pieces < autoPieces(*m_variant))
        generate(autoPieces(*m_variant));
}

void TablesController::generate(int pieces)
{
    if (!m_variant || m_folder.isEmpty() || generating())
        return;
    if (pieces <= 0)
        pieces = offerPieces();
    pieces = std::clamp(pieces, 2, offerPieces());
    const std::vector<Pair> pairs = pairsOf(*m_variant, pieces);
    // What each progress line (one a pair, made or kept) adds to the positions solved.
    std::vector<quint64> solvedAfter;
    quint64 total = 0;
    const std::string dir = m_folder.toStdString();
    for (const Pair &p : pairs) {
        bool there = true;
        for (const EndgameMaterial &m : p.materials)
            there = there
                && QFileInfo::exists(QString::fromStdString(endgameFilePath(dir, *m_variant, m)));
        total += there ? 0 : p.positions;
        solvedAfter.push_back(total);
    }
    m_runTotal = std::max<quint64>(total, 1);
    m_generatingPieces = pieces;
    m_progress = 0;
    m_error.clear();
    m_stop = false;

    EndgameGeneration job;
    job.variant = *m_variant;
    job.pieces = pieces;
    job.dir = dir;
    job.stop = &m_stop;
    const int run = ++m_run;
    job.progress = [this, run, solvedAfter, line = std::size_t(0)](const std::string &) mutable {
        const quint64 solved = solvedAfter[std::min(line++, solvedAfter.size() - 1)];
        QMetaObject::invokeMethod(this, [this, run, solved] { onProgress(run, solved); });
    };
    m_worker = std::make_unique<std::thread>([this, run, job] {
        runAtLowestPriority();
        const auto report = generateEndgameTables(job);
        const bool complete = report && !report->stopped;
        const QString error = report ? QString() : QString::fromStdString(report.error().message);
        QMetaObject::invokeMethod(
            this, [this, run, complete, error] { onFinished(run, complete, error); });
    });
    emit stateChanged();
    emit textsChanged();
}

void TablesController::cancel()
{
    if (!m_worker)
        return;
    m_stop = true;
    m_cancelled = true; // not started again by itself until the next session
    m_worker->join(); // within a few milliseconds: the solver looks at the flag often
    m_worker.reset();
    m_error.clear();
    refresh();
    emit finished(false);
}

void TablesController::onProgress(int run, quint64 solved)
{
    if (!generating() || run != m_run)
        return;
    m_progress = std::min(1.0, double(solved) / double(m_runTotal));
    emit progressChanged();
    emit textsChanged();
}

void TablesController::onFinished(int run, bool complete, const QString &error)
{
    if (!m_worker || run != m_run)
        return; // cancelled: already said
    m_worker->join();
    m_worker.reset();
    m_error
        = error.isEmpty() ? QString() : tr("The endgame tables could not be made: %1").arg(error);
    refresh();
    emit finished(complete && m_error.isEmpty());
}
