<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Damas</source>
        <translation>Acerca de Damas</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versión %1</translation>
    </message>
    <message>
        <source>Free software: you may share and change it under the GNU General Public License, version 3 or any later version (%1).</source>
        <translation>Software libre: puedes compartirlo y modificarlo según la Licencia Pública General de GNU, versión 3 o cualquier versión posterior (%1).</translation>
    </message>
    <message>
        <source>The rules followed</source>
        <translation>Los reglamentos que sigue</translation>
    </message>
    <message>
        <source>International draughts: the official rules of the FMJD (Fédération Mondiale du Jeu de Dames), Annex 1, version of May 2011.</source>
        <translation>Damas internacionales: las reglas oficiales de la FMJD (Fédération Mondiale du Jeu de Dames), anexo 1, versión de mayo de 2011.</translation>
    </message>
    <message>
        <source>The draw counts of each book end a game by themselves; the Rules page explains them. Running on Qt %1.</source>
        <translation>Las cuentas de tablas de cada reglamento terminan la partida por sí solas; la página de reglas las explica. Funciona con Qt %1.</translation>
    </message>
    <message>
        <source>American checkers: the Rules of Draughts (Checkers) of the WCDF (World Checkers Draughts Federation), as revised in 2008.</source>
        <translation>Damas americanas: las Rules of Draughts (Checkers) de la WCDF (World Checkers Draughts Federation), en su revisión de 2008.</translation>
    </message>
    <message>
        <source>Russian draughts: the rules of the sport of draughts of the Draughts Federation of Russia, edition of 2022.</source>
        <translation>Damas rusas: las reglas del deporte de damas de la Federación de Damas de Rusia, edición de 2022.</translation>
    </message>
    <message>
        <source>Brazilian draughts: the official rules of the CBD (Confederação Brasileira de Damas), in the numbered text the Brazilian federations publish, “Regras Oficiais do Jogo de Damas 64 casas e 100 casas”: undated, read in the copy posted at rodrygoruyz.blogspot.com on 22 April 2010.</source>
        <translation>Damas brasileñas: las reglas oficiales de la CBD (Confederação Brasileira de Damas), en el texto numerado que publican las federaciones brasileñas, «Regras Oficiais do Jogo de Damas 64 casas e 100 casas»: sin fecha, leído en la copia publicada en rodrygoruyz.blogspot.com el 22 de abril de 2010.</translation>
    </message>
</context>
<context>
    <name>AmericanArticle</name>
    <message>
        <source>How to play American checkers</source>
        <translation>Cómo jugar a las damas americanas</translation>
    </message>
    <message>
        <source>American checkers</source>
        <translation>Damas americanas</translation>
    </message>
    <message>
        <source>A short-range game</source>
        <translation>Un juego de corto alcance</translation>
    </message>
    <message>
        <source>American checkers, played under the rules of the World Checkers/Draughts Federation (WCDF), is the quietest of the four variants here: men capture forward only and kings move one square at a time, so every tempo counts. You may choose any capture when there are several.</source>
        <translation>Las damas americanas, que se juegan con las reglas de la Federación Mundial de Damas (WCDF), son la más tranquila de las cuatro modalidades de aquí: los peones solo capturan hacia delante y las damas se mueven de casilla en casilla, así que cada tiempo cuenta. Cuando hay varias capturas, puedes elegir cualquiera.</translation>
    </message>
    <message>
        <source>Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.</source>
        <translation>Cada diagrama es una posición de ejemplo, con las blancas abajo. Cualquiera de ellos se puede jugar contra la computadora o abrir en la lección de la que procede.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>El comienzo de la partida</translation>
    </message>
    <message>
        <source>The start position: Black on 1 to 12 at the top, White on 21 to 32 at the bottom.</source>
        <translation>La posición inicial: las negras en 1 a 12, arriba; las blancas en 21 a 32, abajo.</translation>
    </message>
    <message>
        <source>Men and captures</source>
        <translation>Peones y capturas</translation>
    </message>
    <message>
        <source>The man on 22 must jump 18 and land on 15.</source>
        <translation>El peón de 22 debe saltar 18 y caer en 15.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>A king&apos;s round trip: from 22 it jumps 17, 9, 10 and 18 and comes back to 22.</source>
        <translation>Una vuelta completa de la dama: desde 22 salta 17, 9, 10 y 18 y vuelve a 22.</translation>
    </message>
    <message>
        <source>Crowning ends the move</source>
        <translation>Coronar termina la jugada</translation>
    </message>
    <message>
        <source>The man on 11 jumps 7 and is crowned on 2; the man on 6 is safe for now, because the move ends there.</source>
        <translation>El peón de 11 salta 7 y corona en 2; el peón de 6 se salva por ahora, porque la jugada termina ahí.</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>Moves, with numbers</source>
        <translation>Las jugadas, con números</translation>
    </message>
    <message>
        <source>A move joins its two squares with a hyphen, as in 11-15, and a capture with an x, as in 22x15. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.</source>
        <translation>Una jugada une sus dos casillas con un guion, como en 11-15, y una captura con una x, como en 22x15. Una captura de varias piezas solo escribe dónde empieza y dónde termina, salvo que dos capturas compartan ambas casillas.</translation>
    </message>
    <message>
        <source>The game is played on the %1 dark squares of the %2×%2 board, numbered 1 to %1 from Black&apos;s side (WCDF article 1.5). Each side has %3 men on its first %4 rows: Black on squares 1 to %3, White on the rest. Black moves first (article 1.13).</source>
        <translation>Se juega en las %1 casillas oscuras del tablero de %2×%2, numeradas del 1 al %1 desde el lado de las negras (artículo 1.5 de la WCDF). Cada bando tiene %3 peones en sus %4 primeras filas: las negras en las casillas 1 a %3, las blancas en el resto. Empiezan las negras (artículo 1.13).</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward to an empty square (article 1.15), and captures forward only: it jumps an enemy piece next to it onto the empty square just behind (article 1.18). Capturing is compulsory. A capture has to be finished while the piece can jump again, but when several captures are possible you may choose any of them (articles 1.19 and 1.20).</source>
        <translation>Un peón avanza una casilla en diagonal hacia una casilla vacía (artículo 1.15) y captura solo hacia delante: salta una pieza rival contigua y cae en la casilla vacía justo detrás (artículo 1.18). La captura es obligatoria. Una captura debe completarse mientras la pieza pueda volver a saltar, pero cuando hay varias posibles puedes elegir cualquiera (artículos 1.19 y 1.20).</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned king (article 1.16). A king moves one square in any diagonal direction, forward or backward (article 1.17), and captures the same way, over an adjacent piece to the square just behind (article 1.21).</source>
        <translation>Un peón que llega a la última fila corona y se convierte en dama (artículo 1.16). Una dama se mueve una casilla en diagonal en cualquier dirección, hacia delante o hacia atrás (artículo 1.17), y captura igual: sobre una pieza contigua, hasta la casilla justo detrás (artículo 1.21).</translation>
    </message>
    <message>
        <source>A man that reaches the far row during a capture is crowned there, and the move ends: it may capture again as a king only on its next turn (articles 1.16 and 1.19).</source>
        <translation>Un peón que llega a la última fila durante una captura corona allí y la jugada termina: solo podrá volver a capturar, ya como dama, en su siguiente turno (artículos 1.16 y 1.19).</translation>
    </message>
    <message>
        <source>If it is your turn and you have no piece left or no legal move, you have lost (article 1.30). A draw can be proposed with Offer draw. The program also ends a game as a draw by itself in two cases: the same position for the third time (article 1.32.1), and %1 moves by each side with no capture and no man moved (article 1.32.2). There is no shorter limit for endings.</source>
        <translation>Si es tu turno y no te quedan piezas o no tienes ninguna jugada legal, has perdido (artículo 1.30). Se pueden proponer tablas con Ofrecer tablas. El programa también declara tablas por sí mismo en dos casos: la misma posición por tercera vez (artículo 1.32.1), y %1 jugadas por bando sin captura y sin mover ningún peón (artículo 1.32.2). No hay un límite más corto para los finales.</translation>
    </message>
</context>
<context>
    <name>AnalysisController</name>
    <message>
        <source>There is no game in this text.</source>
        <translation>No hay ninguna partida en este texto.</translation>
    </message>
    <message>
        <source>The game cannot be read: %1</source>
        <translation>No se puede leer la partida: %1</translation>
    </message>
    <message>
        <source>This game is no longer in the file.</source>
        <translation>Esta partida ya no está en el archivo.</translation>
    </message>
    <message>
        <source>%1, game %2: %3</source>
        <translation>%1, partida %2: %3</translation>
    </message>
    <message>
        <source>Blunder: the won game is lost</source>
        <translation>Error grave: la partida ganada se pierde</translation>
    </message>
    <message>
        <source>Mistake: the win slips to a draw</source>
        <translation>Error: la victoria se escapa, ahora son tablas</translation>
    </message>
    <message>
        <source>Mistake: the draw is lost</source>
        <translation>Error: se pierden las tablas</translation>
    </message>
    <message>
        <source>one piece</source>
        <extracomment>The number of pieces a shot wins, put into &quot;It takes %2 more than it gives&quot;</extracomment>
        <translation>una pieza</translation>
    </message>
    <message>
        <source>two pieces</source>
        <translation>dos piezas</translation>
    </message>
    <message>
        <source>three pieces</source>
        <translation>tres piezas</translation>
    </message>
    <message>
        <source>%1 pieces</source>
        <translation>%1 piezas</translation>
    </message>
    <message>
        <source>Shot: %1. It takes %2 more than it gives.</source>
        <extracomment>Analysis of a game: the move played was a shot (a combination). %1 is its moves in the game&apos;s notation, %2 &quot;one piece&quot;, &quot;two pieces&quot;...</extracomment>
        <translation>Golpe: %1. Toma %2 más de las que entrega.</translation>
    </message>
    <message>
        <source>Shot missed: %1 takes %2 more than it gives.</source>
        <translation>Golpe desaprovechado: %1 toma %2 más de las que entrega.</translation>
    </message>
    <message>
        <source>Shot: %1. It gets a king for what it gives.</source>
        <translation>Golpe: %1. Consigue una dama a cambio de lo que entrega.</translation>
    </message>
    <message>
        <source>Shot missed: %1 gets a king for what it gives.</source>
        <translation>Golpe desaprovechado: %1 consigue una dama a cambio de lo que entrega.</translation>
    </message>
    <message>
        <source>Shot: %1. It wins material.</source>
        <translation>Golpe: %1. Gana material.</translation>
    </message>
    <message>
        <source>Shot missed: %1 wins material.</source>
        <translation>Golpe desaprovechado: %1 gana material.</translation>
    </message>
</context>
<context>
    <name>AnalysisPage</name>
    <message>
        <source>Analyse a game</source>
        <translation>Analizar una partida</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Analysis — %1</source>
        <translation>Análisis — %1</translation>
    </message>
    <message>
        <source>Analysing: %1 of %2 positions</source>
        <translation>Analizando: %1 de %2 posiciones</translation>
    </message>
    <message>
        <source>Analysis done</source>
        <translation>Análisis terminado</translation>
    </message>
    <message>
        <source>Evaluation along the game</source>
        <translation>Valoración a lo largo de la partida</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>After %1 %2</source>
        <translation>Tras %1 %2</translation>
    </message>
    <message>
        <source>Evaluation: %1 (%2)</source>
        <translation>Valoración: %1 (%2)</translation>
    </message>
    <message>
        <source>Evaluation: %1</source>
        <translation>Valoración: %1</translation>
    </message>
    <message>
        <source>Evaluation: the engine is still thinking…</source>
        <translation>Valoración: el motor todavía está pensando…</translation>
    </message>
    <message>
        <source>Best line: %1</source>
        <translation>Mejor línea: %1</translation>
    </message>
    <message>
        <source>First position</source>
        <translation>Primera posición</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>Primera posición (Inicio)</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <source>Previous move (Left)</source>
        <translation>Jugada anterior (flecha izquierda)</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>Next move (Right)</source>
        <translation>Jugada siguiente (flecha derecha)</translation>
    </message>
    <message>
        <source>Last position</source>
        <translation>Última posición</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Última posición (Fin)</translation>
    </message>
    <message>
        <source>%1 moves changed the result.</source>
        <translation>%1 jugadas cambiaron el resultado.</translation>
    </message>
    <message>
        <source>One move changed the result.</source>
        <translation>Una jugada cambió el resultado.</translation>
    </message>
    <message>
        <source>No move has changed the result so far.</source>
        <translation>Hasta ahora ninguna jugada ha cambiado el resultado.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>No move changed the result.</source>
        <translation>Ninguna jugada cambió el resultado.</translation>
    </message>
    <message>
        <source>The evaluation after each move shows here once the game has moves.</source>
        <translation>Aquí se verá la evaluación tras cada jugada, cuando la partida tenga jugadas.</translation>
    </message>
    <message>
        <source>Shots: %1 played, %2 missed.</source>
        <translation>Golpes jugados: %1; desaprovechados: %2.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The game could not be saved to %1 (%2).</source>
        <translation>No se pudo guardar la partida en %1 (%2).</translation>
    </message>
