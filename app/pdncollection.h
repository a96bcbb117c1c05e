// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "pdn.h"

#include <QAbstractListModel>
#include <QByteArray>
#include <QStringList>
#include <QUrl>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <memory>
#include <optional>
#include <vector>

class QThread;

/*
 * The games of a PDN file, to choose one from: a row per game that could be read (its number
 * in the file, the players, event, date, result and length in moves), and a line for each game
 * that could not be, with its number, line, column and why. The file is read on a thread of its
 * own, the rows arriving in batches as they are read and `progress` telling how far it got, so
 * the window stays responsive with a collection of thousands of games. The chosen game is read
 * again from where it starts in the text (game()).
 */
class PdnCollection : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QUrl source READ source NOTIFY sourceChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY sourceChanged)
    Q_PROPERTY(bool loading READ loading NOTIFY loadingChanged)
    Q_PROPERTY(double progress READ progress NOTIFY progressChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    // Why the file as a whole cannot be read (not opened, not PDN text, no game in it), or "".
    Q_PROPERTY(QString error READ error NOTIFY problemsChanged)
    // One sentence per game that could not be read, in the player's language.
    Q_PROPERTY(QStringList unreadable READ unreadable NOTIFY problemsChanged)
    // The same, one per line.
    Q_PROPERTY(QString unreadableText READ unreadableText NOTIFY problemsChanged)

public:
    enum Role {
        NumberRole = Qt::UserRole + 1,
        WhiteRole,
        BlackRole,
        EventRole,
        DateRole,
        ResultRole, // as written ("2-0", "1/2-1/2"); "" when the file gives none ("*")
        MovesRole, // moves as players number them: White's and Black's together make one
    };
    Q_ENUM(Role)

    explicit PdnCollection(QObject *parent = nullptr);
    ~PdnCollection() override;

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QUrl source() const { return m_source; }
    QString fileName() const;
    bool loading() const { return m_loading; }
    double progress() const { return m_progress; }
    int count() const { return int(m_rows.size()); }
    QString error() const;
    QStringList unreadable() const;
    QString unreadableText() const { return unreadable().join(QLatin1Char('\n')); }

    // Starts reading `file` (a reading under way is given up); the rows come as they are read.
    Q_INVOKABLE void load(const QUrl &file);
    // The game of `row`, read again from the text (its number, lines and columns those of the
    // file); nothing for a row that is not there.
    std::optional<damas::PdnGame> game(int row) const;
    // Whether the game of `row` can be opened (`opens`), read in the variant named (for a game
    // that does not say its own), and what there is to know before it is (`problem`: why it
    // cannot be opened, or where it stops short, or the variant it was read in; "" for none).
    Q_INVOKABLE QVariantMap check(int row, const QString &variant) const;

signals:
    void sourceChanged();
    void loadingChanged();
    void progressChanged();
    void countChanged();
    void problemsChanged();
    // Every game has been read (or the file could not be).
    void loaded();

private:
    struct Row
    {
        int number = 0;
        int line = 0;
        int column = 0;
        int plies = 0;
        QString white;
        QString black;
        QString event;
        QString date;
        QString result;
    };
    struct Job;
    struct Batch;

    void stop();
    void receive(const std::shared_ptr<Job> &job, Batch &&batch);

    QUrl m_source;
    bool m_loading = false;
    double m_progress = 0;
    std::vector<Row> m_rows;
    std::vector<damas::PdnUnreadable> m_unreadable;
    enum class FileProblem { None, CannotOpen, NotPdn, NoGames } m_problem = FileProblem::None;
    QString m_systemError; // the system's reason for CannotOpen
    damas::PdnUnreadable m_notPdn;
    QByteArray m_text;
    std::vector<qsizetype> m_lineStarts; // byte offset of each line (index 0 is line 1)
    std::shared_ptr<Job> m_job;
    QThread *m_thread = nullptr;
};
