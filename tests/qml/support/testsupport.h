// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QTemporaryDir>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

#include <memory>

class QJSEngine;
class QQmlEngine;

// File helpers for the QML tests: a scratch folder per test run, and reading and writing files
// in it (a PDN to open, a damaged saved game).
class TestSupport : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit TestSupport(QObject *parent = nullptr);

    // A new empty folder, removed when the test program ends.
    Q_INVOKABLE QString newFolder();
    Q_INVOKABLE bool writeFile(const QString &path, const QString &text);
    Q_INVOKABLE QString readFile(const QString &path) const;
    Q_INVOKABLE bool exists(const QString &path) const;
    Q_INVOKABLE QUrl fileUrl(const QString &path) const;
    // A file of the source tree by its path from the top ("docs/rules-checklist.md").
    Q_INVOKABLE QString sourcePath(const QString &relative) const;
    // The threads of this process (Linux: /proc/self/task), or -1 where that cannot be read.
    Q_INVOKABLE int threadCount() const;

private:
    std::vector<std::unique_ptr<QTemporaryDir>> m_folders;
};