</context>
<context>
    <name>AutosaveProblem</name>
    <message>
        <source>the file cannot be opened (%1)</source>
        <translation>no se puede abrir el archivo (%1)</translation>
    </message>
    <message>
        <source>a “,” or a “}” is missing</source>
        <translation>falta una “,” o una “}”</translation>
    </message>
    <message>
        <source>a “:” is missing after a name</source>
        <translation>falta un “:” después de un nombre</translation>
    </message>
    <message>
        <source>a “,” or a “]” is missing</source>
        <translation>falta una “,” o un “]”</translation>
    </message>
    <message>
        <source>a “,” is missing between two values</source>
        <translation>falta una “,” entre dos valores</translation>
    </message>
    <message>
        <source>a text holds a “\” that starts no known character</source>
        <translation>un texto tiene una “\” que no introduce ningún carácter conocido</translation>
    </message>
    <message>
        <source>a text holds bytes that are not UTF-8</source>
        <translation>un texto tiene bytes que no son UTF-8</translation>
    </message>
    <message>
        <source>a text is not closed with “&quot;”</source>
        <translation>un texto no se cierra con “&quot;”</translation>
    </message>
    <message>
        <source>a “{” should open the file</source>
        <translation>el archivo debería empezar con “{”</translation>
    </message>
    <message>
        <source>the values are nested too deeply</source>
        <translation>los valores están anidados a demasiada profundidad</translation>
    </message>
    <message>
        <source>the file is too large</source>
        <translation>el archivo es demasiado grande</translation>
    </message>
    <message>
        <source>there is more text after the end</source>
        <translation>hay más texto después del final</translation>
    </message>
    <message>
        <source>a value cannot be read here</source>
        <translation>aquí no se puede leer ningún valor</translation>
    </message>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>the file does not hold a saved game</source>
        <translation>el archivo no contiene una partida guardada</translation>
    </message>
    <message>
        <source>unknown format %1 (this version reads format %2)</source>
        <translation>formato %1 desconocido (esta versión lee el formato %2)</translation>
    </message>
    <message>
        <source>unknown variant “%1”</source>
        <translation>modalidad desconocida «%1»</translation>
    </message>
    <message>
        <source>the start position is not a valid FEN (at character %1: %2)</source>
        <translation>la posición inicial no es un FEN válido (en el carácter %1: %2)</translation>
    </message>
    <message>
        <source>the start position is not a valid FEN (%1)</source>
        <translation>la posición inicial no es un FEN válido (%1)</translation>
    </message>
    <message>
        <source>the list of moves is missing</source>
        <translation>falta la lista de jugadas</translation>
    </message>
    <message>
        <source>move %1 is not text</source>
        <translation>la jugada %1 no es texto</translation>
    </message>
    <message>
        <source>it names no squares of this board</source>
        <translation>no nombra ninguna casilla de este tablero</translation>
    </message>
    <message>
        <source>it could be several captures</source>
        <translation>podría ser varias capturas</translation>
    </message>
    <message>
        <source>it is not a legal move in that position</source>
        <translation>no es una jugada legal en esa posición</translation>
    </message>
    <message>
        <source>move %1 (%2) cannot be played: %3</source>
        <translation>la jugada %1 (%2) no se puede jugar: %3</translation>
    </message>
    <message>
        <source>the player&apos;s side “%1” is neither white nor black</source>
        <translation>el bando del jugador, «%1», no es ni blancas ni negras</translation>
    </message>
    <message>
        <source>level %1 is not between 1 and 10</source>
        <translation>el nivel %1 no está entre 1 y 10</translation>
    </message>
    <message>
        <source>unknown ending “%1”</source>
        <translation>final de partida desconocido «%1»</translation>
    </message>
    <message>
        <source>the file ends in the middle of a number</source>
        <translation>el archivo termina en medio de un número</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>el archivo está vacío</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Use the arrow keys to move over the squares and Enter to pick a piece or a square.</source>
        <translation>Usa las flechas para recorrer las casillas y Intro para elegir una pieza o una casilla.</translation>
    </message>
</context>
<context>
    <name>BoardModel</name>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>white man</source>
        <translation>peón blanco</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>dama blanca</translation>
    </message>
    <message>
        <source>black man</source>
        <translation>peón negro</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>dama negra</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>, picked</source>
        <translation>, elegida</translation>
    </message>
    <message>
        <source>, you can move here</source>
        <translation>, puedes mover aquí</translation>
    </message>
    <message>
        <source>, hinted</source>
        <translation>, sugerida</translation>
    </message>
    <message>
        <source>, marked</source>
        <translation>, marcada</translation>
    </message>
    <message>
        <source>, must capture</source>
        <translation>, debe capturar</translation>
    </message>
    <message>
        <source>, will be taken</source>
        <translation>, será capturada</translation>
    </message>
</context>
<context>
    <name>BrazilianArticle</name>
    <message>
        <source>How to play Brazilian draughts</source>
        <translation>Cómo jugar a las damas brasileñas</translation>
    </message>
    <message>
        <source>Brazilian draughts</source>
        <translation>Damas brasileñas</translation>
    </message>
    <message>
        <source>International rules on a small board</source>
        <translation>Reglas internacionales en un tablero pequeño</translation>
    </message>
    <message>
        <source>Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.</source>
        <translation>Cada diagrama es una posición de ejemplo, con las blancas abajo. Cualquiera de ellos se puede jugar contra la computadora o abrir en la lección de la que procede.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>El comienzo de la partida</translation>
    </message>
    <message>
        <source>The start position; a1, the dark corner on White&apos;s left, begins the main diagonal.</source>
        <translation>La posición inicial; a1, la esquina oscura a la izquierda de las blancas, abre la gran diagonal.</translation>
    </message>
    <message>
        <source>Men and captures</source>
        <translation>Peones y capturas</translation>
    </message>
    <message>
        <source>The man on a1 takes b2, d4 and f6 in one move, written a1xg7.</source>
        <translation>El peón de a1 toma b2, d4 y f6 en una sola jugada, que se escribe a1xg7.</translation>
    </message>
    <message>
        <source>The capture that takes the most</source>
        <translation>La captura que más piezas toma</translation>
    </message>
    <message>
        <source>Three men can capture, but only g3 takes three pieces: g3xa5 is the move.</source>
        <translation>Tres peones pueden capturar, pero solo g3 toma tres piezas: la jugada es g3xa5.</translation>
    </message>
    <message>
        <source>Flying kings</source>
        <translation>Damas voladoras</translation>
    </message>
    <message>
        <source>From d4 the king reaches every square under the arrows.</source>
        <translation>Desde d4 la dama llega a todas las casillas que cubren las flechas.</translation>
    </message>
    <message>
        <source>Crowning only at the end of the move</source>
        <translation>Coronar solo al final de la jugada</translation>
    </message>
    <message>
        <source>The man on d6 jumps e7 to f8 and must go on over g7 to h6: it ends on h6 as a man.</source>
        <translation>El peón de d6 salta e7 hasta f8 y debe seguir sobre g7 hasta h6: termina en h6 como peón.</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>Moves, with an x</source>
        <translation>Las jugadas, con una x</translation>
    </message>
    <message>
        <source>A move joins its two squares with a hyphen, as in c3-d4, and a capture with an x, as in c3xe5. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.</source>
        <translation>Una jugada une sus dos casillas con un guion, como en c3-d4, y una captura con una x, como en c3xe5. Una captura de varias piezas solo escribe dónde empieza y dónde termina, salvo que dos capturas compartan ambas casillas.</translation>
    </message>
    <message>
        <source>Brazilian draughts, under the official rules of the Brazilian Draughts Confederation (CBD), is international draughts on the %1×%1 board: men capture backward too, kings fly, and you must make the capture that takes the most pieces. The points cited below are those of the Regras Oficiais do Jogo de Damas, the numbered text of the rules that the Brazilian federations publish.</source>
        <translation>Las damas brasileñas, con las reglas oficiales de la Confederación Brasileña de Damas (CBD), son las damas internacionales en el tablero de %1×%1: los peones también capturan hacia atrás, las damas vuelan y hay que hacer la captura que toma más piezas. Los puntos citados más abajo son los de las Regras Oficiais do Jogo de Damas, el texto numerado de las reglas que publican las federaciones brasileñas.</translation>
    </message>
    <message>
        <source>The game is played on the %1 dark squares of the %2×%2 board (Regras Oficiais, point 2), named like a chessboard: columns a to %3 from White&apos;s left, rows 1 to %2 from White&apos;s side. The long dark diagonal, the main diagonal, starts at each player&apos;s left (point 3). Each side has %4 men on its first %5 rows. White, the light pieces, moves first (point 4).</source>
        <translation>Se juega en las %1 casillas oscuras del tablero de %2×%2 (Regras Oficiais, punto 2), nombradas como en el ajedrez: columnas de la a a la %3 desde la izquierda de las blancas, filas del 1 al %2 desde el lado de las blancas. La larga diagonal oscura, la gran diagonal, empieza a la izquierda de cada jugador (punto 3). Cada bando tiene %4 peones en sus %5 primeras filas. Empiezan las blancas, las piezas claras (punto 4).</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward (Regras Oficiais, point 5), and captures forward or backward (point 11), over an enemy piece next to it onto the empty square behind. Capturing is compulsory (point 9) and a capture is finished while the piece can jump again. It may cross the same empty square more than once (point 14), but the pieces jumped leave the board only when the move is over, so none is jumped twice (point 15).</source>
        <translation>Un peón avanza una casilla en diagonal (Regras Oficiais, punto 5) y captura hacia delante o hacia atrás (punto 11), sobre una pieza rival contigua, hasta la casilla vacía de detrás. La captura es obligatoria (punto 9) y se completa mientras la pieza pueda volver a saltar. Puede pasar más de una vez por la misma casilla vacía (punto 14), pero las piezas saltadas salen del tablero solo al terminar la jugada, así que ninguna se salta dos veces (punto 15).</translation>
    </message>
    <message>
        <source>When several captures are possible, you must make the one that takes the most pieces (Regras Oficiais, point 12); a king counts as one piece, like a man (point 10). Only between captures that take the same number may you choose.</source>
        <translation>Cuando hay varias capturas posibles, hay que hacer la que toma más piezas (Regras Oficiais, punto 12); una dama cuenta como una pieza, igual que un peón (punto 10). Solo entre capturas que toman el mismo número puedes elegir (es la regla de la mayoría).</translation>
    </message>
    <message>
        <source>A king moves any distance along a free diagonal, forward or backward (Regras Oficiais, point 8). It captures from afar: after the last piece it takes, it may stop on any free square behind it (point 17); before that, if one of the squares behind a piece lets it capture again, it must land on one that does.</source>
        <translation>Una dama recorre cualquier distancia por una diagonal libre, hacia delante o hacia atrás (Regras Oficiais, punto 8). Captura a distancia: tras la última pieza que toma, puede pararse en cualquier casilla libre detrás de ella (punto 17); antes, si una de las casillas detrás de una pieza le permite seguir capturando, debe caer en una que lo permita.</translation>
    </message>
    <message>
        <source>A man is crowned when its move ends on the far row (Regras Oficiais, point 6). If a capture only passes over that row and goes on, the man stays a man (point 13).</source>
        <translation>Un peón corona cuando su jugada termina en la última fila (Regras Oficiais, punto 6). Si una captura solo pasa por esa fila y sigue, el peón sigue siendo peón (punto 13).</translation>
    </message>
    <message>
        <source>The aim is to capture or block all the opponent&apos;s pieces (Regras Oficiais, point 1): if it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The program also ends a game as a draw by itself: the same position for the third time; %1 moves by each side with no capture and no man moved, only kings (point 16); and %2 moves by each side in the short endings that the article Draws and endgames lists.</source>
        <translation>El objetivo es capturar o bloquear todas las piezas del rival (Regras Oficiais, punto 1): si es tu turno y no te quedan piezas o no tienes ninguna jugada legal, has perdido. Se pueden proponer tablas con Ofrecer tablas. El programa también declara tablas por sí mismo: la misma posición por tercera vez; %1 jugadas por bando sin captura y sin mover ningún peón, solo damas (punto 16); y %2 jugadas por bando en los finales cortos que enumera el artículo Tablas y finales.</translation>
    </message>
</context>
<context>
    <name>CounterPanel</name>
    <message>
        <source>Draw counts</source>
        <translation>Cuentas de tablas</translation>
    </message>
    <message>
        <source>No count is running in this position.</source>
        <translation>Ninguna cuenta corre en esta posición.</translation>
    </message>
</context>
<context>
    <name>DiagramBoard</name>
    <message>
        <source>“%1” is not a variant</source>
        <translation>“%1” no es una modalidad</translation>
    </message>
    <message>
        <source>The diagram&apos;s position cannot be read: %1</source>
        <translation>No se puede leer la posición del diagrama: %1</translation>
    </message>
    <message>
        <source>The diagram marks “%1”, which is not a square of this board</source>
        <translation>El diagrama marca “%1”, que no es una casilla de este tablero</translation>
    </message>
</context>
<context>
    <name>DiagramView</name>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Open its lesson</source>
        <translation>Abrir su lección</translation>
    </message>
</context>
<context>
    <name>DrawCounterModel</name>
    <message>
        <source>Moves left: White %1, Black %2</source>
        <translation>Jugadas restantes: blancas %1, negras %2</translation>
    </message>
    <message>
        <source>Moves left for White, the stronger side: %1</source>
        <translation>Jugadas restantes de las blancas, el bando más fuerte: %1</translation>
    </message>
    <message>
        <source>Moves left for Black, the stronger side: %1</source>
        <translation>Jugadas restantes de las negras, el bando más fuerte: %1</translation>
    </message>
</context>
<context>
    <name>DrawsArticle</name>
    <message>
        <source>Draws and endgames: the counts that end a game by themselves</source>
        <translation>Tablas y finales: las cuentas que terminan una partida por sí solas</translation>
    </message>
    <message>
        <source>Draws and endgames</source>
        <translation>Tablas y finales</translation>
    </message>
    <message>
        <source>Draws nobody has to claim</source>
        <translation>Tablas que nadie tiene que reclamar</translation>
    </message>
    <message>
        <source>A game here can end in a draw without anyone offering one. A federation may apply some of its draw rules only when a player claims them. Here the limits below apply by themselves: the moment a count runs out, the game is over, and the result line says why: “%1”, “%2” or “%3”.</source>
        <translation>Aquí una partida puede terminar en tablas sin que nadie las ofrezca. Una federación puede aplicar algunas de sus reglas de tablas solo cuando un jugador las reclama. En este programa los límites de abajo se aplican solos: en cuanto una cuenta se agota, la partida se acaba, y la línea del resultado explica el motivo: “%1”, “%2” o “%3”.</translation>
    </message>
    <message>
        <source>Counted in each player&apos;s moves</source>
        <translation>Contadas en jugadas de cada jugador</translation>
    </message>
    <message>
        <source>Every count below is in moves of each player: five moves mean five by White and five by Black. The two Russian limits that name the stronger side count that side&apos;s moves only.</source>
        <translation>Todas las cuentas de abajo van en jugadas de cada jugador: cinco jugadas son cinco de las blancas y cinco de las negras. Los dos límites rusos que mencionan al bando más fuerte solo cuentan las jugadas de ese bando.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Triple repetición</translation>
    </message>
    <message>
        <source>In all four variants, the same pieces on the same squares, with the same side to move, for the third time, is a draw. The three times need not come one after another. A capture or a man move wipes the slate clean, because after either of them no earlier position can come back.</source>
        <translation>En las cuatro modalidades, las mismas piezas en las mismas casillas, con el mismo bando al turno, por tercera vez, son tablas. Las tres veces no tienen por qué ser seguidas. Una captura o un movimiento de peón hace borrón y cuenta nueva, porque después de cualquiera de los dos ninguna posición anterior puede repetirse.</translation>
    </message>
    <message>
        <source>White is a king up and throws the advantage away by moving its kings back and forth. A repetition needs both sides back on the same squares, so the side ahead has a say in it.</source>
        <translation>Las blancas tienen una dama de más y desperdician la ventaja moviendo sus damas de un lado a otro. Para repetir, los dos bandos tienen que volver a las mismas casillas, así que el bando que va ganando también decide.</translation>
    </message>
    <message>
        <source>American checkers</source>
        <translation>Damas americanas</translation>
    </message>
    <message>
        <source>The %1-move rule</source>
        <translation>La regla de las %1 jugadas</translation>
    </message>
    <message>
        <source>The game is drawn when, over their own previous %1 moves, neither player has advanced a man towards the crowning row and no piece has left the board. In practice that is %1 moves by each side in which only kings move. A man move or a capture starts the count again. There is no shorter limit for endings.</source>
        <translation>La partida es tablas cuando, en sus propias %1 jugadas anteriores, ningún jugador ha avanzado un peón hacia la fila de coronación y ninguna pieza ha salido del tablero. En la práctica son %1 jugadas por bando en las que solo se mueven damas. Un movimiento de peón o una captura reinicia la cuenta. No hay un límite más corto para los finales.</translation>
    </message>
    <message>
        <source>Brazilian draughts</source>
        <translation>Damas brasileñas</translation>
    </message>
    <message>
        <source>%1 moves by each side with kings only, no capture and no man moved. A man move or a capture starts this count again.</source>
        <translation>%1 jugadas por bando solo con damas, sin captura y sin mover ningún peón. Un movimiento de peón o una captura reinicia esta cuenta.</translation>
    </message>
    <message>
        <source>The %1-move endings</source>
        <translation>Los finales de %1 jugadas</translation>
    </message>
    <message>
        <source>%1 moves by each side in these endings: %2.</source>
        <translation>%1 jugadas por bando en estos finales: %2.</translation>
    </message>
    <message>
        <source>%1 moves by each side when %2 face a lone king on the main diagonal, as long as it is the only piece on it. Off the diagonal, only the %3-move count applies.</source>
        <translation>%1 jugadas por bando cuando %2 se enfrentan a una dama solitaria en la gran diagonal, mientras sea la única pieza que hay en ella. Fuera de la diagonal solo vale la cuenta de %3 jugadas.</translation>
    </message>
    <message>
        <source>In the %1-move endings a man move or a capture starts nothing again: there is a single count for the whole stretch of those positions.</source>
        <translation>En los finales de %1 jugadas, ni un movimiento de peón ni una captura reinician nada: hay una sola cuenta para todo el tramo de esas posiciones.</translation>
    </message>
    <message>
        <source>International draughts</source>
        <translation>Damas internacionales</translation>
    </message>
    <message>
        <source>%1 moves by each side with kings only, no man moved and no capture. A man move or a capture starts this count again.</source>
        <translation>%1 jugadas por bando solo con damas, sin mover ningún peón y sin captura. Un movimiento de peón o una captura reinicia esta cuenta.</translation>
    </message>
    <message>
        <source>The %1-move ending</source>
        <translation>El final de %1 jugadas</translation>
    </message>
    <message>
        <source>%1 moves by each side with %2 against a lone king. A piece taken during those %1 moves does not start them again.</source>
        <translation>%1 jugadas por bando con %2 contra una dama solitaria. Una pieza capturada durante esas %1 jugadas no las reinicia.</translation>
    </message>
    <message>
        <source>%1 moves on the main diagonal</source>
        <translation>%1 jugadas en la gran diagonal</translation>
    </message>
    <message>
        <source>%1 moves by each side as soon as the lone king of that ending is the only piece on the main diagonal.</source>
        <translation>%1 jugadas por bando en cuanto la dama solitaria de ese final es la única pieza en la gran diagonal.</translation>
    </message>
    <message>
        <source>%1 moves by each side with %2 against a lone king. If a capture leads here from the %3-move ending, whichever deadline comes first applies.</source>
        <translation>%1 jugadas por bando con %2 contra una dama solitaria. Si una captura lleva aquí desde el final de %3 jugadas, se aplica el plazo que venza primero.</translation>
    </message>
    <message>
        <source>Russian draughts</source>
        <translation>Damas rusas</translation>
    </message>
    <message>
        <source>The limits are taken from the Russian rules of 2022.</source>
        <translation>Los límites proceden de las reglas rusas de 2022.</translation>
    </message>
    <message>
        <source>Three kings against one</source>
        <translation>Tres damas contra una</translation>
    </message>
    <message>
        <source>With %1 against a lone king, the game is drawn if the stronger side has not taken it by its %2th move since the start of that ending.</source>
        <translation>Con %1 contra una dama solitaria, la partida es tablas si el bando más fuerte no la ha capturado en su %2.ª jugada desde el inicio de ese final.</translation>
    </message>
    <message>
        <source>The main diagonal</source>
        <translation>La gran diagonal</translation>
    </message>
    <message>
        <source>With %1, none of them on the main diagonal, against a lone king standing on it: the same, by the stronger side&apos;s %2th move.</source>
        <translation>Con %1, ninguna en la gran diagonal, contra una dama solitaria situada en ella: lo mismo, en la %2.ª jugada del bando más fuerte.</translation>
    </message>
    <message>
        <source>Kings on both sides</source>
        <translation>Damas en ambos bandos</translation>
    </message>
    <message>
        <source>Both sides have kings, and nothing is captured or crowned: %1 moves by each side with %2 or %3 pieces on the board, %4 with %5 or %6, %7 with %8 or %9. Man moves do not start this count again.</source>
        <translation>Los dos bandos tienen damas y no se captura ni se corona nada: %1 jugadas por bando con %2 o %3 piezas en el tablero, %4 con %5 o %6, %7 con %8 o %9. Los movimientos de peón no reinician esta cuenta.</translation>
    </message>
    <message>
        <source>Only kings moving</source>
        <translation>Solo se mueven damas</translation>
    </message>
    <message>
        <source>Only kings have moved, no man and nothing captured: %1 moves by each side with %2 or %3 pieces, %4 with %5 or %6. This count does not apply with fewer than %7 pieces, nor with %8 or more.</source>
        <translation>Solo se han movido damas, ningún peón, y no se ha capturado nada: %1 jugadas por bando con %2 o %3 piezas, %4 con %5 o %6. Esta cuenta no se aplica con menos de %7 piezas, ni con %8 o más.</translation>
    </message>
    <message>
        <source>What this means on the board</source>
        <translation>Qué significa esto en el tablero</translation>
    </message>
    <message>
        <source>If you are ahead, the count is your opponent&apos;s best defence, so treat it like a clock.</source>
        <translation>Si vas ganando, la cuenta es la mejor defensa de tu rival, así que trátala como un reloj.</translation>
    </message>
    <message>
        <source>Do not shuffle your kings. A king move that changes nothing uses up the count, and the third appearance of a position ends the game on the spot. Every move should bring a piece closer to a capture or to a new king.</source>
        <translation>No muevas las damas por moverlas. Una jugada de dama que no cambia nada consume la cuenta, y la tercera aparición de una posición termina la partida en el acto. Cada jugada debe acercar una pieza a una captura o a una nueva dama.</translation>
    </message>
    <message>
        <source>Know the number before simplifying. Two kings against one give you %1 moves by each side in Brazilian, International and Russian draughts. If you cannot see the win in that time, keep more pieces for now.</source>
        <translation>Conoce el número antes de simplificar. Dos damas contra una te dan %1 jugadas por bando en las damas brasileñas, internacionales y rusas. Si no ves la victoria en ese plazo, conserva más piezas de momento.</translation>
    </message>
    <message>
        <source>Spend man moves where they count. A man move starts the kings-only counts again in American, Brazilian and International draughts, so it pays to keep in reserve a man that can still move safely. It does not start the endgame counts again. In Russian draughts it starts the kings-only count again, but the count with no capture and no crowning keeps running.</source>
        <translation>Gasta los movimientos de peón donde cuenten. Un movimiento de peón reinicia las cuentas de solo damas en las damas americanas, brasileñas e internacionales, así que conviene guardar en reserva un peón que todavía pueda moverse sin peligro. No reinicia las cuentas de final. En las damas rusas reinicia la cuenta de solo damas, pero la cuenta sin captura ni coronación sigue corriendo.</translation>
    </message>
    <message>
        <source>Take the main diagonal first. The main-diagonal counts of Brazilian, International and Russian draughts need the lone king to hold it, so a king of yours already standing there keeps them from starting.</source>
        <translation>Ocupa primero la gran diagonal. Las cuentas de la gran diagonal de las damas brasileñas, internacionales y rusas necesitan que la dama solitaria la ocupe, así que una dama tuya que ya esté ahí impide que empiecen.</translation>
    </message>
    <message>
        <source>Brazilian draughts: three white kings against the black king on h8. The white king on a1 shares the main diagonal with it, so the lone king is not alone there.</source>
        <translation>Damas brasileñas: tres damas blancas contra la dama negra de h8. La dama blanca de a1 comparte con ella la gran diagonal, así que la dama solitaria no está sola ahí.</translation>
    </message>
    <message>
        <source>As long as that king stays on the diagonal, White keeps the whole %1 moves by each side.</source>
        <translation>Mientras esa dama siga en la diagonal, las blancas conservan las %1 jugadas por bando completas.</translation>
    </message>
    <message>
        <source>If you are behind</source>
        <translation>Si vas perdiendo</translation>
    </message>
    <message>
        <source>If you are behind, all of this is your plan. In Brazilian, International and Russian draughts, make for the main diagonal, keep out of reach and let the count run. And if you find the win at the last moment, it stands: the win is checked before any count, so taking the last piece on the last counted move beats the draw.</source>
        <translation>Si vas perdiendo, todo esto es tu plan. En las damas brasileñas, internacionales y rusas, ve hacia la gran diagonal, mantente fuera de alcance y deja correr la cuenta. Y si encuentras la victoria en el último momento, vale: la victoria se comprueba antes que cualquier cuenta, así que capturar la última pieza en la última jugada contada gana a las tablas.</translation>
    </message>
    <message>
        <source>What is not applied</source>
        <translation>Lo que no se aplica</translation>
    </message>
    <message>
        <source>Three parts of the Russian rules depend on an arbiter or on the clock, and the program does not apply them: an arbiter&apos;s judgement that a position is clearly drawn (6.1.8.7), a decision that depends on the time control (6.1.10.4), and the arbiter&apos;s exception to the main-diagonal count when a chance to win arises (part of 6.1.8.5).</source>
        <translation>Tres partes de las reglas rusas dependen de un árbitro o del reloj, y el programa no las aplica: el criterio de un árbitro de que una posición es claramente tablas (6.1.8.7), una decisión que depende del ritmo de juego (6.1.10.4) y la excepción del árbitro a la cuenta de la gran diagonal cuando surge una posibilidad de ganar (parte del 6.1.8.5).</translation>
    </message>
    <message>
        <source>Try it</source>
        <translation>Pruébalo</translation>
    </message>
    <message>
        <source>The lessons of each variant have steps on repetition and the move counts. To get a feel for the counts, play the computer on the play page and, when the game reaches an ending with kings, count the moves you have left.</source>
        <translation>Las lecciones de cada modalidad tienen pasos sobre la repetición y las cuentas de jugadas. Para sentir las cuentas, juega contra la computadora en la pantalla de juego y, cuando la partida llegue a un final de damas, cuenta las jugadas que te quedan.</translation>
    </message>
    <message>
        <source>The rule is article 1.32.2 of the WCDF Rules of Draughts.</source>
        <translation>La regla es el artículo 1.32.2 de las Rules of Draughts de la WCDF.</translation>
    </message>
    <message>
        <source>The limits are articles 6.2, 6.3 and 6.4 of the official FMJD rules for international draughts.</source>
        <translation>Los límites son los artículos 6.2, 6.3 y 6.4 de las reglas oficiales de la FMJD para las damas internacionales.</translation>
    </message>
    <message>
        <source>The limits are taken from the official rules of the CBD. The %1-move rule is point 16 of the Regras Oficiais do Jogo de Damas, the numbered text of those rules that the Brazilian federations publish; the %2-move endings are not in that text.</source>
        <translation>Los límites proceden de las reglas oficiales de la CBD. La regla de las %1 jugadas es el punto 16 de las Regras Oficiais do Jogo de Damas, el texto numerado de esas reglas que publican las federaciones brasileñas; los finales de %2 jugadas no están en ese texto.</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <source>Set up a position</source>
        <translation>Preparar una posición</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Use the arrow keys to move over the squares and Enter to put the chosen piece on a square.</source>
        <translation>Usa las flechas para moverte por las casillas e Intro para poner la pieza elegida en una casilla.</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>Click a square to put</source>
        <translation>Haz clic en una casilla para poner</translation>
    </message>
    <message>
        <source>White man</source>
        <translation>Peón blanco</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Dama blanca</translation>
    </message>
    <message>
        <source>Black man</source>
        <translation>Peón negro</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Dama negra</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>A click on a piece of the same kind removes it. Drag a piece to move it, or off the board to remove it.</source>
        <translation>Un clic sobre una pieza del mismo tipo la quita. Arrastra una pieza para moverla, o fuera del tablero para quitarla.</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Bando al que le toca</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Pieces: White %1, Black %2</source>
        <translation>Piezas: blancas %1, negras %2</translation>
    </message>
    <message>
        <source>A game can start from this position.</source>
        <translation>Se puede empezar una partida desde esta posición.</translation>
    </message>
    <message>
        <source>FEN of the position</source>
        <translation>FEN de la posición</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Copiar FEN</translation>
    </message>
    <message>
        <source>Play from this position…</source>
        <translation>Jugar desde esta posición…</translation>
    </message>
    <message>
        <source>Practise it against the computer</source>
        <translation>Practicarla contra la computadora</translation>
    </message>
</context>
<context>
    <name>EngineTexts</name>
    <message>
        <source>American checkers</source>
        <translation>Damas americanas</translation>
    </message>
    <message>
        <source>Brazilian draughts</source>
        <translation>Damas brasileñas</translation>
    </message>
    <message>
        <source>International draughts</source>
        <translation>Damas internacionales</translation>
    </message>
    <message>
        <source>Russian draughts</source>
        <translation>Damas rusas</translation>
    </message>
    <message>
        <source>8×8. Men capture forward only, kings move one square, any capture may be chosen.</source>
        <translation>8×8. Los peones solo capturan hacia delante, las damas se mueven de casilla en casilla y se puede elegir cualquier captura.</translation>
    </message>
    <message>
        <source>8×8. Men capture backwards too, kings fly, the capture that takes the most pieces is compulsory.</source>
        <translation>8×8. Los peones también capturan hacia atrás, las damas son de largo alcance y es obligatoria la captura que se lleva más piezas.</translation>
    </message>
    <message>
        <source>10×10. Men capture backwards too, kings fly, the capture that takes the most pieces is compulsory.</source>
        <translation>10×10. Los peones también capturan hacia atrás, las damas son de largo alcance y es obligatoria la captura que se lleva más piezas.</translation>
    </message>
    <message>
        <source>8×8. Men capture backwards too, kings fly, any capture may be chosen, and a man crowned during a capture goes on as a king.</source>
        <translation>8×8. Los peones también capturan hacia atrás, las damas son de largo alcance, se puede elegir cualquier captura y un peón que corona en plena captura sigue como dama.</translation>
    </message>
    <message>
        <source>Pick one of your pieces first.</source>
        <translation>Primero elige una de tus piezas.</translation>
    </message>
    <message>
        <source>That piece is not yours.</source>
        <translation>Esa pieza no es tuya.</translation>
    </message>
    <message>
        <source>That square is taken.</source>
        <translation>Esa casilla está ocupada.</translation>
    </message>
    <message>
        <source>Pieces move diagonally, on the dark squares.</source>
        <translation>Las piezas se mueven en diagonal, por las casillas oscuras.</translation>
    </message>
    <message>
        <source>Men move forward only.</source>
        <translation>Los peones solo avanzan hacia delante.</translation>
    </message>
    <message>
        <source>A man moves one square at a time.</source>
        <translation>Un peón avanza de casilla en casilla.</translation>
    </message>
    <message>
        <source>Kings move one square at a time in this variant.</source>
        <translation>En esta modalidad las damas se mueven de casilla en casilla.</translation>
    </message>
    <message>
        <source>You cannot jump over your own piece.</source>
        <translation>No puedes saltar por encima de una pieza propia.</translation>
    </message>
    <message>
        <source>Two pieces in a row cannot be jumped.</source>
        <translation>No se pueden saltar dos piezas seguidas.</translation>
    </message>
    <message>
        <source>Men capture forward only in this variant.</source>
        <translation>En esta modalidad los peones solo capturan hacia delante.</translation>
    </message>
    <message>
        <source>Capture is obligatory.</source>
        <translation>La captura es obligatoria.</translation>
    </message>
    <message>
        <source>Capture is obligatory, and men capture backwards in this variant.</source>
        <translation>La captura es obligatoria, y en esta modalidad los peones también capturan hacia atrás.</translation>
    </message>
    <message>
        <source>You must take the most pieces.</source>
        <translation>Debes capturar el mayor número de piezas.</translation>
    </message>
    <message>
        <source>The capture is not finished: keep jumping.</source>
        <translation>La captura no ha terminado: sigue saltando.</translation>
    </message>
    <message>
        <source>That piece cannot move.</source>
        <translation>Esa pieza no puede moverse.</translation>
    </message>
    <message>
        <source>That move is not allowed.</source>
        <translation>Esa jugada no está permitida.</translation>
    </message>
    <message>
        <source>Kings on both sides</source>
        <translation>Damas en ambos bandos</translation>
    </message>
    <message>
        <source>Only kings moving</source>
        <translation>Solo se mueven damas</translation>
    </message>
    <message>
        <source>A capture or a man move starts it again.</source>
        <translation>Una captura o un movimiento de peón la reinicia.</translation>
    </message>
    <message>
        <source>A capture or a promotion starts it again; a plain man move does not.</source>
        <translation>Una captura o una coronación la reinicia; un simple movimiento de peón, no.</translation>
    </message>
    <message>
        <source>Nothing starts it again. Only the stronger side&apos;s moves count.</source>
        <translation>Nada la reinicia. Solo cuentan las jugadas del bando más fuerte.</translation>
    </message>
    <message>
        <source>Nothing starts it again, not even a capture.</source>
        <translation>Nada la reinicia, ni siquiera una captura.</translation>
    </message>
    <message>
        <source>Nothing starts it again. It ends if the lone king leaves the diagonal or another piece comes onto it.</source>
        <translation>Nada la reinicia. Termina si la dama solitaria sale de la diagonal u otra pieza entra en ella.</translation>
    </message>
    <message>
        <source>Nothing starts it again.</source>
        <translation>Nada la reinicia.</translation>
    </message>
    <message>
        <source>The same position appeared three times</source>
        <translation>La misma posición apareció tres veces</translation>
    </message>
    <message>
        <source>Move limit: too long without captures</source>
        <translation>Límite de jugadas: demasiado tiempo sin capturas</translation>
    </message>
    <message>
        <source>Endgame rule: the stronger side did not win in the moves allowed</source>
        <translation>Regla de final: el bando más fuerte no ganó en las jugadas permitidas</translation>
    </message>
    <message>
        <source>This position has occurred twice: a third time draws.</source>
        <translation>Esta posición ya se ha dado dos veces: una tercera vez es tablas.</translation>
    </message>
    <message>
        <source>This position has occurred three times.</source>
        <translation>Esta posición se ha dado tres veces.</translation>
    </message>
    <message>
        <source>there is no piece on its start square</source>
        <translation>no hay ninguna pieza en su casilla de salida</translation>
    </message>
    <message>
        <source>the piece on its start square belongs to the other side</source>
        <translation>la pieza de su casilla de salida es del otro bando</translation>
    </message>
    <message>
        <source>its end square is taken</source>
        <translation>su casilla de llegada está ocupada</translation>
    </message>
    <message>
        <source>pieces move diagonally</source>
        <translation>las piezas se mueven en diagonal</translation>
    </message>
    <message>
        <source>men move forward only</source>
        <translation>los peones solo avanzan</translation>
    </message>
    <message>
        <source>a man moves one square at a time</source>
        <translation>un peón avanza una sola casilla</translation>
    </message>
    <message>
        <source>kings move one square at a time in this variant</source>
        <translation>en esta modalidad las damas se mueven de una casilla en una casilla</translation>
    </message>
    <message>
        <source>no piece jumps over its own side&apos;s pieces</source>
        <translation>ninguna pieza salta sobre las de su propio bando</translation>
    </message>
    <message>
        <source>two pieces in a row cannot be jumped</source>
        <translation>no se pueden saltar dos piezas seguidas</translation>
    </message>
    <message>
        <source>men capture forward only in this variant</source>
        <translation>en esta modalidad los peones solo capturan hacia delante</translation>
    </message>
    <message>
        <source>a capture is obligatory</source>
        <translation>la captura es obligatoria</translation>
    </message>
    <message>
        <source>a capture is obligatory, and men capture backwards in this variant</source>
        <translation>la captura es obligatoria, y en esta modalidad los peones también capturan hacia atrás</translation>
    </message>
    <message>
        <source>the capture must take the most pieces</source>
        <translation>hay que capturar el mayor número de piezas</translation>
    </message>
    <message>
        <source>the capture is not finished</source>
        <translation>la captura no ha terminado</translation>
    </message>
    <message>
        <source>that piece has no move</source>
        <translation>esa pieza no puede moverse</translation>
    </message>
    <message>
        <source>the end of the text</source>
        <translation>el final del texto</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>el FEN está vacío</translation>
    </message>
    <message>
        <source>the side to move must be W or B, not %1</source>
        <translation>el bando que mueve debe ser W o B, no %1</translation>
    </message>
    <message>
        <source>there is more text after the final “.”</source>
        <translation>hay más texto después del “.” final</translation>
    </message>
    <message>
        <source>“:” should start the next section, not %1</source>
        <translation>la siguiente sección debe empezar con “:”, no con %1</translation>
    </message>
    <message>
        <source>W or B should follow “:”, not %1</source>
        <translation>después de “:” debe ir W o B, no %1</translation>
    </message>
    <message>
        <source>the White pieces are given twice</source>
        <translation>las piezas blancas aparecen dos veces</translation>
    </message>
    <message>
        <source>the Black pieces are given twice</source>
        <translation>las piezas negras aparecen dos veces</translation>
    </message>
    <message>
        <source>“,” should separate the squares, not %1</source>
        <translation>las casillas se separan con “,”, no con %1</translation>
    </message>
    <message>
        <source>a square should come here, not %1</source>
        <translation>aquí debe ir una casilla, no %1</translation>
    </message>
    <message>
        <source>there is no square %1 on the %2 board</source>
        <translation>no hay ninguna casilla %1 en el tablero de %2</translation>
    </message>
    <message>
        <source>%1 is a light square of the %2 board: pieces stand on the dark squares</source>
        <translation>%1 es una casilla clara del tablero de %2: las piezas van en las casillas oscuras</translation>
    </message>
    <message>
        <source>the range has no last square</source>
        <translation>al intervalo le falta la última casilla</translation>
    </message>
    <message>
        <source>the range %1-%2 runs backwards</source>
        <translation>el intervalo %1-%2 va al revés</translation>
    </message>
    <message>
        <source>square %1 already holds a piece (given at character %2)</source>
        <translation>la casilla %1 ya tiene una pieza (indicada en el carácter %2)</translation>
    </message>
    <message>
        <source>a white man cannot stand on %1, its crowning row (write K for a king)</source>
        <translation>un peón blanco no puede estar en %1, su fila de coronación (escribe K para una dama)</translation>
    </message>
    <message>
        <source>a black man cannot stand on %1, its crowning row (write K for a king)</source>
        <translation>un peón negro no puede estar en %1, su fila de coronación (escribe K para una dama)</translation>
    </message>
    <message>
        <source>a tag inside a variation: the “(” at line %1, column %2 is not closed</source>
        <translation>una etiqueta dentro de una variante: el “(” de la línea %1, columna %2 no está cerrado</translation>
    </message>
    <message>
        <source>a tag name should follow “[”</source>
        <translation>después de “[” debe ir el nombre de una etiqueta</translation>
    </message>
    <message>
        <source>the value of tag %1 should be in double quotes</source>
        <translation>el valor de la etiqueta %1 debe ir entre comillas dobles</translation>
    </message>
    <message>
        <source>the value of tag %1 is never closed (a “&quot;” is missing)</source>
        <translation>el valor de la etiqueta %1 nunca se cierra (falta una “&quot;”)</translation>
    </message>
    <message>
        <source>the value of tag %1 is not closed before the end of the line</source>
        <translation>el valor de la etiqueta %1 no se cierra antes del final de la línea</translation>
    </message>
    <message>
        <source>tag %1 is not closed with “]”</source>
        <translation>la etiqueta %1 no se cierra con “]”</translation>
    </message>
    <message>
        <source>this comment is never closed (a “}” is missing)</source>
        <translation>este comentario nunca se cierra (falta una “}”)</translation>
    </message>
    <message>
        <source>“{” inside a comment: comments do not nest (the comment opened at line %1, column %2)</source>
        <translation>“{” dentro de un comentario: los comentarios no se anidan (el comentario abierto en la línea %1, columna %2)</translation>
    </message>
    <message>
        <source>“$” should be followed by a number (an annotation such as $1)</source>
        <translation>después de “$” debe ir un número (una anotación como $1)</translation>
    </message>
    <message>
        <source>“)” closes no variation</source>
        <translation>“)” no cierra ninguna variante</translation>
    </message>
    <message>
        <source>“]” closes no tag</source>
        <translation>“]” no cierra ninguna etiqueta</translation>
    </message>
    <message>
        <source>“}” closes no comment</source>
        <translation>“}” no cierra ningún comentario</translation>
    </message>
    <message>
        <source>a quoted text outside a tag</source>
        <translation>un texto entre comillas fuera de una etiqueta</translation>
    </message>
    <message>
        <source>a position set up inside the moves (/.../) cannot be read; start the game from it with a FEN tag</source>
        <translation>no se puede leer una posición planteada dentro de las jugadas (/.../); empieza la partida desde ella con una etiqueta FEN</translation>
    </message>
    <message>
        <source>this variation is never closed (a “)” is missing)</source>
        <translation>esta variante nunca se cierra (falta un “)”)</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; save it as UTF-8</source>
        <translation>el archivo es texto UTF-16; guárdalo como UTF-8</translation>
    </message>
    <message>
        <source>the file holds binary data, not PDN text</source>
        <translation>el archivo contiene datos binarios, no texto PDN</translation>
    </message>
    <message>
        <source>the game has no GameType tag, and no variant was chosen</source>
        <translation>la partida no tiene etiqueta GameType y no se eligió ninguna modalidad</translation>
    </message>
    <message>
        <source>GameType “%1” does not start with a game type number</source>
        <translation>GameType “%1” no empieza con un número de tipo de juego</translation>
    </message>
    <message>
        <source>GameType %1 is not a variant this program plays (20 international, 21 American, 25 Russian, 26 Brazilian)</source>
        <translation>GameType %1 no es una modalidad que este programa juegue (20 internacional, 21 americana, 25 rusa, 26 brasileña)</translation>
    </message>
    <message>
        <source>GameType “%1” does not give the %2 board of game type %3</source>
        <translation>GameType “%1” no indica el tablero de %2 del tipo de juego %3</translation>
    </message>
    <message>
        <source>SetUp “1” says the game starts from a set-up position, but there is no FEN tag</source>
        <translation>SetUp “1” dice que la partida empieza desde una posición planteada, pero no hay etiqueta FEN</translation>
    </message>
    <message>
        <source>three pieces</source>
        <translation>tres piezas</translation>
    </message>
    <message>
        <source>three kings or more, with or without other pieces</source>
        <translation>tres damas o más, con o sin otras piezas</translation>
    </message>
    <message>
        <source>a king</source>
        <translation>una dama</translation>
    </message>
    <message>
        <source>two kings</source>
        <translation>dos damas</translation>
    </message>
    <message>
        <source>three kings</source>
        <translation>tres damas</translation>
    </message>
    <message>
        <source>a king and a man</source>
        <translation>una dama y un peón</translation>
    </message>
    <message>
        <source>two kings and a man</source>
        <translation>dos damas y un peón</translation>
    </message>
    <message>
        <source>a king and two men</source>
        <translation>una dama y dos peones</translation>
    </message>
    <message>
        <source>%1 kings and %2 men</source>
        <translation>%1 damas y %2 peones</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>The items of a list but the last: &quot;two kings, a king and a man&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>The last two items of a list of two (&quot;a king and a man&quot;), then of a longer list, with a comma where the items themselves hold &quot;and&quot; (&quot;two kings, a king and a man, and a king&quot;)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, and %2</source>
        <translation>%1, y %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <extracomment>As above, for choices: &quot;two kings or a king&quot;; &quot;two kings, a king and a man, or a king&quot;</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1, or %2</source>
        <translation>%1, o %2</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <extracomment>A range of numbers of pieces: &quot;4 to 7&quot;</extracomment>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>%1 moves by each side with %2 pieces</source>
        <translation>%1 jugadas por bando con %2 piezas</translation>
    </message>
    <message>
        <source>%1 with %2</source>
        <extracomment>A further limit of a list: &quot;30 with 4 or 5&quot; (moves, then pieces)</extracomment>
        <translation>%1 con %2</translation>
    </message>
    <message>
        <source>%1-move rule</source>
        <translation>Regla de las %1 jugadas</translation>
    </message>
    <message>
        <source>%1-move ending</source>
        <translation>Final de %1 jugadas</translation>
    </message>
    <message>
        <source>%1 moves: the main diagonal</source>
        <translation>%1 jugadas: la gran diagonal</translation>
    </message>
    <message>
        <source>%1 moves: three kings against one</source>
        <translation>%1 jugadas: tres damas contra una</translation>
    </message>
    <message>
        <source>If %1 moves by each side pass with no capture and no man moved, the game is a draw.</source>
        <translation>Si pasan %1 jugadas por bando sin captura y sin mover ningún peón, la partida es tablas.</translation>
    </message>
    <message>
        <source>In these endings there are %1 moves by each side to win, then the game is a draw: %2; or %3 against a lone king that holds the main diagonal alone.</source>
        <translation>En estos finales hay %1 jugadas por bando para ganar; después, la partida es tablas: %2; o %3 contra una dama solitaria que ocupa sola la gran diagonal.</translation>
    </message>
    <message>
        <source>With %1 against a lone king there are %2 moves by each side to win, then the game is a draw.</source>
        <translation>Con %1 contra una dama solitaria hay %2 jugadas por bando para ganar; después, tablas.</translation>
    </message>
    <message>
        <source>With %1 against a lone king: if the stronger side has not taken it by its %2th move, the game is a draw.</source>
        <translation>Con %1 contra una dama solitaria: si el bando más fuerte no la ha capturado en su %2.ª jugada, la partida es tablas.</translation>
    </message>
    <message>
        <source>With %1 off the main diagonal against a lone king on it: if the stronger side has not won by its %2th move, the game is a draw.</source>
        <translation>Con %1 fuera de la gran diagonal contra una dama solitaria en ella: si el bando más fuerte no ha ganado en su %2.ª jugada, la partida es tablas.</translation>
    </message>
    <message>
        <source>Both sides have a king and at most %1 pieces are left: %2, then the game is a draw.</source>
        <translation>Ambos bandos tienen dama y quedan %1 piezas o menos: %2; después, tablas.</translation>
    </message>
    <message>
        <source>With %1 pieces on the board and no capture or man move: %2, then the game is a draw.</source>
        <translation>Con %1 piezas en el tablero y sin capturas ni movimientos de peón: %2; después, tablas.</translation>
    </message>
    <message>
        <source>With %1 against a lone king that is the only piece on the main diagonal: %2 moves by each side to win, then the game is a draw.</source>
        <translation>Con %1 contra una dama solitaria que es la única pieza de la gran diagonal: %2 jugadas por bando para ganar; después, tablas.</translation>
    </message>
    <message>
        <source>The white man on %1 stands on White&apos;s crowning row: it would be a king there. Make it a king or move it.</source>
        <translation>El peón blanco de %1 está en la fila de coronación de las blancas: ahí ya sería dama. Conviértelo en dama o muévelo.</translation>
    </message>
    <message>
        <source>The black man on %1 stands on Black&apos;s crowning row: it would be a king there. Make it a king or move it.</source>
        <translation>El peón negro de %1 está en la fila de coronación de las negras: ahí ya sería dama. Conviértelo en dama o muévelo.</translation>
    </message>
    <message>
        <source>White has more than %1 pieces, the number each side starts with.</source>
        <translation>Las blancas tienen más de %1 piezas, las que tiene cada bando al empezar.</translation>
    </message>
    <message>
        <source>Black has more than %1 pieces, the number each side starts with.</source>
        <translation>Las negras tienen más de %1 piezas, las que tiene cada bando al empezar.</translation>
    </message>
    <message>
        <source>White has no pieces: there is no game to play.</source>
        <translation>Las blancas no tienen piezas: no hay partida que jugar.</translation>
    </message>
    <message>
        <source>Black has no pieces: there is no game to play.</source>
        <translation>Las negras no tienen piezas: no hay partida que jugar.</translation>
    </message>
    <message>
        <source>The side to move has no legal move: the game would be lost already.</source>
        <translation>El bando al que le toca no tiene ninguna jugada legal: la partida ya estaría perdida.</translation>
    </message>
    <message>
        <source>White has won</source>
        <translation>Han ganado las blancas</translation>
    </message>
    <message>
        <source>Black has won</source>
        <translation>Han ganado las negras</translation>
    </message>
    <message>
        <source>White wins with the next move</source>
        <translation>Las blancas ganan con la próxima jugada</translation>
    </message>
    <message>
        <source>Black wins with the next move</source>
        <translation>Las negras ganan con la próxima jugada</translation>
    </message>
    <message>
        <source>White wins in %1 moves</source>
        <translation>Las blancas ganan en %1 jugadas</translation>
    </message>
    <message>
        <source>Black wins in %1 moves</source>
        <translation>Las negras ganan en %1 jugadas</translation>
    </message>
    <message>
        <source>about equal</source>
        <translation>más o menos igualado</translation>
    </message>
    <message>
        <source>a slight edge for White</source>
        <translation>una ligera ventaja para las blancas</translation>
    </message>
    <message>
        <source>a slight edge for Black</source>
        <translation>una ligera ventaja para las negras</translation>
    </message>
    <message>
        <source>White is about a man ahead</source>
        <translation>las blancas van un peón por delante, más o menos</translation>
    </message>
    <message>
        <source>Black is about a man ahead</source>
        <translation>las negras van un peón por delante, más o menos</translation>
    </message>
    <message>
        <source>White is about two men ahead</source>
        <translation>las blancas van unos dos peones por delante</translation>
    </message>
    <message>
        <source>Black is about two men ahead</source>
        <translation>las negras van unos dos peones por delante</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>las blancas están ganando</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>las negras están ganando</translation>
    </message>
    <message>
        <source>This FEN cannot be read (at character %1: %2).</source>
        <translation>No se puede leer este FEN (en el carácter %1: %2).</translation>
    </message>
    <message>
        <source>This FEN cannot be read (%1).</source>
        <translation>No se puede leer este FEN (%1).</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Espera la jugada de la computadora.</translation>
    </message>
    <message>
        <source>You are looking at an earlier position. Go back to the game to play.</source>
        <translation>Estás viendo una posición anterior. Vuelve a la partida para jugar.</translation>
    </message>
    <message>
        <source>Your draw offer goes with your next move.</source>
        <translation>Tu oferta de tablas se hará con tu próxima jugada.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it sees a winning line.</source>
        <translation>La computadora rechaza tu oferta de tablas: ve una línea ganadora.</translation>
    </message>
    <message>
        <source>The computer declines your draw offer: it thinks it is better.</source>
        <translation>La computadora rechaza tu oferta de tablas: cree que está mejor.</translation>
    </message>
    <message>
        <source>Unknown variant &quot;%1&quot;.</source>
        <translation>Modalidad desconocida: «%1».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move this board can read. Write it like %2.</source>
        <translation>«%1» no es una jugada que este tablero pueda leer. Escríbela así: %2.</translation>
    </message>
    <message>
        <source>Several captures fit &quot;%1&quot;: write the squares where yours turns.</source>
        <translation>Varias capturas encajan con «%1»: escribe las casillas donde gira la tuya.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Several captures end there: click a square where yours turns.</source>
        <translation>Varias capturas terminan ahí: haz clic en una casilla donde gire la tuya.</translation>
    </message>
    <message>
        <source>This file holds %1 games; the first one is open.</source>
        <translation>Este archivo contiene %1 partidas; se ha abierto la primera.</translation>
    </message>
    <message>
        <source>There is no game to save.</source>
        <translation>No hay ninguna partida que guardar.</translation>
    </message>
    <message>
        <source>Computer, level %1</source>
        <translation>Computadora, nivel %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Game against the computer</source>
        <translation>Partida contra la computadora</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a FEN.</source>
        <translation>El portapapeles no contiene texto que leer como FEN.</translation>
    </message>
    <message>
        <source>Start a game first: the FEN is read for its variant.</source>
        <translation>Empieza antes una partida: el FEN se lee para su modalidad.</translation>
    </message>
    <message>
        <source>This game is no longer in the file.</source>
        <translation>Esta partida ya no está en el archivo.</translation>
    </message>
    <message>
        <source>%1, game %2: %3</source>
        <translation>%1, partida %2: %3</translation>
    </message>
    <message>
        <source>Hint: %1 (%2).</source>
        <translation>Pista: %1 (%2).</translation>
    </message>
    <message>
        <source>Hint: %1 (%2). Expected: %3</source>
        <translation>Pista: %1 (%2). Continuación prevista: %3</translation>
    </message>
    <message>
        <source>a win with this move</source>
        <translation>gana con esta jugada</translation>
    </message>
    <message>
        <source>the computer wins next move</source>
        <translation>la computadora gana en la próxima jugada</translation>
    </message>
    <message>
        <source>a win in %1 moves</source>
        <translation>gana en %1 jugadas</translation>
    </message>
    <message>
        <source>the computer wins in %1 moves</source>
        <translation>la computadora gana en %1 jugadas</translation>
    </message>
    <message>
        <source>about equal</source>
        <translation>más o menos igualado</translation>
    </message>
    <message>
        <source>a slight edge for you</source>
        <translation>una ligera ventaja para ti</translation>
    </message>
    <message>
        <source>a slight edge for the computer</source>
        <translation>una ligera ventaja para la computadora</translation>
    </message>
    <message>
        <source>wins a man</source>
        <translation>gana un peón</translation>
    </message>
    <message>
        <source>loses a man</source>
        <translation>pierde un peón</translation>
    </message>
    <message>
        <source>wins two men</source>
        <translation>gana dos peones</translation>
    </message>
    <message>
        <source>loses two men</source>
        <translation>pierde dos peones</translation>
    </message>
    <message>
        <source>a winning advantage</source>
        <translation>una ventaja ganadora</translation>
    </message>
    <message>
        <source>a losing position</source>
        <translation>una posición perdida</translation>
    </message>
    <message>
        <source>White declines the draw offer.</source>
        <translation>Las blancas rechazan la oferta de tablas.</translation>
    </message>
    <message>
        <source>Black declines the draw offer.</source>
        <translation>Las negras rechazan la oferta de tablas.</translation>
    </message>
    <message>
        <source>This game is no longer in the list.</source>
        <translation>Esta partida ya no está en la lista.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Jugador 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Jugador 2</translation>
    </message>
    <message>
        <source>Game between two players</source>
        <translation>Partida entre dos jugadores</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>%1: you play White, moves played: %2</source>
        <translation>%1: juegas con blancas, jugadas hechas: %2</translation>
    </message>
    <message>
        <source>%1: you play Black, moves played: %2</source>
        <translation>%1: juegas con negras, jugadas hechas: %2</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>you won</source>
        <translation>ganaste</translation>
    </message>
    <message>
        <source>the computer won</source>
        <translation>ganó la computadora</translation>
    </message>
    <message>
        <source>%1: you played White, moves played: %2, %3</source>
        <translation>%1: jugaste con blancas, jugadas hechas: %2, %3</translation>
    </message>
    <message>
        <source>%1: you played Black, moves played: %2, %3</source>
        <translation>%1: jugaste con negras, jugadas hechas: %2, %3</translation>
    </message>
    <message>
        <source>The saved game %1 is damaged: %2. The moves before that one are kept, and the game goes on from there.</source>
        <translation>La partida guardada %1 está dañada: %2. Se conservan las jugadas anteriores y la partida sigue desde ahí.</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read: %2.</source>
        <translation>No se pudo leer la partida guardada %1: %2.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>El archivo dañado se conservó como %1.</translation>
    </message>
    <message>
        <source>%1: two players, moves played: %2</source>
        <translation>%1: dos jugadores, jugadas hechas: %2</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>ganaron las blancas</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>ganaron las negras</translation>
    </message>
    <message>
        <source>%1: two players, moves played: %2, %3</source>
        <translation>%1: dos jugadores, jugadas hechas: %2, %3</translation>
    </message>
    <message>
        <source>This game of the list cannot be read.</source>
        <translation>Esta partida de la lista no se puede leer.</translation>
    </message>
    <message>
        <source>This game of the list cannot be opened: %1</source>
        <translation>Esta partida de la lista no se puede abrir: %1</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Home</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Play and learn draughts</source>
        <translation>Juega y aprende a jugar a las damas</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continuar la partida</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>How each variant is played, and the counts that end a game as a draw.</source>
        <translation>Cómo se juega cada modalidad y las cuentas que terminan una partida en tablas.</translation>
    </message>
    <message>
        <source>Step-by-step lessons on the board, from the first move to the endgame counts.</source>
        <translation>Lecciones paso a paso sobre el tablero, desde la primera jugada hasta las cuentas del final.</translation>
    </message>
    <message>
        <source>Look at the finished game</source>
        <translation>Ver la partida terminada</translation>
    </message>
    <message>
        <source>About</source>
        <translation>Acerca de</translation>
    </message>
    <message>
        <source>A game against the computer, from a beginner&apos;s level to full strength, or between two players on this computer.</source>
        <translation>Una partida contra la computadora, desde el nivel de principiante hasta toda su fuerza, o entre dos jugadores en esta computadora.</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>The games you finished lately: %1. Open one to look at it again.</source>
        <translation>Las partidas que terminaste hace poco: %1. Abre una para verla de nuevo.</translation>
    </message>
    <message>
        <source>The games you finish are kept here.</source>
        <translation>Aquí se guardan las partidas que terminas.</translation>
    </message>
    <message>
        <source>Set up a position</source>
        <translation>Preparar una posición</translation>
    </message>
    <message>
        <source>Place men and kings, then play the position or practise it against the computer.</source>
        <translation>Coloca peones y damas, y luego juega la posición o practícala contra la computadora.</translation>
    </message>
    <message>
        <source>Analyse a game</source>
        <translation>Analizar una partida</translation>
    </message>
    <message>
        <source>Open a game from a PDN file and see what the engine thinks of every move.</source>
        <translation>Abre una partida de un archivo PDN y mira qué opina el motor de cada jugada.</translation>
    </message>
