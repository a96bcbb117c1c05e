// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "variant.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <memory>
#include <optional>
#include <thread>

class QJSEngine;
class QQmlEngine;

/*
 * The endgame tables of the data folder for the variant being played: how many pieces they
 * cover, the offer to make the rest (the size on disk, exact, and the time, from the rates
 * measured in docs/endgame-tables.md), and the making itself on a thread of its own at the
 * lowest priority, with progress and cancel. A run that is cancelled or cut short keeps the
 * tables it finished, and the next run goes on from there; a table file that fails its check
 * when opened is set aside as "<name>.damaged" by the engine and made again here. With
 * autoGenerate, the smallest set (up to 4 pieces on 8x8, 3 on 10x10: seconds) is made as soon
 * as a variant is played. One per process, shared by QML as a singleton; without a folder (the
 * tests, screenshots) it offers and makes nothing.
 */
class TablesController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString folder READ folder WRITE setFolder NOTIFY stateChanged)
    Q_PROPERTY(bool autoGenerate READ autoGenerate WRITE setAutoGenerate NOTIFY stateChanged)
    // The variant id being played ("russian"); empty: none.
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY stateChanged)
    // The most pieces of which every table of the variant is there (0: none).
    Q_PROPERTY(int pieces READ pieces NOTIFY stateChanged)
    // The set the offer is for: up to 5 pieces on 8x8, 4 on 10x10.
    Q_PROPERTY(int offerPieces READ offerPieces NOTIFY stateChanged)
    // Tables are missing for the variant and none are being made: the page offers them.
    Q_PROPERTY(bool offered READ offered NOTIFY stateChanged)
    Q_PROPERTY(bool generating READ generating NOTIFY stateChanged)
    Q_PROPERTY(int generatingPieces READ generatingPieces NOTIFY stateChanged)
    // 0 to 1, by positions solved of the run's set.
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(QString offerText READ offerText NOTIFY textsChanged)
    Q_PROPERTY(QString statusText READ statusText NOTIFY textsChanged)

public:
    // No default: QML takes the one instance() from create(), tests make their own.
    explicit TablesController(QObject *parent);
    ~TablesController() override;

    static TablesController *instance();
    static TablesController *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    QString folder() const { return m_folder; }
    void setFolder(const QString &folder);
    bool autoGenerate() const { return m_autoGenerate; }
    void setAutoGenerate(bool on);
    QString variant() const;
    void setVariant(const QString &variant);

    int pieces() const { return m_pieces; }
    int offerPieces() const;
    bool offered() const;
    bool generating() const { return m_worker != nullptr; }
    int generatingPieces() const { return m_generatingPieces; }
    double progress() const { return m_progress; }
    QString offerText() const;
    QString statusText() const;

    // The smallest set, made on first use.
    static int autoPieces(damas::Variant variant);
    static int offerPieces(damas::Variant variant);
    // Bytes on disk of every table of up to `pieces` pieces, and of those not there yet.
    quint64 bytesFor(int pieces, bool missingOnly) const;
    // The seconds expected to make the missing tables of up to `pieces` pieces.
    double secondsFor(int pieces) const;

    // Makes the tables of up to `pieces` pieces (0: offerPieces) of the variant.
    Q_INVOKABLE void generate(int pieces = 0);
    Q_INVOKABLE void cancel();
    // Looks at the folder again (a table set aside as damaged is then made again, if small), and
    // tells those who keep tables open (tablesChanged).
    Q_INVOKABLE void refresh();

signals:
    void stateChanged();
    void progressChanged();
    void textsChanged();
    // A run ended: all made, cancelled, or failed (the reason in statusText).
    void finished(bool complete);
    // The tables on disk may have changed (a run ended, the folder changed, refresh()): whoever
    // keeps them open looks at the folder again. Not sent when only the variant changes.
    void tablesChanged();

private:
    void onProgress(int run, quint64 solved);
    void onFinished(int run, bool complete, const QString &error);
    void maybeStart();
    // Counts the pieces of the variant's tables there, for the offer.
    void recount();

    QString m_folder;
    bool m_autoGenerate = false;
    bool m_cancelled = false;
    std::optional<damas::Variant> m_variant;
    int m_pieces = 0;
    int m_generatingPieces = 0;
    double m_progress = 0;
    quint64 m_runTotal = 0; // positions of the run's missing tables
    QString m_error;
    int m_run = 0; // which run a message from the worker belongs to
    std::unique_ptr<std::thread> m_worker;
    std::atomic<bool> m_stop {false};
};
