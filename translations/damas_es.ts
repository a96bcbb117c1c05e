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
        <source>American checkers: the Rules of Draughts of the WCDF (World Checkers Draughts Federation).</source>
        <translation>Damas americanas: el reglamento de la WCDF (World Checkers Draughts Federation).</translation>
    </message>
    <message>
        <source>Brazilian draughts: the official rules of the CBD (Confederação Brasileira de Damas).</source>
        <translation>Damas brasileñas: las reglas oficiales de la CBD (Confederação Brasileira de Damas).</translation>
    </message>
    <message>
        <source>International draughts: the official rules of the FMJD (Fédération Mondiale du Jeu de Dames), Annex 1, version of May 2011.</source>
        <translation>Damas internacionales: las reglas oficiales de la FMJD (Fédération Mondiale du Jeu de Dames), anexo 1, versión de mayo de 2011.</translation>
    </message>
    <message>
        <source>Russian draughts: the Russian draughts rules of 2022.</source>
        <translation>Damas rusas: las reglas rusas de 2022.</translation>
    </message>
    <message>
        <source>The draw counts of each book end a game by themselves; the Rules page explains them. Running on Qt %1.</source>
        <translation>Las cuentas de tablas de cada reglamento terminan la partida por sí solas; la página de reglas las explica. Funciona con Qt %1.</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
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
        <source>unknown variant &quot;%1&quot;</source>
        <translation>modalidad desconocida «%1»</translation>
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
        <source>the player&apos;s side &quot;%1&quot; is neither white nor black</source>
        <translation>el bando del jugador, «%1», no es ni blancas ni negras</translation>
    </message>
    <message>
        <source>level %1 is not between 1 and 10</source>
        <translation>el nivel %1 no está entre 1 y 10</translation>
    </message>
    <message>
        <source>unknown ending &quot;%1&quot;</source>
        <translation>final de partida desconocido «%1»</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>No se pudo guardar la partida en %1: %2</translation>
    </message>
    <message>
        <source>The saved game %1 could not be opened: %2</source>
        <translation>No se pudo abrir la partida guardada %1: %2</translation>
    </message>
    <message>
        <source>The saved game %1 could not be read: %2</source>
        <translation>No se pudo leer la partida guardada %1: %2</translation>
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
        <translation>8×8. Los peones solo capturan hacia delante, las damas avanzan de una en una casilla y se puede elegir cualquier captura.</translation>
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
        <translation>Un peón avanza de una en una casilla.</translation>
    </message>
    <message>
        <source>Kings move one square at a time in this variant.</source>
        <translation>En esta modalidad las damas se mueven de una en una casilla.</translation>
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
        <source>40-move rule</source>
        <translation>Regla de las 40 jugadas</translation>
    </message>
    <message>
        <source>20-move rule</source>
        <translation>Regla de las 20 jugadas</translation>
    </message>
    <message>
        <source>5-move ending</source>
        <translation>Final de 5 jugadas</translation>
    </message>
    <message>
        <source>25-move rule</source>
        <translation>Regla de las 25 jugadas</translation>
    </message>
    <message>
        <source>16-move ending</source>
        <translation>Final de 16 jugadas</translation>
    </message>
    <message>
        <source>5 moves: the main diagonal</source>
        <translation>5 jugadas: la gran diagonal</translation>
    </message>
    <message>
        <source>15 moves: three kings against one</source>
        <translation>15 jugadas: tres damas contra una</translation>
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
        <source>If 40 moves by each side pass with no capture and no man moved, the game is a draw.</source>
        <translation>Si pasan 40 jugadas por bando sin captura y sin mover ningún peón, la partida es tablas.</translation>
    </message>
    <message>
        <source>If 20 moves by each side pass with no capture and no man moved, the game is a draw.</source>
        <translation>Si pasan 20 jugadas por bando sin captura y sin mover ningún peón, la partida es tablas.</translation>
    </message>
    <message>
        <source>In this ending (two kings or one on each side, or three pieces against a lone king that holds the main diagonal alone) there are 5 moves by each side to win; then the game is a draw.</source>
        <translation>En este final (dos damas o una por bando, o tres piezas contra una dama solitaria que ocupa sola la gran diagonal) hay 5 jugadas por bando para ganar; después, la partida es tablas.</translation>
    </message>
    <message>
        <source>If 25 moves by each side pass with no capture and no man moved, the game is a draw.</source>
        <translation>Si pasan 25 jugadas por bando sin captura y sin mover ningún peón, la partida es tablas.</translation>
    </message>
    <message>
        <source>Three kings, two kings and a man, or a king and two men against a lone king: 16 moves by each side to win, then the game is a draw.</source>
        <translation>Tres damas, dos damas y un peón, o una dama y dos peones contra una dama solitaria: 16 jugadas por bando para ganar; después, tablas.</translation>
    </message>
    <message>
        <source>The lone king is the only piece on the main diagonal: 5 moves by each side to win, then the game is a draw.</source>
        <translation>La dama solitaria es la única pieza de la gran diagonal: 5 jugadas por bando para ganar; después, tablas.</translation>
    </message>
    <message>
        <source>Two kings, a king and a man, or a king against a lone king: 5 moves by each side to win, then the game is a draw.</source>
        <translation>Dos damas, dama y peón, o una dama contra una dama solitaria: 5 jugadas por bando para ganar; después, tablas.</translation>
    </message>
    <message>
        <source>Three kings or more against a lone king: if the stronger side has not taken it by its 15th move, the game is a draw.</source>
        <translation>Tres damas o más contra una dama solitaria: si el bando más fuerte no la ha capturado en su 15.ª jugada, la partida es tablas.</translation>
    </message>
    <message>
        <source>Three pieces off the main diagonal against a lone king on it: if the stronger side has not won by its 5th move, the game is a draw.</source>
        <translation>Tres piezas fuera de la gran diagonal contra una dama solitaria en ella: si el bando más fuerte no ha ganado en su 5.ª jugada, la partida es tablas.</translation>
    </message>
    <message>
        <source>Both sides have a king and at most 7 pieces are left: 5 moves by each side with 2 or 3 pieces, 30 with 4 or 5, 60 with 6 or 7, then the game is a draw.</source>
        <translation>Ambos bandos tienen dama y quedan 7 piezas o menos: 5 jugadas por bando con 2 o 3 piezas, 30 con 4 o 5, 60 con 6 o 7; después, tablas.</translation>
    </message>
    <message>
        <source>With 4 to 7 pieces on the board and no capture or man move: 15 moves by each side with 4 or 5 pieces, 25 with 6 or 7, then the game is a draw.</source>
        <translation>Con 4 a 7 piezas en el tablero y sin capturas ni movimientos de peón: 15 jugadas por bando con 4 o 5 piezas, 25 con 6 o 7; después, tablas.</translation>
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
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Draw</source>
        <translation>Tablas</translation>
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
        <source>You resigned.</source>
        <translation>Has abandonado.</translation>
    </message>
    <message>
        <source>The computer resigned.</source>
        <translation>La computadora ha abandonado.</translation>
    </message>
    <message>
        <source>Draw agreed: the computer accepted your offer, as its position is worse.</source>
        <translation>Tablas de mutuo acuerdo: la computadora aceptó tu oferta porque su posición es peor.</translation>
    </message>
    <message>
        <source>Draw agreed: the computer accepted your offer, as the position is about equal.</source>
        <translation>Tablas de mutuo acuerdo: la computadora aceptó tu oferta porque la posición está más o menos igualada.</translation>
    </message>
    <message>
        <source>Wait for the computer&apos;s move.</source>
        <translation>Espera la jugada de la computadora.</translation>
    </message>
    <message>
        <source>You are looking at an earlier position. Go back to the game to play.</source>
        <translation>Estás viendo una posición anterior. Vuelve a la partida para jugar.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
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
        <source>This FEN cannot be read (at character %1: %2).</source>
        <translation>No se puede leer este FEN (en el carácter %1: %2).</translation>
    </message>
    <message>
        <source>This FEN cannot be read (%1).</source>
        <translation>No se puede leer este FEN (%1).</translation>
    </message>
    <message>
        <source>%1 The file was kept as %2.</source>
        <translation>%1 El archivo se conservó como %2.</translation>
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
        <source>%1: you play White, moves played: %2</source>
        <translation>%1: juegas con blancas, jugadas hechas: %2</translation>
    </message>
    <message>
        <source>%1: you play Black, moves played: %2</source>
        <translation>%1: juegas con negras, jugadas hechas: %2</translation>
    </message>
    <message>
        <source>The clipboard holds no text to read as a FEN.</source>
        <translation>El portapapeles no contiene texto que leer como FEN.</translation>
    </message>
    <message>
        <source>Start a game first: the FEN is read for its variant.</source>
        <translation>Empieza antes una partida: el FEN se lee para su modalidad.</translation>
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
        <source>A game against the computer, from a beginner&apos;s level to full strength.</source>
        <translation>Una partida contra la computadora, desde el nivel de principiante hasta toda su fuerza.</translation>
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
        <source>About</source>
        <translation>Acerca de</translation>
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
        <source>Damas — %1</source>
        <translation>Damas — %1</translation>
    </message>
    <message>
        <source>Replace the game in progress?</source>
        <translation>¿Reemplazar la partida en curso?</translation>
    </message>
    <message>
        <source>Practising this position starts a new game. The game you are playing now will be replaced.</source>
        <translation>Practicar esta posición empieza una partida nueva. La partida que estás jugando ahora será reemplazada.</translation>
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
        <source>For example W:W31-50:B1-20</source>
        <translation>Por ejemplo W:W31-50:B1-20</translation>
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
        <source>move %1, &quot;%2&quot;, cannot be read as a move</source>
        <translation>la jugada %1, «%2», no se puede leer como jugada</translation>
    </message>
    <message>
        <source>move %1, &quot;%2&quot;, is not legal in the position it is played from</source>
        <translation>la jugada %1, «%2», no es legal en la posición desde la que se juega</translation>
    </message>
    <message>
        <source>move %1, &quot;%2&quot;, could be several captures</source>
        <translation>la jugada %1, «%2», podría ser varias capturas</translation>
    </message>
    <message>
        <source>%1: %2 (%3).</source>
        <translation>%1: %2 (%3).</translation>
    </message>
    <message>
        <source>The game could not be saved to %1: %2</source>
        <translation>No se pudo guardar la partida en %1: %2</translation>
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
        <source>Draws that come by themselves</source>
        <translation>Tablas que llegan solas</translation>
    </message>
    <message>
        <source>No one has to claim these draws: the game ends the moment a count runs out, and the result line says why. A win is checked first, then a threefold repetition, then the counts. During a game the counts in force are shown beside the board, ticking down.</source>
        <translation>Nadie tiene que reclamar estas tablas: la partida termina en cuanto se agota una cuenta, y la línea del resultado dice por qué. Primero se comprueba la victoria, después la triple repetición y luego las cuentas. Durante la partida, las cuentas en vigor se ven junto al tablero, descontando.</translation>
    </message>