</context>
<context>
    <name>InternationalArticle</name>
    <message>
        <source>How to play international draughts</source>
        <translation>Cómo jugar a las damas internacionales</translation>
    </message>
    <message>
        <source>International draughts</source>
        <translation>Damas internacionales</translation>
    </message>
    <message>
        <source>The big board</source>
        <translation>El tablero grande</translation>
    </message>
    <message>
        <source>International draughts, under the official rules of the World Draughts Federation (FMJD), is played on a %1×%1 board. Men capture backward too, kings fly, and you must make the capture that takes the most pieces.</source>
        <translation>Las damas internacionales, con las reglas oficiales de la Federación Mundial de Damas (FMJD), se juegan en un tablero de %1×%1. Los peones también capturan hacia atrás, las damas vuelan y hay que hacer la captura que toma más piezas.</translation>
    </message>
    <message>
        <source>Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.</source>
        <translation>Cada diagrama es una posición de ejemplo, con las blancas abajo. Cualquiera de ellos se puede jugar contra la computadora o abrir en la lección de la que procede.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>El comienzo de la partida</translation>
    </message>
    <message>
        <source>The game is played on the %1 dark squares (FMJD article 2.2), with the long diagonal starting at each player&apos;s left (article 2.4). The squares are numbered 1 to %1 row by row from Black&apos;s side (article 2.6). Each side has %2 men on its first %3 rows: Black on 1 to %2, White on the rest. White moves first.</source>
        <translation>Se juega en las %1 casillas oscuras (artículo 2.2 de la FMJD), con la gran diagonal empezando a la izquierda de cada jugador (artículo 2.4). Las casillas se numeran del 1 al %1, fila por fila, desde el lado de las negras (artículo 2.6). Cada bando tiene %2 peones en sus %3 primeras filas: las negras en 1 a %2, las blancas en el resto. Empiezan las blancas.</translation>
    </message>
    <message>
        <source>The start position; 46 and 5 are the two ends of the long diagonal.</source>
        <translation>La posición inicial; 46 y 5 son los dos extremos de la gran diagonal.</translation>
    </message>
    <message>
        <source>Men and captures</source>
        <translation>Peones y capturas</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward. It captures forward and backward (article 4.1), and a capture is compulsory: a man next to an enemy piece with a free square behind it must jump it (article 4.2), and go on jumping while it can (article 4.5). The pieces jumped are lifted only when the move is over.</source>
        <translation>Un peón avanza una casilla en diagonal. Captura hacia delante y hacia atrás (artículo 4.1), y la captura es obligatoria: un peón junto a una pieza rival con una casilla libre detrás debe saltarla (artículo 4.2) y seguir saltando mientras pueda (artículo 4.5). Las piezas saltadas se retiran solo cuando termina la jugada.</translation>
    </message>
    <message>
        <source>The man on 32 takes four men and comes back to 32. The men it jumps are lifted only once the move is over.</source>
        <translation>El peón de 32 toma cuatro peones y vuelve a 32. Los peones que salta se retiran solo cuando la jugada ha terminado.</translation>
    </message>
    <message>
        <source>The capture that takes the most</source>
        <translation>La captura que más piezas toma</translation>
    </message>
    <message>
        <source>48x19 takes three men; 48x26 would take two kings. The three men must be taken: the kind of piece does not matter, only the number.</source>
        <translation>48x19 toma tres peones; 48x26 tomaría dos damas. Hay que tomar los tres peones: no importa el tipo de pieza, solo el número.</translation>
    </message>
    <message>
        <source>Flying kings</source>
        <translation>Damas voladoras</translation>
    </message>
    <message>
        <source>The king on 46 jumps 23 from afar and may land on 19, 14 or 10.</source>
        <translation>La dama de 46 salta 23 desde lejos y puede caer en 19, 14 o 10.</translation>
    </message>
    <message>
        <source>Crowning only at the end of the move</source>
        <translation>Coronar solo al final de la jugada</translation>
    </message>
    <message>
        <source>The man on 15 jumps 10 to 4 on the far row, then must jump 9 and ends on 13, still a man.</source>
        <translation>El peón de 15 salta 10 hasta 4, en la última fila; luego debe saltar 9 y termina en 13, todavía peón.</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>Moves, with numbers</source>
        <translation>Las jugadas, con números</translation>
    </message>
    <message>
        <source>A move joins its two squares with a hyphen, as in 32-28, and a capture with an x, as in 28x19. A capture of several pieces writes only where it starts and ends, unless two captures share both squares.</source>
        <translation>Una jugada une sus dos casillas con un guion, como en 32-28, y una captura con una x, como en 28x19. Una captura de varias piezas solo escribe dónde empieza y dónde termina, salvo que dos capturas compartan ambas casillas.</translation>
    </message>
    <message>
        <source>When several captures are possible, you must make the one that takes the most pieces, a king counting as one piece like a man (article 4.13). Only between captures that take the same number may you choose (article 4.14).</source>
        <translation>Cuando hay varias capturas posibles, hay que hacer la que toma más piezas, y una dama cuenta como una pieza, igual que un peón (artículo 4.13): es la regla de la mayoría. Solo entre capturas que toman el mismo número puedes elegir (artículo 4.14).</translation>
    </message>
    <message>
        <source>A king moves any distance along a free diagonal (article 3.9). It captures from near or far, over an enemy piece with one or more empty squares behind it, and lands on the one it chooses (article 4.3), but if one of them lets it capture again, it must land there.</source>
        <translation>Una dama recorre cualquier distancia por una diagonal libre (artículo 3.9). Captura de cerca o de lejos, sobre una pieza rival con una o más casillas vacías detrás, y cae en la que elija (artículo 4.3), pero si una de ellas le permite seguir capturando, debe caer ahí.</translation>
    </message>
    <message>
        <source>A man is crowned when its move ends on the far row (article 3.5). If a capture passes over that row and goes on, the man stays a man (article 4.15).</source>
        <translation>Un peón corona cuando su jugada termina en la última fila (artículo 3.5). Si una captura pasa por esa fila y sigue, el peón sigue siendo peón (artículo 4.15).</translation>
    </message>
    <message>
        <source>If it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The program also ends a game as a draw by itself: the same position for the third time (article 6.1); %1 moves by each side with no capture and no man moved (article 6.2); %2 moves by each side when three pieces face a lone king (article 6.3); and %3 moves by each side in the shorter endings of articles 6.3 and 6.4, which Draws and endgames lists.</source>
        <translation>Si es tu turno y no te quedan piezas o no tienes ninguna jugada legal, has perdido. Se pueden proponer tablas con Ofrecer tablas. El programa también declara tablas por sí mismo: la misma posición por tercera vez (artículo 6.1); %1 jugadas por bando sin captura y sin mover ningún peón (artículo 6.2); %2 jugadas por bando cuando tres piezas se enfrentan a una dama solitaria (artículo 6.3); y %3 jugadas por bando en los finales más cortos de los artículos 6.3 y 6.4, que enumera Tablas y finales.</translation>
    </message>
