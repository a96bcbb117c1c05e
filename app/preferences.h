// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;
class QSettings;

/*
 * The player's choices, kept between runs in an INI file in the user's configuration folder:
 * the language, what the last new game was (variant, side, level) and how the board is shown.
 * Every value read back is checked; one out of range falls back to its default. A file that
 * cannot be read at all is set aside under another name (nothing is lost) and problem() says so;
 * one with stray lines or bad values is copied aside as it was, problem() names what was not
 * used, and the file is written again with what is.
 * The start-up code and QML share one instance (instance(), handed to QML by create()): the
 * constructor takes a file name so that QML cannot make a second one of its own.
 */
class Preferences : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QString variant READ variant WRITE setVariant NOTIFY variantChanged)
    Q_PROPERTY(int side READ side WRITE setSide NOTIFY sideChanged)
    Q_PROPERTY(int level READ level WRITE setLevel NOTIFY levelChanged)
    Q_PROPERTY(int moveTime READ moveTime WRITE setMoveTime NOTIFY moveTimeChanged)
    Q_PROPERTY(bool showTargets READ showTargets WRITE setShowTargets NOTIFY showTargetsChanged)
    Q_PROPERTY(bool animations READ animations WRITE setAnimations NOTIFY animationsChanged)
    Q_PROPERTY(bool flipped READ flipped WRITE setFlipped NOTIFY flippedChanged)
    // The last new game was for two players on this computer (else against the computer).
    Q_PROPERTY(bool twoPlayers READ twoPlayers WRITE setTwoPlayers NOTIFY twoPlayersChanged)
    // With two players, the board turns to put the side to move at the bottom.
    Q_PROPERTY(bool turnBoard READ turnBoard WRITE setTurnBoard NOTIFY turnBoardChanged)
    Q_PROPERTY(QString problem READ problem NOTIFY problemChanged)
    Q_PROPERTY(QString fileName READ fileName CONSTANT)

public:
    enum Side { PlayWhite, PlayBlack, PlayRandom };
    Q_ENUM(Side)
    // A part of the file not used: a stray line (its number and text) or a bad value (line 0,
    // "key = value").
    struct Damage
    {
        int line = 0;
        QString text;
    };

    // The preferences in `fileName` (the user's configuration folder when empty).
    explicit Preferences(const QString &fileName, QObject *parent = nullptr);
    ~Preferences() override;

    // The shared instance, reading the file set by useFile() or else the user's.
    static Preferences *instance();
    // Before the first instance(): the file it reads (a scratch file in screenshot mode, a test's
    // folder).
    static void useFile(const QString &fileName);
    static Preferences *create(QQmlEngine *qmlEngine, QJSEngine *jsEngine);

    // "" until the player chooses: then the system language decides.
    QString language() const { return m_language; }
    void setLanguage(const QString &code);
    QString variant() const { return m_variant; }
    void setVariant(const QString &id);
    int side() const { return m_side; }
    void setSide(int side);
    int level() const { return m_level; }
    void setLevel(int level);
    // The computer's time per move, in milliseconds (0.5 to 30 seconds).
    int moveTime() const { return m_moveTime; }
    void setMoveTime(int ms);
    bool showTargets() const { return m_showTargets; }
    void setShowTargets(bool on);
    bool animations() const { return m_animations; }
    void setAnimations(bool on);
    bool flipped() const { return m_flipped; }
    void setFlipped(bool on);
    bool twoPlayers() const { return m_twoPlayers; }
    void setTwoPlayers(bool on);
    bool turnBoard() const { return m_turnBoard; }
    void setTurnBoard(bool on);

    QString problem() const;
    QString fileName() const;

    // Where the PDN file picker opens: the folder of the last PDN file opened or saved, while it
    // exists; else the Documents folder, or the home folder where there is none.
    Q_INVOKABLE QUrl pdnFolder() const;
    Q_INVOKABLE void rememberPdnFile(const QUrl &file);

signals:
    void languageChanged();
    void variantChanged();
    void sideChanged();
    void levelChanged();
    void moveTimeChanged();
    void showTargetsChanged();
    void animationsChanged();
    void flippedChanged();
    void twoPlayersChanged();
    void turnBoardChanged();
    void problemChanged();

private:
    void load();
    void save(const char *key, const QVariant &value);

    QSettings *m_settings = nullptr;
    QString m_language;
    QString m_variant = QStringLiteral("international");
    int m_side = PlayWhite;
    int m_level = 3;
    int m_moveTime = 2000;
    bool m_showTargets = true;
    bool m_animations = true;
    bool m_flipped = false;
    bool m_twoPlayers = false;
    bool m_turnBoard = false;
    QString m_pdnFolder;
    QString m_unreadable; // the file that could not be read, or not all of it
    QList<Damage> m_damaged; // what of it could not be read: its stray lines and bad values
    QString m_keptAs; // where it was set aside
};
