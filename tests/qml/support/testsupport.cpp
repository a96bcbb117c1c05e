// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include <QDir>
#include <QFile>
#include <QUrl>

TestSupport::TestSupport(QObject *parent)
    : QObject(parent)
{ }

QString TestSupport::newFolder()
{
    m_folders.push_back(std::make_unique<QTemporaryDir>());
    return m_folders.back()->path();
}

bool TestSupport::writeFile(const QString &path, const QString &text)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly) && file.write(text.toUtf8()) >= 0;
}

QString TestSupport::readFile(const QString &path) const
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

bool TestSupport::exists(const QString &path) const
{
    return QFile::exists(path);
}

QUrl TestSupport::fileUrl(const QString &path) const
{
    return QUrl::fromLocalFile(path);
}

QString TestSupport::sourcePath(const QString &relative) const
{
    return QStringLiteral(DAMAS_SOURCE_DIR "/") + relative;
}

int TestSupport::threadCount() const
{
    const QDir tasks(QStringLiteral("/proc/self/task"));
    if (!tasks.exists())
        return -1;
    return int(tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
}