</context>
<context>
    <name>LanguageBox</name>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Practising this position starts a new game.</source>
        <translation>Practicar esta posición empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Opening this game replaces the game on the board.</source>
        <translation>Abrir esta partida reemplaza la partida del tablero.</translation>
    </message>
</context>
<context>
    <name>MoveListView</name>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source>Looking at the position after move %1.</source>
        <translation>Viendo la posición tras la jugada %1.</translation>
    </message>
    <message>
        <source>No moves yet.</source>
        <translation>Aún no hay jugadas.</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Aficionado</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Jugador de club</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Full strength</source>
        <translation>Máxima fuerza</translation>
    </message>
    <message>
        <source>Choose a PDN file first.</source>
        <translation>Primero elige un archivo PDN.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>You play</source>
        <translation>Juegas con</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Computer level: %1 (%2)</source>
        <translation>Nivel de la computadora: %1 (%2)</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivel de la computadora</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Tiempo por jugada</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Level 10 uses all of it; lower levels answer sooner.</source>
        <translation>El nivel 10 lo usa entero; los niveles más bajos responden antes.</translation>
    </message>
    <message>
        <source>Start from</source>
        <translation>Empezar desde</translation>
    </message>
    <message>
        <source>The standard starting position</source>
        <translation>La posición inicial de siempre</translation>
    </message>
    <message>
        <source>A position (FEN)</source>
        <translation>Una posición (FEN)</translation>
    </message>
    <message>
        <source>Position as FEN</source>
        <translation>Posición en FEN</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>A game from a PDN file (it goes on from its last move)</source>
        <translation>Una partida de un archivo PDN (sigue desde su última jugada)</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>Elegir un archivo…</translation>
    </message>
    <message>
        <source>No file chosen</source>
        <translation>Ningún archivo elegido</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>A new game starts with the choices on this page.</source>
        <translation>Empieza una partida nueva con lo elegido en esta página.</translation>
    </message>
    <message>
        <source>%1, game %2: %3 – %4</source>
        <translation>%1, partida %2: %3 – %4</translation>
    </message>
    <message>
        <source>White not named</source>
        <translation>blancas sin nombre</translation>
    </message>
    <message>
        <source>Black not named</source>
        <translation>negras sin nombre</translation>
    </message>
    <message>
        <source>For example %1</source>
        <translation>Por ejemplo %1</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>La computadora</translation>
    </message>
    <message>
        <source>A second player on this computer</source>
        <translation>Un segundo jugador en esta computadora</translation>
    </message>
    <message>
        <source>Turn the board for the side to move</source>
        <translation>Girar el tablero hacia el bando que juega</translation>
    </message>