</context>
<context>
    <name>SavedGame</name>
    <message>
        <source>move %1 (%2) cannot be played: %3</source>
        <translation>la jugada %1 (%2) no se puede jugar: %3</translation>
    </message>
    <message>
        <source>the start position is not a valid FEN (at character %1: %2)</source>
        <translation>la posición inicial no es un FEN válido (en el carácter %1: %2)</translation>
    </message>
</context>
<context>
    <name>VariantCatalog</name>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>%1×%1 squares; play is on the %2 dark squares, with a dark square in each player&apos;s bottom-left corner.</source>
        <translation>%1×%1 casillas; se juega en las %2 casillas oscuras, con una casilla oscura en la esquina inferior izquierda de cada jugador.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Comienzo</translation>
    </message>
    <message>
        <source>Men</source>
        <translation>Peones</translation>
    </message>
    <message>
        <source>A man steps one square diagonally forward. It captures forward and backward.</source>
        <translation>Un peón avanza una casilla en diagonal hacia delante. Captura hacia delante y hacia atrás.</translation>
    </message>
    <message>
        <source>A man steps one square diagonally forward, and captures forward only.</source>
        <translation>Un peón avanza una casilla en diagonal hacia delante, y solo captura hacia delante.</translation>
    </message>
    <message>
        <source>Kings</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>A king flies: any distance along a free diagonal. It captures from afar and may land on any free square behind the piece, but must land where it can go on capturing if it can.</source>
        <translation>La dama es de largo alcance: recorre cualquier distancia por una diagonal libre. Captura desde lejos y puede caer en cualquier casilla libre detrás de la pieza, pero si puede seguir capturando debe caer donde pueda hacerlo.</translation>
    </message>
    <message>
        <source>A king steps one square in any diagonal direction, and captures the same way, forward and backward.</source>
        <translation>La dama avanza una casilla en cualquier dirección diagonal, y captura igual, hacia delante y hacia atrás.</translation>
    </message>
    <message>
        <source>Captures</source>
        <translation>Capturas</translation>
    </message>
    <message>
        <source>Capturing is compulsory, and you must take the most pieces (a king counts as one piece). Captured pieces are removed when the move ends, and none can be jumped twice.</source>
        <translation>Capturar es obligatorio, y hay que llevarse el mayor número de piezas (una dama cuenta como una pieza). Las piezas capturadas se retiran al terminar la jugada, y ninguna puede saltarse dos veces.</translation>
    </message>
    <message>
        <source>Capturing is compulsory, but you may choose any capture; once begun, it must be finished. Captured pieces are removed when the move ends, and none can be jumped twice.</source>
        <translation>Capturar es obligatorio, pero puedes elegir cualquier captura; una vez empezada, hay que terminarla. Las piezas capturadas se retiran al terminar la jugada, y ninguna puede saltarse dos veces.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned king; if it gets there during a capture, the move ends there.</source>
        <translation>Un peón que llega a la última fila corona y se convierte en dama; si llega durante una captura, la jugada termina ahí.</translation>
    </message>
    <message>
        <source>A man is crowned only if its move ends on the far row; passing over it during a capture does not crown.</source>
        <translation>Un peón solo corona si su jugada termina en la última fila; pasar por ella durante una captura no corona.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned at once, even during a capture, and goes on capturing as a king in the same move.</source>
        <translation>Un peón que llega a la última fila corona en el acto, incluso en plena captura, y sigue capturando como dama en la misma jugada.</translation>
    </message>
    <message>
        <source>Crowning</source>
        <translation>Coronación</translation>
    </message>
    <message>
        <source>Notation</source>
        <translation>Notación</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final de la partida</translation>
    </message>
    <message>
        <source>A player who has no piece left, or cannot move, loses.</source>
        <translation>Pierde el jugador que se queda sin piezas o no puede mover.</translation>
    </message>
    <message>
        <source>Threefold repetition</source>
        <translation>Triple repetición</translation>
    </message>
    <message>
        <source>The same position (the same pieces on the same squares, the same side to move) for the third time since the last capture or man move is a draw. The three times need not come one after another.</source>
        <translation>La misma posición (las mismas piezas en las mismas casillas y el mismo bando al turno) por tercera vez desde la última captura o movimiento de peón es tablas. Las tres veces no tienen que ser seguidas.</translation>
    </message>
    <message>
        <source>After a capture or a man move, the positions before it no longer count.</source>
        <translation>Tras una captura o un movimiento de peón, las posiciones anteriores dejan de contar.</translation>
    </message>
    <message>
        <source>Not applied here, because they need an arbiter or a clock: an arbiter declaring a position clearly drawn (article 6.1.8.7), a decision that depends on the time control (article 6.1.10.4), and the arbiter&apos;s exception to the 5-move main-diagonal count when a winning chance arises (part of article 6.1.8.5).</source>
        <translation>No se aplican aquí, porque necesitan un árbitro o un reloj: la declaración de un árbitro de que una posición es claramente tablas (artículo 6.1.8.7), una decisión que depende del ritmo de juego (artículo 6.1.10.4) y la excepción arbitral a la cuenta de 5 jugadas en la gran diagonal cuando surge una posibilidad de victoria (parte del artículo 6.1.8.5).</translation>
    </message>
    <message>
        <source>%1 men each on the first %2 rows. White moves first.</source>
        <translation>%1 peones por bando en las %2 primeras filas. Empiezan las blancas.</translation>
    </message>
    <message>
        <source>%1 men each on the first %2 rows. Black moves first.</source>
        <translation>%1 peones por bando en las %2 primeras filas. Empiezan las negras.</translation>
    </message>
    <message>
        <source>The dark squares are numbered 1 to %1 from Black&apos;s side. A move is written with its squares, like %2, and a capture with an x between them.</source>
        <translation>Las casillas oscuras se numeran del 1 al %1 desde el lado de las negras. Una jugada se escribe con sus casillas, como %2, y una captura con una x entre ellas.</translation>
    </message>
    <message>
        <source>Squares are named by column (a-%1) and row (1-%2) from White&apos;s side. A move is written like %3, and a capture with a %4 between the squares.</source>
        <translation>Las casillas se nombran por columna (a-%1) y fila (1-%2) desde el lado de las blancas. Una jugada se escribe como %3, y una captura con %4 entre las casillas.</translation>
    </message>
</context>
</TS>