</context>
<context>
    <name>NotationArticle</name>
    <message>
        <source>Notation: how the four variants write a move</source>
        <translation>Notación: cómo escriben una jugada las cuatro modalidades</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notación</translation>
    </message>
    <message>
        <source>Two ways of naming a square</source>
        <translation>Dos maneras de nombrar una casilla</translation>
    </message>
    <message>
        <source>Every move is written with the squares it goes through, but the variants do not name their squares the same way. This page sets the four side by side. Each diagram is an example position, White at the bottom, with one capture drawn on it and written in that variant&apos;s notation.</source>
        <translation>Toda jugada se escribe con las casillas por las que pasa, pero las modalidades no nombran sus casillas de la misma manera. Esta página pone las cuatro una al lado de otra. Cada diagrama es una posición de ejemplo, con las blancas abajo, con una captura dibujada y escrita en la notación de esa modalidad.</translation>
    </message>
    <message>
        <source>Numbers: American checkers numbers the dark squares from 1 to %1 on its %2×%2 board, and International draughts from 1 to %3 on its %4×%4 board.</source>
        <translation>Números: las damas americanas numeran las casillas oscuras del 1 al %1 en su tablero de %2×%2, y las damas internacionales del 1 al %3 en su tablero de %4×%4.</translation>
    </message>
    <message>
        <source>Letters and digits: Brazilian and Russian draughts name each square by its column, a to %1 from White&apos;s left, and its row, 1 to %2 from White&apos;s side, as in chess. a1 is the dark corner on White&apos;s left.</source>
        <translation>Letras y números: las damas brasileñas y rusas nombran cada casilla por su columna, de la a a la %1 desde la izquierda de las blancas, y su fila, del 1 al %2 desde el lado de las blancas, como en el ajedrez. a1 es la esquina oscura a la izquierda de las blancas.</translation>
    </message>
    <message>
        <source>Which way the numbers run</source>
        <translation>En qué sentido van los números</translation>
    </message>
    <message>
        <source>The numbers run row by row from Black&apos;s side, left to right as White sees the board: square 1 is the first dark square of the top row, and square %1 (or %2 on the big board) the last one of White&apos;s back row. So White&apos;s men start on the high numbers and walk towards the low ones, and Black&apos;s the other way round. The letters, by contrast, are read from White&apos;s side: row 1 is White&apos;s back row.</source>
        <translation>Los números van fila por fila desde el lado de las negras, de izquierda a derecha tal como ve el tablero el jugador de blancas: la casilla 1 es la primera casilla oscura de la fila de arriba, y la %1 (o la %2 en el tablero grande), la última de la primera fila de las blancas. Así, los peones blancos empiezan en los números altos y avanzan hacia los bajos, y los negros al revés. Las letras, en cambio, se leen desde el lado de las blancas: la fila 1 es la primera fila de las blancas.</translation>
    </message>
    <message>
        <source>Hyphen, x or colon</source>
        <translation>Guion, x o dos puntos</translation>
    </message>
    <message>
        <source>A plain move, one that takes nothing, joins its two squares with a hyphen in every variant: 11-15, 32-28, c3-d4.</source>
        <translation>Una jugada simple, la que no captura nada, une sus dos casillas con un guion en todas las modalidades: 11-15, 32-28, c3-d4.</translation>
    </message>
    <message>
        <source>A capture puts an x between its squares in American, International and Brazilian notation (22x15, 28x19, c3xe5), and a colon in Russian notation (c3:e5).</source>
        <translation>Una captura pone una x entre sus casillas en la notación americana, internacional y brasileña (22x15, 28x19, c3xe5), y dos puntos en la notación rusa (c3:e5).</translation>
    </message>
    <message>
        <source>When a capture is written in full</source>
        <translation>Cuándo se escribe una captura completa</translation>
    </message>
    <message>
        <source>A capture of several pieces is written with where it starts and where it ends only, in all four variants. The squares in between are added only when two legal captures share the same start and end but take different pieces: then the squares where the piece lands tell them apart.</source>
        <translation>En las cuatro modalidades, una captura de varias piezas se escribe solo con la casilla donde empieza y la casilla donde termina. Las casillas intermedias se añaden únicamente cuando dos capturas legales comparten inicio y final pero toman piezas distintas: entonces las casillas donde cae la pieza las distinguen.</translation>
    </message>
    <message>
        <source>Russian draughts: the king on c5 can reach c1 by two captures that take different men, so each is written in full: c5:f8:h6:c1 or c5:e3:c1.</source>
        <translation>Damas rusas: la dama de c5 puede llegar a c1 con dos capturas que toman peones distintos, así que cada una se escribe completa: c5:f8:h6:c1 o c5:e3:c1.</translation>
    </message>
    <message>
        <source>American checkers</source>
        <translation>Damas americanas</translation>
    </message>
    <message>
        <source>The man on 22 jumps 18 and 11 and stops on 8: written 22x8.</source>
        <translation>El peón de 22 salta 18 y 11 y se detiene en 8: se escribe 22x8.</translation>
    </message>
    <message>
        <source>International draughts</source>
        <translation>Damas internacionales</translation>
    </message>
    <message>
        <source>Squares 1 to %1 (FMJD rules, article 2.6), a hyphen for a move and an x for a capture. White moves first, from squares %2 to %1.</source>
        <translation>Casillas del 1 al %1 (reglas de la FMJD, artículo 2.6), guion para una jugada y x para una captura. Empiezan las blancas, desde las casillas %2 a %1.</translation>
    </message>
    <message>
        <source>The man on 32 jumps 28 and 18 and stops on 12: written 32x12.</source>
        <translation>El peón de 32 salta 28 y 18 y se detiene en 12: se escribe 32x12.</translation>
    </message>
    <message>
        <source>Brazilian draughts</source>
        <translation>Damas brasileñas</translation>
    </message>
    <message>
        <source>Squares a1 to %1%2, a hyphen for a move and an x for a capture: the board of Russian draughts with the separators of International draughts.</source>
        <translation>Casillas de a1 a %1%2, guion para una jugada y x para una captura: el tablero de las damas rusas con los separadores de las internacionales.</translation>
    </message>
    <message>
        <source>The man on c3 jumps d4 and f6 and stops on g7: written c3xg7.</source>
        <translation>El peón de c3 salta d4 y f6 y se detiene en g7: se escribe c3xg7.</translation>
    </message>
    <message>
        <source>Russian draughts</source>
        <translation>Damas rusas</translation>
    </message>
    <message>
        <source>Squares a1 to %1%2, a hyphen for a move and a colon for a capture.</source>
        <translation>Casillas de a1 a %1%2, guion para una jugada y dos puntos para una captura.</translation>
    </message>
    <message>
        <source>The man on d2 jumps e3 and g5 and stops on h6: written d2:h6, without f4.</source>
        <translation>El peón de d2 salta e3 y g5 y se detiene en h6: se escribe d2:h6, sin f4.</translation>
    </message>
    <message>
        <source>Squares 1 to %1 (WCDF rules, article 1.5), a hyphen for a move and an x for a capture. Black moves first, from squares 1 to %2.</source>
        <translation>Casillas del 1 al %1 (reglas de la WCDF, artículo 1.5), guion para una jugada y x para una captura. Empiezan las negras, desde las casillas 1 a %2.</translation>
    </message>
</context>
<context>
    <name>PdnCollection</name>
    <message>
        <source>%1 cannot be opened (%2).</source>
        <translation>No se puede abrir %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is not a PDN file: %2.</source>
        <translation>%1 no es un archivo PDN: %2.</translation>
    </message>
    <message>
        <source>There is no game in %1.</source>
        <translation>No hay ninguna partida en %1.</translation>
    </message>
    <message>
        <source>No game of %1 can be read.</source>
        <translation>No se puede leer ninguna partida de %1.</translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4.</source>
        <translation>Partida %1, línea %2, columna %3: %4.</translation>
    </message>
    <message>
        <source>This game is no longer in the file.</source>
        <translation>Esta partida ya no está en el archivo.</translation>
    </message>
</context>
<context>
    <name>PdnFile</name>
    <message>
        <source>line %1, column %2</source>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>the file cannot be opened (%1).</source>
        <translation>no se puede abrir el archivo (%1).</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>there is no game in this file.</source>
        <translation>no hay ninguna partida en este archivo.</translation>
    </message>
    <message>
        <source>%1: %2 (%3).</source>
        <translation>%1: %2 (%3).</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>No se pudo guardar la partida en %1: %2</translation>
    </message>
    <message>
        <source>The game does not say which draughts it is; its moves are those of %1.</source>
        <translation>La partida no dice a qué modalidad de damas pertenece; sus jugadas son las de %1.</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; cannot be read as a move</source>
        <extracomment>%1 is the move&apos;s number as the score sheet writes it (&quot;2.&quot; for the first mover&apos;s second move, &quot;2…&quot; for the other&apos;s), %2 the move as written</extracomment>
        <translation>la jugada %1 «%2» no se puede leer como jugada</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not legal in the position it is played from</source>
        <translation>la jugada %1 «%2» no es legal en la posición desde la que se juega</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; could be several captures</source>
        <translation>la jugada %1 «%2» podría ser varias capturas</translation>
    </message>
    <message>
        <source>%1 The moves before it are opened.</source>
        <translation>%1 Se abren las jugadas anteriores.</translation>
    </message>
</context>
<context>
    <name>PdnFileDialog</name>
    <message>
        <source>Save the game as PDN</source>
        <translation>Guardar la partida como PDN</translation>
    </message>
    <message>
        <source>Open a PDN file</source>
        <translation>Abrir un archivo PDN</translation>
    </message>
    <message>
        <source>PDN files (*.pdn)</source>
        <translation>Archivos PDN (*.pdn)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>PdnGameChooser</name>
    <message>
        <source>Games in %1</source>
        <translation>Partidas de %1</translation>
    </message>
    <message>
        <source>%1 games. Choose one to open.</source>
        <translation>%1 partidas. Elige la que quieras abrir.</translation>
    </message>
    <message>
        <source>Games in the file</source>
        <translation>Partidas del archivo</translation>
    </message>
    <message>
        <source>%1. %2 – %3</source>
        <translation>%1. %2 – %3</translation>
    </message>
    <message>
        <source>White not named</source>
        <translation>blancas sin nombre</translation>
    </message>
    <message>
        <source>Black not named</source>
        <translation>negras sin nombre</translation>
    </message>
    <message>
        <source>result %1</source>
        <translation>resultado %1</translation>
    </message>
    <message>
        <source>no result</source>
        <translation>sin resultado</translation>
    </message>
    <message>
        <source>moves: %1</source>
        <translation>jugadas: %1</translation>
    </message>
    <message>
        <source>Games that could not be read:</source>
        <translation>Partidas que no se pudieron leer:</translation>
    </message>
    <message>
        <source>Open this game</source>
        <translation>Abrir esta partida</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Reading… games so far: %1</source>
        <translation>Leyendo… partidas hasta ahora: %1</translation>
    </message>
    <message>
        <source>Games that can be opened: %1; games that cannot be read: %2 (listed below).</source>
        <translation>Partidas que se pueden abrir: %1; partidas que no se pueden leer: %2 (abajo).</translation>
    </message>
    <message>
        <source>One game in this file.</source>
        <translation>Una partida en este archivo.</translation>
    </message>
</context>
<context>
    <name>PlayPage</name>
    <message>
        <source>‹ Home</source>
        <translation>‹ Inicio</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Flip board</source>
        <translation>Girar tablero</translation>
    </message>
    <message>
        <source>Game ▾</source>
        <translation>Partida ▾</translation>
    </message>
    <message>
        <source>Save as PDN…</source>
        <translation>Guardar como PDN…</translation>
    </message>
    <message>
        <source>Open a PDN file…</source>
        <translation>Abrir un archivo PDN…</translation>
    </message>
    <message>
        <source>Copy position (FEN)</source>
        <translation>Copiar la posición (FEN)</translation>
    </message>
    <message>
        <source>The position was copied as FEN.</source>
        <translation>Se copió la posición en FEN.</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Te toca</translation>
    </message>
    <message>
        <source>The computer&apos;s move</source>
        <translation>Le toca a la computadora</translation>
    </message>
    <message>
        <source>The computer is thinking</source>
        <translation>La computadora está pensando</translation>
    </message>
    <message>
        <source>Thinking… (depth %1)</source>
        <translation>Pensando… (profundidad %1)</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Escribe una jugada, p. ej. %1</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Escribe una jugada</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Draw offered</source>
        <translation>Tablas ofrecidas</translation>
    </message>
    <message>
        <source>Offer a draw</source>
        <translation>Ofrecer tablas</translation>
    </message>
    <message>
        <source>Resign</source>
        <translation>Abandonar</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <source>The computer wins the game. You can still take the resignation back.</source>
        <translation>La computadora gana la partida. Aún podrás deshacer el abandono.</translation>
    </message>
    <message>
        <source>The game was saved.</source>
        <translation>Se guardó la partida.</translation>
    </message>
    <message>
        <source>This file cannot be opened</source>
        <translation>No se puede abrir este archivo</translation>
    </message>
    <message>
        <source>You play White, level %1.</source>
        <translation>Juegas con blancas, nivel %1.</translation>
    </message>
    <message>
        <source>You play Black, level %1.</source>
        <translation>Juegas con negras, nivel %1.</translation>
    </message>
    <message>
        <source>New game from a pasted FEN</source>
        <translation>Nueva partida desde un FEN pegado</translation>
    </message>
    <message>
        <source>A new game starts from the pasted position.</source>
        <translation>Empieza una nueva partida desde la posición pegada.</translation>
    </message>
    <message>
        <source>This position cannot be read</source>
        <translation>No se puede leer esta posición</translation>
    </message>
    <message>
        <source>The pasted position starts a new game.</source>
        <translation>La posición pegada empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Opening a game from a file starts a new game.</source>
        <translation>Abrir una partida de un archivo empieza una partida nueva.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Pantalla completa</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Deshacer tu última jugada</translation>
    </message>
    <message>
        <source>The move the computer would play, and what it expects next</source>
        <translation>La jugada que haría la computadora y lo que espera después</translation>
    </message>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>Two players: Player 1 has White, Player 2 Black.</source>
        <translation>Dos jugadores: el jugador 1 lleva las blancas; el jugador 2, las negras.</translation>
    </message>
    <message>
        <source>Two players: Player 1 has Black, Player 2 White.</source>
        <translation>Dos jugadores: el jugador 1 lleva las negras; el jugador 2, las blancas.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>The same game again from the start, the colours swapped</source>
        <translation>La misma partida otra vez desde el principio, con los colores cambiados</translation>
    </message>
    <message>
        <source>Save game…</source>
        <translation>Guardar la partida…</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>White resigns and Black wins the game. The resignation can still be taken back.</source>
        <translation>Las blancas abandonan y ganan las negras. El abandono todavía se puede deshacer.</translation>
    </message>
    <message>
        <source>Black resigns and White wins the game. The resignation can still be taken back.</source>
        <translation>Las negras abandonan y ganan las blancas. El abandono todavía se puede deshacer.</translation>
    </message>
    <message>
        <source>White offers a draw</source>
        <translation>Las blancas ofrecen tablas</translation>
    </message>
    <message>
        <source>Black offers a draw</source>
        <translation>Las negras ofrecen tablas</translation>
    </message>
    <message>
        <source>Black, do you accept the draw?</source>
        <translation>Negras, ¿aceptan las tablas?</translation>
    </message>
    <message>
        <source>White, do you accept the draw?</source>
        <translation>Blancas, ¿aceptan las tablas?</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analizar esta partida</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Your preferences file could not be read, so the defaults are used. The old file was kept as %1.</source>
        <translation>No se pudo leer tu archivo de preferencias, así que se usan los valores por defecto. El archivo antiguo se conservó como %1.</translation>
    </message>
    <message>
        <source>Your preferences file %1 could not be read, so the defaults are used.</source>
        <translation>No se pudo leer tu archivo de preferencias %1, así que se usan los valores por defecto.</translation>
    </message>
    <message>
        <source>line %1: “%2”</source>
        <translation>línea %1: “%2”</translation>
    </message>
    <message numerus="yes">
        <source>%n more</source>
        <translation>
            <numerusform>%n más</numerusform>
            <numerusform>%n más</numerusform>
        </translation>
    </message>
    <message>
        <source>Some of your preferences could not be read (%1), so their defaults are used. The file as it was is kept as %2.</source>
        <translation>No se pudieron leer algunas de tus preferencias (%1), así que para ellas se usan los valores por defecto. El archivo tal como estaba se conservó como %2.</translation>
    </message>
    <message>
        <source>Some of your preferences in %1 could not be read (%2), so their defaults are used.</source>
        <translation>No se pudieron leer algunas de tus preferencias en %1 (%2), así que para ellas se usan los valores por defecto.</translation>
    </message>
</context>
<context>
    <name>RecentGames</name>
    <message>
        <source>it has no id</source>
        <translation>no tiene identificador</translation>
    </message>
    <message>
        <source>its date cannot be read</source>
        <translation>su fecha no se puede leer</translation>
    </message>
    <message>
        <source>its variant is unknown</source>
        <translation>su modalidad es desconocida</translation>
    </message>
    <message>
        <source>its side is neither white nor black</source>
        <translation>su bando no es ni blancas ni negras</translation>
    </message>
    <message>
        <source>its level is not between 1 and 10</source>
        <translation>su nivel no está entre 1 y 10</translation>
    </message>
    <message>
        <source>it holds no game</source>
        <translation>no contiene ninguna partida</translation>
    </message>
    <message>
        <source>its ending cannot be read</source>
        <translation>su final no se puede leer</translation>
    </message>
    <message>
        <source>it is not a list of games</source>
        <translation>no es una lista de partidas</translation>
    </message>
    <message>
        <source>unknown format %1 (this version reads format %2)</source>
        <translation>formato %1 desconocido (esta versión lee el formato %2)</translation>
    </message>
    <message>
        <source>game %1 cannot be read: %2</source>
        <translation>la partida %1 no se puede leer: %2</translation>
    </message>
    <message>
        <source>The list of recent games could not be saved to %1: %2</source>
        <translation>No se pudo guardar la lista de partidas recientes en %1: %2</translation>
    </message>
    <message>
        <source>The list of recent games %1 could not be read whole: %2.</source>
        <translation>No se pudo leer entera la lista de partidas recientes %1: %2.</translation>
    </message>
    <message>
        <source>The damaged file was kept as %1.</source>
        <translation>El archivo dañado se conservó como %1.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dos jugadores</translation>
    </message>
    <message>
        <source>You played White against level %1</source>
        <translation>Jugaste con blancas contra el nivel %1</translation>
    </message>
    <message>
        <source>You played Black against level %1</source>
        <translation>Jugaste con negras contra el nivel %1</translation>
    </message>
    <message>
        <source>its result cannot be read</source>
        <translation>su resultado no se puede leer</translation>
    </message>
    <message>
        <source>moves played: %1</source>
        <translation>jugadas hechas: %1</translation>
    </message>
</context>
<context>
    <name>RecentGamesPage</name>
    <message>
        <source>Recent games</source>
        <translation>Partidas recientes</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>No finished games yet. Every game you finish is kept here.</source>
        <translation>Todavía no hay partidas terminadas. Cada partida que termines se guarda aquí.</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 The game on the board is unchanged.</source>
        <translation>%1 La partida del tablero sigue igual.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>ReplaceGameDialog</name>
    <message>
        <source>Replace the game in progress?</source>
        <translation>¿Reemplazar la partida en curso?</translation>
    </message>
    <message>
        <source>The game you are playing now will be replaced.</source>
        <translation>La partida que estás jugando ahora será reemplazada.</translation>
    </message>
</context>
<context>
    <name>ResultTexts</name>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>White wins</source>
        <translation>Ganan las blancas</translation>
    </message>
    <message>
        <source>Black wins</source>
        <translation>Ganan las negras</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>¡Has ganado!</translation>
    </message>
    <message>
        <source>The computer wins</source>
        <translation>Gana la computadora</translation>
    </message>
    <message>
        <source>White has no pieces left.</source>
        <translation>A las blancas no les quedan piezas.</translation>
    </message>
    <message>
        <source>Black has no pieces left.</source>
        <translation>A las negras no les quedan piezas.</translation>
    </message>
    <message>
        <source>White has no legal move.</source>
        <translation>Las blancas no tienen ninguna jugada legal.</translation>
    </message>
    <message>
        <source>Black has no legal move.</source>
        <translation>Las negras no tienen ninguna jugada legal.</translation>
    </message>
    <message>
        <source>White resigned.</source>
        <translation>Las blancas han abandonado.</translation>
    </message>
    <message>
        <source>Black resigned.</source>
        <translation>Las negras han abandonado.</translation>
    </message>
    <message>
        <source>You resigned.</source>
        <translation>Has abandonado.</translation>
    </message>
    <message>
        <source>The computer resigned.</source>
        <translation>La computadora ha abandonado.</translation>
    </message>
    <message>
        <source>Draw agreed between the players.</source>
        <translation>Tablas acordadas entre los jugadores.</translation>
    </message>
    <message>
        <source>Draw agreed: the computer accepted your offer, as its position is worse.</source>
        <translation>Tablas de mutuo acuerdo: la computadora aceptó tu oferta porque su posición es peor.</translation>
    </message>
    <message>
        <source>Draw agreed: the computer accepted your offer, as the position is about equal.</source>
        <translation>Tablas de mutuo acuerdo: la computadora aceptó tu oferta porque la posición está más o menos igualada.</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo jugar</translation>
    </message>
</context>
<context>
    <name>RussianArticle</name>
    <message>
        <source>How to play Russian draughts</source>
        <translation>Cómo jugar a las damas rusas</translation>
    </message>
    <message>
        <source>Russian draughts</source>
        <translation>Damas rusas</translation>
    </message>
    <message>
        <source>Two rules give it its character</source>
        <translation>Dos reglas le dan su carácter</translation>
    </message>
    <message>
        <source>Russian draughts is played like its cousins, with two differences that shape every game. You may make any capture on the board, even a small one when a bigger one is there. And a man that reaches the crowning row in the middle of a capture becomes a king on the spot, and goes on capturing as a king if it can.</source>
        <translation>Las damas rusas se juegan como sus parientes, con dos diferencias que marcan cada partida. Puedes hacer cualquier captura del tablero, incluso una pequeña cuando hay otra mayor. Y un peón que llega a la fila de coronación en plena captura se convierte en dama en el acto y, si puede, sigue capturando como dama.</translation>
    </message>
    <message>
        <source>Each diagram is an example position, with White at the bottom. Any of them can be played out against the computer, or opened in the lesson it comes from.</source>
        <translation>Cada diagrama es una posición de ejemplo, con las blancas abajo. Cualquiera de ellos se puede jugar contra la computadora o abrir en la lección de la que procede.</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>El comienzo de la partida</translation>
    </message>
    <message>
        <source>The game is played on the %1 dark squares of the %2×%2 board. Each square has a letter and a number: the columns run from a to %3 starting at White&apos;s left, and the rows from 1 to %2 starting at White&apos;s side, so the corner on White&apos;s left is a1.</source>
        <translation>Se juega en las %1 casillas oscuras del tablero de %2×%2. Cada casilla tiene una letra y un número: las columnas van de la a a la %3 empezando por la izquierda de las blancas, y las filas del 1 al %2 empezando por el lado de las blancas, de modo que la esquina a la izquierda de las blancas es a1.</translation>
    </message>
    <message>
        <source>Each side has %1 men: White fills rows 1 to %2, Black rows %3 to %4. White moves first.</source>
        <translation>Cada bando tiene %1 peones: las blancas ocupan las filas 1 a %2, las negras las filas %3 a %4. Empiezan las blancas.</translation>
    </message>
    <message>
        <source>The start position. a1 is the dark corner on White&apos;s left; h8 is the one on Black&apos;s left.</source>
        <translation>La posición inicial. a1 es la esquina oscura a la izquierda de las blancas; h8, la de la izquierda de las negras.</translation>
    </message>
    <message>
        <source>Men and captures</source>
        <translation>Peones y capturas</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, never back, and only to an empty square. It captures more freely: forward or backward, it jumps over an enemy piece next to it onto the empty square just behind.</source>
        <translation>Un peón avanza una casilla en diagonal, nunca hacia atrás, y solo a una casilla vacía. Para capturar tiene más libertad: hacia delante o hacia atrás, salta una pieza rival contigua y cae en la casilla vacía justo detrás.</translation>
    </message>
    <message>
        <source>A man captures backward too: the white man on d4 jumps the black man on c3 and lands on b2.</source>
        <translation>Un peón también captura hacia atrás: el peón blanco de d4 salta el peón negro de c3 y cae en b2.</translation>
    </message>
    <message>
        <source>A capture has to be finished: as long as the piece can jump again, it goes on. The pieces it jumps stay on the board until the move is over, so none can be jumped twice and each one still blocks the way. When several captures are possible, you may choose any of them, so look at what each one leaves behind.</source>
        <translation>Una captura debe completarse: mientras la pieza pueda volver a saltar, sigue. Las piezas que salta se quedan en el tablero hasta que termina la jugada, así que ninguna puede saltarse dos veces y cada una sigue cerrando el paso. Cuando hay varias capturas posibles, puedes elegir cualquiera, así que mira lo que deja cada una.</translation>
    </message>
    <message>
        <source>A round trip: the man on c3 takes b4, b6, d6 and d4 and comes back to c3. The man on d4 is taken last; until then it stands in the way.</source>
        <translation>Una vuelta completa: el peón de c3 toma b4, b6, d6 y d4 y vuelve a c3. El peón de d4 es el último en caer; hasta entonces cierra el paso.</translation>
    </message>
    <message>
        <source>Flying kings</source>
        <translation>Damas voladoras</translation>
    </message>
    <message>
        <source>A man that reaches the crowning row becomes a king: White&apos;s on row %1, Black&apos;s on row 1. A king moves any distance along a free diagonal, in any direction.</source>
        <translation>Un peón que llega a la fila de coronación se convierte en dama: los blancos en la fila %1 y los negros en la fila 1. Una dama recorre cualquier distancia por una diagonal libre, en cualquier dirección.</translation>
    </message>
    <message>
        <source>From d4 the king can reach any square under the arrows; the man on a7 stops it at b6.</source>
        <translation>Desde d4 la dama puede llegar a cualquier casilla que cubran las flechas; el peón de a7 la detiene en b6.</translation>
    </message>
    <message>
        <source>From any distance a king can jump an enemy piece that has a free square behind it, and land on any free square beyond. But if one of those squares lets it capture again, it must stop on one that does.</source>
        <translation>Desde cualquier distancia, una dama puede saltar una pieza rival que tenga una casilla libre detrás y caer en cualquier casilla libre posterior. Pero si una de esas casillas le permite seguir capturando, debe detenerse en una que lo permita.</translation>
    </message>
    <message>
        <source>After jumping c3 the king could land on d4, e5, f6, g7 or h8, but only e5 lets it go on, over d6: it must land there.</source>
        <translation>Tras saltar c3, la dama podría caer en d4, e5, f6, g7 o h8, pero solo e5 le permite seguir, sobre d6: debe caer ahí.</translation>
    </message>
    <message>
        <source>Crowning in the middle of a capture</source>
        <translation>Coronar en plena captura</translation>
    </message>
    <message>
        <source>This is where Russian draughts parts from the other variants here. A man that reaches the crowning row while capturing becomes a king at that very moment. If it can capture again, it must, with a king&apos;s reach, in the same move.</source>
        <translation>Aquí las damas rusas se separan de las demás modalidades del programa. Un peón que llega a la fila de coronación mientras captura se convierte en dama en ese mismo instante. Si puede volver a capturar, debe hacerlo, con el alcance de una dama, en la misma jugada.</translation>
    </message>
    <message>
        <source>The man on b6 takes c7 and lands on d8, a king at once; as a king it flies on over g5 to h4, all in one move.</source>
        <translation>El peón de b6 toma c7 y cae en d8, ya convertido en dama; como dama sigue volando sobre g5 hasta h4, todo en una sola jugada.</translation>
    </message>
    <message>
        <source>So when an enemy man is one jump away from your back row, look also along the diagonals that leave its landing square: a king can run along them before your turn comes.</source>
        <translation>Por eso, cuando un peón rival esté a un salto de tu primera fila, mira también las diagonales que salen de su casilla de llegada: una dama puede recorrerlas antes de que llegue tu turno.</translation>
    </message>
    <message>
        <source>The black man on a3 is one jump from c1. If White left c1 empty, it would jump b2, be crowned on c1 and run on along c1-h6.</source>
        <translation>El peón negro de a3 está a un salto de c1. Si las blancas dejaran c1 vacía, saltaría b2, coronaría en c1 y seguiría corriendo por c1-h6.</translation>
    </message>
    <message>
        <source>A combination that ends in a crowning</source>
        <translation>Una combinación que termina coronando</translation>
    </message>
    <message>
        <source>Your opponent&apos;s captures are compulsory too, so you can sometimes lead one of their men, or your own piece, exactly where you want it. The lesson on forced captures teaches how to look for these moves.</source>
        <translation>Las capturas de tu rival también son obligatorias, así que a veces puedes llevar uno de sus peones, o una pieza tuya, justo adonde quieres. La lección de capturas forzadas enseña a buscar estas jugadas.</translation>
    </message>
    <message>
        <source>White plays c3-b4 and Black must take, a3:c5. The man on d4 then jumps c5 and c7, is crowned on d8 and, as a king, takes e7 and g5: d4:h4.</source>
        <translation>Las blancas juegan c3-b4 y las negras están obligadas a capturar, a3:c5. Entonces el peón de d4 salta c5 y c7, corona en d8 y, ya como dama, toma e7 y g5: d4:h4.</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>If it is your turn and you have no piece left or no legal move, you have lost. A draw can be proposed with Offer draw. The other draws come from the Russian rules of 2022, and the program applies them by itself:</source>
        <translation>Si es tu turno y no te quedan piezas o no tienes ninguna jugada legal, has perdido. Se pueden proponer tablas con Ofrecer tablas. Las demás tablas proceden de las reglas rusas de 2022, y el programa las aplica por sí mismo:</translation>
    </message>
    <message>
        <source>Repetition. The same pieces on the same squares, with the same side to move, for the third time.</source>
        <translation>Repetición. Las mismas piezas en las mismas casillas, con el mismo bando al turno, por tercera vez.</translation>
    </message>
    <message>
        <source>Three kings or more against a lone king. With or without other pieces beside them, the stronger side must take the lone king by its %1th move at the latest, counted from the start of that ending.</source>
        <translation>Tres damas o más contra una dama solitaria. Con o sin otras piezas a su lado, el bando más fuerte debe capturar la dama solitaria como muy tarde en su %1.ª jugada, contada desde el inicio de ese final.</translation>
    </message>
    <message>
        <source>Three pieces against a lone king on the main diagonal. If none of the three stands on that diagonal, from a1 to h8, the stronger side has until its %1th move to take it.</source>
        <translation>Tres piezas contra una dama solitaria en la gran diagonal. Si ninguna de las tres está en esa diagonal, de a1 a h8, el bando más fuerte tiene hasta su %1.ª jugada para capturarla.</translation>
    </message>
    <message>
        <source>Kings on both sides, with no capture and no crowning: %1 moves by each side with %2 or %3 pieces on the board, %4 with %5 or %6, %7 with %8 or %9. Man moves do not start this count again.</source>
        <translation>Damas en ambos bandos, sin capturas ni coronaciones: %1 jugadas por bando con %2 o %3 piezas en el tablero, %4 con %5 o %6, %7 con %8 o %9. Los movimientos de peón no reinician esta cuenta.</translation>
    </message>
    <message>
        <source>Only kings moving. No man moved and nothing taken for %1 moves by each side with %2 or %3 pieces, or %4 with %5 or %6.</source>
        <translation>Solo se mueven damas. Ningún peón movido y nada capturado durante %1 jugadas por bando con %2 o %3 piezas, o %4 con %5 o %6.</translation>
    </message>
    <message>
        <source>Neither of the last two counts applies with %1 pieces or more on the board. A win on the last counted move comes before the draw.</source>
        <translation>Ninguna de las dos últimas cuentas se aplica con %1 piezas o más en el tablero. Una victoria lograda en la última jugada contada tiene prioridad sobre las tablas.</translation>
    </message>
    <message>
        <source>Three white pieces, none on the main diagonal, against the black king on h8: the main-diagonal count runs, in White&apos;s moves only.</source>
        <translation>Tres piezas blancas, ninguna en la gran diagonal, contra la dama negra de h8: corre la cuenta de la gran diagonal, solo en jugadas de las blancas.</translation>
    </message>
    <message>
        <source>Three parts of the rules need an arbiter or depend on the clock, and the program does not apply them: article 6.1.8.7, under which an arbiter declares a position clearly drawn; article 6.1.10.4, which depends on the time control; and the exception to the main-diagonal rule for when a chance to win arises (part of article 6.1.8.5). The article Draws and endgames explains every count in detail.</source>
        <translation>Tres partes de las reglas requieren un árbitro o dependen del reloj, y el programa no las aplica: el artículo 6.1.8.7, por el que un árbitro declara que una posición es claramente tablas; el artículo 6.1.10.4, que depende del ritmo de juego; y la excepción a la regla de la gran diagonal para cuando surge una posibilidad de ganar (parte del artículo 6.1.8.5). El artículo Tablas y finales explica cada cuenta en detalle.</translation>
    </message>
    <message>
        <source>Moves, with a colon</source>
        <translation>Las jugadas, con dos puntos</translation>
    </message>
    <message>
        <source>A plain move, one that takes nothing, joins its two squares with a hyphen, as in c3-d4. A capture uses a colon instead, as in d4:b2. A capture of several pieces writes only where it starts and where it ends, so d2:h6 does not name f4; the squares in between are written only when two legal captures share their start and end but take different pieces. The Notation page compares this with the other variants.</source>
        <translation>Una jugada simple, la que no captura nada, une sus dos casillas con un guion, como en c3-d4. Una captura usa en cambio dos puntos, como en d4:b2. Una captura múltiple solo escribe dónde empieza y dónde termina, así que d2:h6 no menciona f4; las casillas intermedias solo se escriben cuando dos capturas legales comparten inicio y final pero toman piezas distintas. La página Notación lo compara con las otras modalidades.</translation>
    </message>
    <message>
        <source>The man on d2 takes e3 and g5, landing on f4 and then h6. It is written d2:h6.</source>
        <translation>El peón de d2 toma e3 y g5 y cae primero en f4 y luego en h6. Se escribe d2:h6.</translation>
    </message>
    <message>
        <source>In the Russian lessons you will crown a man and go on capturing yourself, and then you can start a game under these rules.</source>
        <translation>En las lecciones de damas rusas coronarás un peón y seguirás capturando tú mismo, y después podrás empezar una partida con estas reglas.</translation>
    </message>
</context>
<context>
    <name>TableHint</name>
    <message>
        <source>a win with this move, by the endgame tables</source>
        <translation>gana con esta jugada, según las bases de finales</translation>
    </message>
    <message>
        <source>a win in %1 moves, by the endgame tables</source>
        <translation>gana en %1 jugadas, según las bases de finales</translation>
    </message>
    <message>
        <source>a loss in %1 moves, by the endgame tables</source>
        <translation>pierde en %1 jugadas, según las bases de finales</translation>
    </message>
    <message>
        <source>a draw: the count runs out first (%1)</source>
        <translation>tablas: la cuenta se acaba antes (%1)</translation>
    </message>
    <message>
        <source>a draw with best play, by the endgame tables</source>
        <translation>tablas con el mejor juego, según las bases de finales</translation>
    </message>
</context>
<context>
    <name>TablesController</name>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>menos de un minuto</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 minutos</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 horas</translation>
    </message>
    <message>
        <source>Endgame tables of up to %1 pieces (perfect endings, exact hints): %2 on disk, about %3 to make.</source>
        <translation>Bases de finales de hasta %1 piezas (finales perfectos, pistas exactas): %2 en disco, unos %3 para crearlas.</translation>
    </message>
    <message>
        <source>Making the endgame tables of up to %1 pieces: %2%</source>
        <translation>Creando las bases de finales de hasta %1 piezas: %2 %</translation>
    </message>
    <message>
        <source>Endgame tables of up to %1 pieces are ready.</source>
        <translation>Las bases de finales de hasta %1 piezas están listas.</translation>
    </message>
    <message>
        <source>The endgame tables could not be made: %1</source>
        <translation>No se pudieron crear las bases de finales: %1</translation>
    </message>
</context>
<context>
    <name>TablesOffer</name>
    <message>
        <source>Endgame tables made</source>
        <translation>Bases de finales creadas</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Make the tables</source>
        <translation>Crear las bases</translation>
    </message>
</context>
</TS>
