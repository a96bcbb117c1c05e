<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AmericanBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>El tablero y la notación</translation>
    </message>
    <message>
        <source>The 32 numbered squares, how the game starts, and how a move is written.</source>
        <translation>Las 32 casillas numeradas, cómo empieza la partida y cómo se escribe una jugada.</translation>
    </message>
    <message>
        <source>American checkers, also called English draughts, is played on the 32 dark squares of an 8×8 board. The squares are numbered 1 to 32, starting from Black&apos;s side: 1 to 4 along Black&apos;s back row, 29 to 32 along White&apos;s. In these lessons White is at the bottom of every diagram, so square 1 is at the top left and 32 at the bottom right.</source>
        <extracomment>1, 4, 29 and 32 are square numbers: keep them as they are</extracomment>
        <translation>Las damas americanas, también llamadas damas inglesas, se juegan en las 32 casillas oscuras de un tablero de 8×8. Las casillas se numeran del 1 al 32 empezando por el lado de las negras: del 1 al 4 en la primera fila de las negras y del 29 al 32 en la de las blancas. En estas lecciones las blancas están abajo en todos los diagramas, así que la casilla 1 queda arriba a la izquierda y la 32 abajo a la derecha.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twelve men: Black&apos;s stand on squares 1-12, White&apos;s on 21-32, and the two middle rows are empty. Unlike most other kinds of draughts, Black makes the first move.</source>
        <extracomment>1-12 and 21-32 are ranges of square numbers: keep them as they are</extracomment>
        <translation>Así empieza toda partida. Cada bando tiene doce peones: los negros están en las casillas 1-12, los blancos en las 21-32, y las dos filas centrales quedan vacías. A diferencia de casi todas las demás modalidades de damas, la primera jugada la hacen las negras.</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: 11-15 takes the black man on 11 one square forward to 15. You have Black here: play 11-15, the most popular first move.</source>
        <extracomment>11-15 is a move in American notation: keep it as it is</extracomment>
        <translation>Una jugada que no captura nada une sus dos casillas con un guion: 11-15 lleva el peón negro de la 11 una casilla hacia delante, a la 15. Aquí juegas con las negras: juega 11-15, la salida más popular.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for 11-15: the man on 11 goes one square forward, to 15.</source>
        <extracomment>11-15, 11 and 15 are a move and squares: keep them as they are</extracomment>
        <translation>Esa jugada es legal, pero este paso pide 11-15: el peón de la 11 avanza una casilla, a la 15.</translation>
    </message>
    <message>
        <source>Well done. That move is written 11-15.</source>
        <extracomment>11-15 is a move: keep it as it is</extracomment>
        <translation>Muy bien. Esa jugada se escribe 11-15.</translation>
    </message>
    <message>
        <source>A capture is written with an x instead: 22x15 means the white man on 22 jumps the black man on 18 and lands on 15.</source>
        <extracomment>22x15, 22, 18 and 15 are a capture and squares in American notation: keep them as they are</extracomment>
        <translation>Una captura se escribe, en cambio, con una x: 22x15 significa que el peón blanco de la 22 salta el peón negro de la 18 y cae en la 15.</translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on 23 jumps 19 and lands on 16, written 23x16.</source>
        <extracomment>23, 19, 16 and 23x16 are squares and a capture: keep them as they are</extracomment>
        <translation>Ahora captura tú el peón negro: el peón de la 23 salta la 19 y cae en la 16, y se escribe 23x16.</translation>
    </message>
    <message>
        <source>Jump the black man on 19 and land on 16.</source>
        <extracomment>19 and 16 are squares: keep them as they are</extracomment>
        <translation>Salta el peón negro de la 19 y cae en la 16.</translation>
    </message>
    <message>
        <source>That capture is written 23x16.</source>
        <extracomment>23x16 is a capture: keep it as it is</extracomment>
        <translation>Esa captura se escribe 23x16.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps 18 and 11, lands on 15 on the way, and is written 22x8, without 15.</source>
        <extracomment>22x8, 15, 18 and 11 are a move and squares in American notation: keep them as they are</extracomment>
        <translation>Una captura de varias piezas se escribe solo con su salida y su llegada: esta salta la 18 y la 11, pasa por la 15 y se escribe 22x8, sin la 15.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end but take different pieces is the landing square in between written too. Here both go from 30 to 14: one by way of 21, taking 25 and 17, written 30x21x14; the other by way of 23, taking 26 and 18, written 30x23x14.</source>
        <extracomment>30, 14, 21, 23 and the moves 30x21x14, 30x23x14 stay as they are</extracomment>
        <translation>Solo cuando dos capturas tienen la misma salida y la misma llegada, pero toman piezas distintas, se escribe también la casilla intermedia. Aquí las dos van de la 30 a la 14: una pasa por la 21, toma la 25 y la 17 y se escribe 30x21x14; la otra pasa por la 23, toma la 26 y la 18 y se escribe 30x23x14.</translation>
    </message>
    <message>
        <source>Play the capture written 30x23x14: over 26 to 23, then over 18 to 14.</source>
        <extracomment>30x23x14 is a capture written in full: keep it as it is</extracomment>
        <translation>Juega la captura que se escribe 30x23x14: sobre la 26 hasta la 23 y luego sobre la 18 hasta la 14.</translation>
    </message>
    <message>
        <source>That was 30x21x14, which takes 25 and 17. The step asks for 30x23x14, the way through 23.</source>
        <extracomment>30x21x14, 25, 17 and 30x23x14 stay as they are</extracomment>
        <translation>Esa era 30x21x14, que toma la 25 y la 17. El paso pide 30x23x14, el camino por la 23.</translation>
    </message>
    <message>
        <source>Right. Because the other capture also goes from 30 to 14, this one is written with 23, the square it passes through.</source>
        <extracomment>21 and 23 are squares: keep them as they are</extracomment>
        <translation>Correcto. Como la otra captura también va de la 30 a la 14, esta se escribe con la 23, la casilla por la que pasa.</translation>
    </message>
</context>
<context>
    <name>AmericanCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Las capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, men capture only forward, and a capture goes on to the end.</source>
        <translation>Capturar es obligatorio, los peones capturan solo hacia delante y una captura sigue hasta el final.</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy piece right in front of it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on 22 has to take 18 and land on 15; the man on 24 may not move this turn.</source>
        <extracomment>22, 18, 15 and 24 are squares: keep them as they are</extracomment>
        <translation>Un peón captura saltando en diagonal una pieza enemiga que tiene justo delante y cayendo en la casilla vacía de detrás. Capturar es obligatorio: cuando puedes capturar, debes hacerlo. Aquí el peón de la 22 tiene que tomar la 18 y caer en la 15; el peón de la 24 no puede moverse en este turno.</translation>
    </message>
    <message>
        <source>Men capture only forward, in the direction they move. The white man on 18 has a black man on each side: it may take 14 (18x9), but never the man on 22 behind it.</source>
        <extracomment>18, 22, 14 and 18x9 are squares and a capture: keep them as they are</extracomment>
        <translation>Los peones capturan solo hacia delante, en el sentido en que avanzan. El peón blanco de la 18 tiene un peón negro a cada lado: puede tomar la 14 (18x9), pero nunca el peón de la 22, que está detrás.</translation>
    </message>
    <message>
        <source>You have Black now, and Black captures down the board. Your man on 17 can take a white man: capture, even though it will be taken back, because the capture is obligatory.</source>
        <extracomment>17 is a square: keep it as it is</extracomment>
        <translation>Ahora juegas con las negras, que capturan hacia abajo. Tu peón de la 17 puede tomar un peón blanco: captura, aunque luego te lo tomen, porque la captura es obligatoria.</translation>
    </message>
    <message>
        <source>Capturing is obligatory: the man on 17 must jump 22.</source>
        <extracomment>22 is a square: keep it as it is</extracomment>
        <translation>Capturar es obligatorio: el peón de la 17 debe saltar la 22.</translation>
    </message>
    <message>
        <source>Right. White will now take your man with 30x23: that capture is obligatory too.</source>
        <extracomment>30x23 is a capture: keep it as it is</extracomment>
        <translation>Correcto. Ahora las blancas tomarán tu peón con 30x23: esa captura también es obligatoria.</translation>
    </message>
    <message>
        <source>A capture must be completed: after each jump, if the man can jump again, it goes on. Capture with the man on 30 and keep jumping until nothing more can be taken.</source>
        <extracomment>30 is a square: keep it as it is</extracomment>
        <translation>Una captura debe completarse: después de cada salto, si el peón puede volver a saltar, sigue. Captura con el peón de la 30 y sigue saltando hasta que no quede nada que tomar.</translation>
    </message>
    <message>
        <source>Keep jumping: the man on 30 takes three men and ends on 7.</source>
        <extracomment>30 and 7 are squares: keep them as they are</extracomment>
        <translation>Sigue saltando: el peón de la 30 toma tres peones y termina en la 7.</translation>
    </message>
    <message>
        <source>Well done: 30x7 takes 26, 18 and 10 in one move.</source>
        <extracomment>30x7, 26, 18 and 10 are a capture and squares: keep them as they are</extracomment>
        <translation>Muy bien: 30x7 toma la 26, la 18 y la 10 en una sola jugada.</translation>
    </message>
    <message>
        <source>Click every white man that can capture, then confirm your answer. Men capture only forward, and the square behind the black piece must be empty.</source>
        <translation>Haz clic en cada peón blanco que pueda capturar y luego confirma tu respuesta. Los peones capturan solo hacia delante, y la casilla de detrás de la pieza negra tiene que estar vacía.</translation>
    </message>
</context>
<context>
    <name>AmericanCounts</name>
    <message>
        <source>The 40-move rule</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>La regla de las 40 jugadas</translation>
    </message>
    <message>
        <source>The move count that ends a game in a draw by itself: what it counts, what starts it again, and why it is the only one.</source>
        <translation>La cuenta de jugadas que termina una partida en tablas por sí sola: qué cuenta, qué la reinicia y por qué es la única.</translation>
    </message>
    <message>
        <source>American checkers has one move count. When 40 moves of each player have gone by with no man moved and no piece captured, the game is drawn by itself. Limits are given in moves of each player, so 40 moves means 40 by White and 40 by Black. The panel beside the board shows the count as moves left for each side.</source>
        <translation>Las damas americanas tienen una sola cuenta de jugadas. Cuando han pasado 40 jugadas de cada jugador sin mover ningún peón y sin capturar ninguna pieza, la partida es tablas por sí sola. Los límites se expresan en jugadas de cada jugador, así que 40 jugadas significan 40 de las blancas y 40 de las negras. El panel junto al tablero muestra la cuenta como las jugadas que le quedan a cada bando.</translation>
    </message>
    <message>
        <source>Watch what each kind of move does to the count in the panel.</source>
        <translation>Mira qué le hace cada tipo de jugada a la cuenta del panel.</translation>
    </message>
    <message>
        <source>A king move: the count goes on.</source>
        <translation>Una jugada de dama: la cuenta sigue.</translation>
    </message>
    <message>
        <source>Another king move: the count goes on.</source>
        <translation>Otra jugada de dama: la cuenta sigue.</translation>
    </message>
    <message>
        <source>28-24 is a man move: the count starts again, 40 moves for each side.</source>
        <extracomment>28-24 is a move: keep it as it is</extracomment>
        <translation>28-24 es una jugada de peón: la cuenta vuelve a empezar, 40 jugadas para cada bando.</translation>
    </message>
    <message>
        <source>A king move, and a blunder: the black king on 9 stands right in front of the white king on 14.</source>
        <extracomment>9 and 14 are squares: keep them as they are</extracomment>
        <translation>Una jugada de dama, y un error grave: la dama negra de la 9 queda justo delante de la dama blanca de la 14.</translation>
    </message>
    <message>
        <source>14x5 is a capture: the count starts again.</source>
        <extracomment>14x5 is a capture: keep it as it is</extracomment>
        <translation>14x5 es una captura: la cuenta vuelve a empezar.</translation>
    </message>
    <message>
        <source>There is no shorter count for endgames: two kings against one, or three against one, still have the full 40 moves per side. Forty moves are plenty for the basic wins, as the next lesson shows, but not for moving kings aimlessly.</source>
        <translation>No hay una cuenta más corta para los finales: dos damas contra una, o tres contra una, siguen teniendo las 40 jugadas por bando completas. Cuarenta jugadas sobran para las victorias básicas, como muestra la próxima lección, pero no para mover damas por mover.</translation>
    </message>
    <message>
        <source>Two kings each, and only kings have moved for a long time: 36 moves each have gone, and 4 each are left. Watch the count run out.</source>
        <translation>Dos damas por bando, y hace mucho que solo se mueven damas: han pasado 36 jugadas de cada uno y quedan 4 para cada uno. Mira cómo se agota la cuenta.</translation>
    </message>
    <message>
        <source>White&apos;s 37th move: White has 3 moves left, Black 4.</source>
        <translation>37.ª jugada de las blancas: a las blancas les quedan 3 jugadas, a las negras 4.</translation>
    </message>
    <message>
        <source>Black&apos;s 37th move: 3 each.</source>
        <translation>37.ª jugada de las negras: 3 para cada uno.</translation>
    </message>
    <message>
        <source>White&apos;s 38th move: White has 2 left, Black 3.</source>
        <translation>38.ª jugada de las blancas: a las blancas les quedan 2, a las negras 3.</translation>
    </message>
    <message>
        <source>Black&apos;s 38th move: 2 each.</source>
        <translation>38.ª jugada de las negras: 2 para cada uno.</translation>
    </message>
    <message>
        <source>White&apos;s 39th move: White has 1 left, Black 2.</source>
        <translation>39.ª jugada de las blancas: a las blancas les queda 1, a las negras 2.</translation>
    </message>
    <message>
        <source>Black&apos;s 39th move: one each.</source>
        <translation>39.ª jugada de las negras: una para cada uno.</translation>
    </message>
    <message>
        <source>White&apos;s 40th move: only Black&apos;s last move remains.</source>
        <translation>40.ª jugada de las blancas: solo queda la última jugada de las negras.</translation>
    </message>
    <message>
        <source>Black&apos;s 40th move: the count is over. The game is drawn: “Move limit: too long without captures”.</source>
        <translation>40.ª jugada de las negras: la cuenta ha terminado. La partida es tablas: «Límite de jugadas: demasiado tiempo sin capturas».</translation>
    </message>
    <message>
        <source>This is White&apos;s 40th move with only kings moving: the last one the count allows. The black king has just stepped to 23. Capture it: the win is checked before the count, so taking the last piece on the last counted move wins.</source>
        <extracomment>23 is a square name: keep it as it is</extracomment>
        <translation>Esta es la 40.ª jugada de las blancas en la que solo se mueven damas: la última que permite la cuenta. La dama negra acaba de ir a la 23. Captúrala: la victoria se comprueba antes que la cuenta, así que tomar la última pieza en la última jugada contada gana.</translation>
    </message>
    <message>
        <source>Capture the black king: the king on 19 can jump 23.</source>
        <extracomment>19 and 23 are squares: keep them as they are</extracomment>
        <translation>Captura la dama negra: la dama de la 19 puede saltar la 23.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>La última pieza cae en la última jugada contada: la partida se gana, no es tablas.</translation>
    </message>
    <message>
        <source>Only kings have moved for a long time: Black has made 40 such moves, and this is White&apos;s 40th. A king move now would end the game in a draw at once. Your man on 29 has been waiting in reserve: use it.</source>
        <extracomment>29 is a square: keep it as it is</extracomment>
        <translation>Hace mucho que solo se mueven damas: las negras han hecho 40 jugadas así, y esta es la 40.ª de las blancas. Una jugada de dama ahora terminaría la partida en tablas en el acto. Tu peón de la 29 ha estado esperando en reserva: úsalo.</translation>
    </message>
    <message>
        <source>That king move would be the 40th for each side with only kings moving, and the game would be drawn. Move the man instead: 29-25 starts the count again.</source>
        <extracomment>29-25 is a move: keep it as it is</extracomment>
        <translation>Esa jugada de dama sería la 40.ª de cada bando moviendo solo damas, y la partida sería tablas. Mueve mejor el peón: 29-25 reinicia la cuenta.</translation>
    </message>
    <message>
        <source>The man move starts the count again: 40 more moves for each side to play for a win.</source>
        <translation>La jugada de peón reinicia la cuenta: otras 40 jugadas por bando para jugar a ganar.</translation>
    </message>
    <message>
        <source>So when you are ahead, treat the count as a clock: every king move that achieves nothing uses it up. A man that can still move safely is worth keeping in reserve, because its move starts the count again.</source>
        <translation>Así que, cuando vas ganando, trata la cuenta como un reloj: cada jugada de dama que no consigue nada la gasta. Vale la pena guardar en reserva un peón que todavía pueda moverse con seguridad, porque su jugada reinicia la cuenta.</translation>
    </message>
    <message>
        <source>The count starts again from the beginning after any man move or any capture, by either side. In practice it runs only while nothing but kings move. A man move is an advance toward the king row, so it can never be undone, and neither can a capture. The move that crowns a man is a man move too, so it also starts the count again.</source>
        <translation>La cuenta vuelve a empezar desde el principio tras cualquier jugada de peón o cualquier captura, de cualquiera de los dos bandos. En la práctica solo corre mientras únicamente se mueven damas. Una jugada de peón es un avance hacia la fila de coronación, así que nunca puede deshacerse, y una captura tampoco. La jugada con la que un peón corona también es una jugada de peón, así que también reinicia la cuenta.</translation>
    </message>
</context>
<context>
    <name>AmericanCrowning</name>
    <message>
        <source>Which capture, and crowning</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Qué captura elegir, y la coronación</translation>
    </message>
    <message>
        <source>You may choose any capture, however small; a man crowned during a capture stops there.</source>
        <translation>Puedes elegir cualquier captura, por pequeña que sea; un peón que corona durante una captura se detiene ahí.</translation>
    </message>
    <message>
        <source>When you have several captures, you may choose any of them, even one that takes fewer pieces: American checkers has no rule that you must take the most. Only two things are fixed: you must capture, and the capture you choose must be completed. Here 22 can take two men and 16 only one.</source>
        <extracomment>22 and 16 are squares: keep them as they are</extracomment>
        <translation>Cuando tienes varias capturas, puedes elegir cualquiera, incluso una que tome menos piezas: en las damas americanas no hay regla de la mayoría que obligue a tomar el mayor número de piezas. Solo hay dos cosas fijas: tienes que capturar, y la captura que elijas debe completarse. Aquí la 22 puede tomar dos peones y la 16 solo uno.</translation>
    </message>
    <message>
        <source>Look at what each capture leaves on the board, then play the one that does not give material back.</source>
        <translation>Mira qué deja cada captura en el tablero y juega la que no devuelve material.</translation>
    </message>
    <message>
        <source>22x8 takes two men, but then the man on 4 jumps 8 and 16 in one move (4x20): two for two. The smaller capture, 16x7, loses nothing.</source>
        <extracomment>22x8, 4, 8, 16, 4x20 and 16x7 are captures and squares: keep them as they are</extracomment>
        <translation>22x8 toma dos peones, pero luego el peón de la 4 salta la 8 y la 16 en una sola jugada (4x20): dos por dos. La captura más pequeña, 16x7, no pierde nada.</translation>
    </message>
    <message>
        <source>Right: 16x7 takes only one man, but every white man is safe, and the man on 7 is about to be crowned.</source>
        <extracomment>16x7 and 7 are a capture and a square: keep them as they are</extracomment>
        <translation>Correcto: 16x7 toma solo un peón, pero todos los peones blancos están a salvo, y el de la 7 está a punto de coronar.</translation>
    </message>
    <message>
        <source>Now see what the bigger capture would have led to.</source>
        <translation>Ahora mira adónde habría llevado la captura más grande.</translation>
    </message>
    <message>
        <source>The man on 22 takes 18 and 11 and ends on 8, right in front of the black man on 4.</source>
        <extracomment>22, 18, 11 and 8 are squares: keep them as they are</extracomment>
        <translation>El peón de la 22 toma la 18 y la 11 y termina en la 8, justo delante del peón negro de la 4.</translation>
    </message>
    <message>
        <source>Black must capture too: 4 jumps 8, lands on 11, jumps 16 and ends on 20. Two men each, and White&apos;s advantage is gone.</source>
        <extracomment>4, 8, 11, 16 and 20 are squares: keep them as they are</extracomment>
        <translation>Las negras también deben capturar: la 4 salta la 8, cae en la 11, salta la 16 y termina en la 20. Dos peones cada uno, y la ventaja de las blancas ha desaparecido.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned, and its move ends there, even in the middle of a capture. Here 11 jumps 7 and lands on 2, a king. A king on 2 could jump 6, but the move is over: the new king may capture only on its next turn.</source>
        <extracomment>11, 7, 2 and 6 are squares: keep them as they are</extracomment>
        <translation>Un peón que llega a la última fila corona, y su jugada termina ahí, aunque sea en mitad de una captura. Aquí la 11 salta la 7 y cae en la 2, ya dama. Una dama en la 2 podría saltar la 6, pero la jugada ha terminado: la nueva dama solo podrá capturar en su próximo turno.</translation>
    </message>
    <message>
        <source>Your man on 18 can capture its way to the far row. Play the capture.</source>
        <extracomment>18 is a square: keep it as it is</extracomment>
        <translation>Tu peón de la 18 puede llegar capturando a la última fila. Juega la captura.</translation>
    </message>
    <message>
        <source>Jump 14 to 9, then 6 to 2.</source>
        <extracomment>18, 14, 9, 6 and 2 are squares: keep them as they are</extracomment>
        <translation>Salta la 14 hasta la 9 y luego la 6 hasta la 2.</translation>
    </message>
    <message>
        <source>Crowned on 2, and the move ends there: your new king does not take 7 now, though it could on its next move if 7 is still there and 11 is empty.</source>
        <extracomment>2 and 7 are squares: keep them as they are</extracomment>
        <translation>Coronado en la 2, y la jugada termina ahí: tu nueva dama no toma ahora la 7, aunque podría hacerlo en su próxima jugada si la 7 sigue ahí y la 11 está vacía.</translation>
    </message>
    <message>
        <source>This is where American checkers differs from Russian draughts, where a man crowned during a capture goes on at once as a king. In American checkers the crowning always ends the move, whether the man got there by a step or by a capture.</source>
        <translation>En esto las damas americanas se diferencian de las damas rusas, donde un peón que corona durante una captura sigue enseguida como dama. En las damas americanas la coronación siempre termina la jugada, tanto si el peón llegó con un paso como con una captura.</translation>
    </message>
</context>
<context>
    <name>AmericanForcedCaptures</name>
    <message>
        <source>Forced captures</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Capturas forzadas</translation>
    </message>
    <message>
        <source>Your opponent must capture too: give a man to take two, or to open the way to the king row.</source>
        <translation>Tu rival también está obligado a capturar: entrega un peón para tomar dos, o para abrir el camino a la fila de coronación.</translation>
    </message>
    <message>
        <source>Capturing is obligatory for your opponent too. So you can give a man away on purpose: the capture that follows is forced, and it may leave the capturing man, or its neighbours, where you can jump them. A combination of this kind is called a shot.</source>
        <translation>Capturar también es obligatorio para tu rival. Por eso puedes entregar un peón a propósito: la captura que sigue es forzada, y puede dejar el peón que captura, o sus vecinos, donde tú puedes saltarlos. Una combinación de este tipo se llama golpe.</translation>
    </message>
    <message>
        <source>Give one man to take two. Find the move that forces the black man on 14 to capture and lets you jump two men in reply.</source>
        <extracomment>14 and 15 are squares: keep them as they are</extracomment>
        <translation>Entrega un peón para tomar dos. Encuentra la jugada que obliga al peón negro de la 14 a capturar y te deja saltar dos peones en respuesta.</translation>
    </message>
    <message>
        <source>That move wins nothing. Put a man where 14 must take it: 23-18.</source>
        <extracomment>23-18 is a move: keep it as it is</extracomment>
        <translation>Esa jugada no gana nada. Pon un peón donde la 14 tenga que tomarlo: 23-18.</translation>
    </message>
    <message>
        <source>Two for one: after the forced 14x23, 27x11 takes 23 and 15.</source>
        <extracomment>27x11, 23 and 15 are a capture and squares: keep them as they are</extracomment>
        <translation>Dos por uno: tras la captura forzada 14x23, 27x11 toma la 23 y la 15.</translation>
    </message>
    <message>
        <source>The same shot again, move by move.</source>
        <translation>El mismo golpe otra vez, jugada a jugada.</translation>
    </message>
    <message>
        <source>23-18 offers a man. Behind it 23 is now empty, so 14 can jump it.</source>
        <extracomment>23-18, 14 and 23 are a move and squares: keep them as they are</extracomment>
        <translation>23-18 ofrece un peón. Detrás de él la 23 queda vacía, así que la 14 puede saltarlo.</translation>
    </message>
    <message>
        <source>27 jumps 23, lands on 18, jumps 15 and ends on 11. White is a man ahead.</source>
        <extracomment>27, 23, 18, 15 and 11 are squares: keep them as they are</extracomment>
        <translation>La 27 salta la 23, cae en la 18, salta la 15 y termina en la 11. Las blancas tienen un peón de ventaja.</translation>
    </message>
    <message>
        <source>Your man on 9 would crown by jumping 6, but 2 behind it is taken. Give a man to pull the black man away from 2, then crown with a capture.</source>
        <extracomment>9, 6 and 2 are squares: keep them as they are</extracomment>
        <translation>Tu peón de la 9 coronaría saltando la 6, pero la 2, detrás, está ocupada. Entrega un peón para sacar de la 2 al peón negro y corona después con una captura.</translation>
    </message>
    <message>
        <source>Not yet. Offer the man on 11 with 11-7: 2 must take it, and the way to 2 opens for 9.</source>
        <extracomment>11-7, 2 and 9 are a move and squares: keep them as they are</extracomment>
        <translation>Todavía no. Ofrece el peón de la 11 con 11-7: la 2 tiene que tomarlo, y el camino a la 2 se abre para la 9.</translation>
    </message>
    <message>
        <source>After the forced 2x11, 9x2 jumps 6 and crowns your man on 2.</source>
        <extracomment>2x11 and 9x2 are captures: keep them as they are</extracomment>
        <translation>Tras la captura forzada 2x11, 9x2 salta la 6 y corona tu peón en la 2.</translation>
    </message>
    <message>
        <source>Watch the crowning combination again.</source>
        <translation>Mira otra vez la combinación que termina en coronación.</translation>
    </message>
    <message>
        <source>11-7 puts a man right in front of the black man on 2.</source>
        <extracomment>11-7 and 2 are a move and a square: keep them as they are</extracomment>
        <translation>11-7 pone un peón justo delante del peón negro de la 2.</translation>
    </message>
    <message>
        <source>2x11 is forced: it is Black&apos;s only capture, since the man on 13 stops 6x13.</source>
        <extracomment>2x11, 6x13 and 13 are captures and a square: keep them as they are</extracomment>
        <translation>2x11 es forzada: es la única captura de las negras, porque el peón de la 13 impide 6x13.</translation>
    </message>
    <message>
        <source>9x2: the man jumps 6 and is crowned. White has a king, and the material is level again.</source>
        <extracomment>9x2 is a capture: keep it as it is</extracomment>
        <translation>9x2: el peón salta la 6 y corona. Las blancas tienen una dama, y el material vuelve a estar igualado.</translation>
    </message>
    <message>
        <source>Before every move, ask two questions: which captures will my opponent be forced to make, and where will their men stand afterwards? The same questions warn you of your opponent&apos;s shots.</source>
        <translation>Antes de cada jugada, hazte dos preguntas: ¿qué capturas se verá obligado a hacer mi rival, y dónde quedarán después sus peones? Las mismas preguntas te avisan de los golpes de tu rival.</translation>
    </message>
    <message>
        <source>14x23 is Black&apos;s only capture, so it is forced: 15 cannot jump 18, since 22 is taken. And it cannot go on, since 32, behind 27, is taken too.</source>
        <extracomment>14x23, 15, 18, 22, 27 and 32 are a capture and squares: keep them as they are</extracomment>
        <translation>14x23 es la única captura de las negras, así que es forzada: la 15 no puede saltar la 18, porque la 22 está ocupada. Y no puede seguir, porque la 32, detrás de la 27, también está ocupada.</translation>
    </message>
</context>
<context>
    <name>AmericanGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quién gana, cómo se ofrecen tablas y qué tablas aplica el programa por sí solo.</translation>
    </message>
    <message>
        <source>A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on 5 can neither step nor capture, so White has won.</source>
        <extracomment>5 is a square: keep it as it is</extracomment>
        <translation>Pierde la partida el bando que debe jugar y no puede: no le queda ninguna pieza, o ninguna de sus piezas tiene una jugada legal. Aquí juegan las negras, pero el peón de la 5 no puede ni avanzar ni capturar, así que las blancas han ganado.</translation>
    </message>
    <message>
        <source>Black has two men left. Choose the capture that takes both: with no piece left, Black loses at once.</source>
        <translation>A las negras les quedan dos peones. Elige la captura que toma los dos: sin ninguna pieza, las negras pierden en el acto.</translation>
    </message>
    <message>
        <source>That capture takes only 18, and the game goes on. The man on 22 can take both men in one move.</source>
        <extracomment>18 and 22 are squares: keep them as they are</extracomment>
        <translation>Esa captura toma solo la 18, y la partida sigue. El peón de la 22 puede tomar los dos peones en una sola jugada.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>A las negras no les quedan piezas: ganan las blancas.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on 20. Play the move that leaves it with no step and no capture.</source>
        <extracomment>20 is a square: keep it as it is</extracomment>
        <translation>El último peón negro está en la 20. Haz la jugada que lo deja sin poder avanzar ni capturar.</translation>
    </message>
    <message>
        <source>After that move the man on 20 can still move. Its only square is 24: fill it with a man that cannot be jumped, because 27 behind it stays occupied.</source>
        <extracomment>20, 24 and 27 are squares: keep them as they are</extracomment>
        <translation>Tras esa jugada el peón de la 20 todavía puede moverse. Su única casilla es la 24: ocúpala con un peón que no pueda ser saltado, porque la 27, detrás, sigue ocupada.</translation>
    </message>
    <message>
        <source>Black has a man but no legal move: White wins.</source>
        <translation>Las negras tienen un peón, pero ninguna jugada legal: ganan las blancas.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <extracomment>&quot;Offer a draw&quot; is the name of a button on the play page: use the same words as the button</extracomment>
        <translation>Una partida también puede terminar en tablas de mutuo acuerdo. En la página de juego, «Ofrecer tablas» envía tu oferta junto con tu jugada, solo para el turno siguiente de tu rival. Una vez hecha, no se puede retirar: tu rival la acepta, o la rechaza simplemente jugando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.</source>
        <translation>La computadora responde a tu oferta según su propia valoración de la posición. La acepta cuando no cree que vaya ganando, porque su posición es peor o está más o menos igualada, y dice cuál de las dos. Cuando cree que está mejor, o ve una línea ganadora, la rechaza y lo dice.</translation>
    </message>
    <message>
        <source>Other draws need no offer, and the program applies them by itself: when a position appears for the third time, or when 40 moves per side go by with no man moved and nothing captured, the game ends at once and the result line says why. The panel beside the board shows the count; the next lessons teach repetition and the count.</source>
        <translation>Otras tablas no necesitan oferta, y el programa las aplica por sí solo: cuando una posición aparece por tercera vez, o cuando pasan 40 jugadas por bando sin mover ningún peón y sin capturar nada, la partida termina en el acto y la línea del resultado dice por qué. El panel junto al tablero muestra la cuenta; las próximas lecciones enseñan la repetición y la cuenta.</translation>
    </message>
    <message>
        <source>Now win against the computer within five moves: take every black man or leave Black without a move. The black men stand on the right-hand edge and can only come down the board; put your king where they will have to walk into it.</source>
        <translation>Ahora gana contra la computadora en cinco jugadas como máximo: toma todos los peones negros o deja a las negras sin jugada. Los peones negros están en el borde derecho y solo pueden bajar por el tablero; pon tu dama donde, al avanzar, tengan que ponerse a su alcance.</translation>
    </message>
</context>
<context>
    <name>AmericanKings</name>
    <message>
        <source>Kings</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Las damas</translation>
    </message>
    <message>
        <source>A king moves and captures one square at a time, forward and backward.</source>
        <translation>La dama se mueve y captura de una casilla en una casilla, hacia delante y hacia atrás.</translation>
    </message>
    <message>
        <source>A crowned man is a king. A king moves one square diagonally, forward or backward: the king on 18 can go to 14, 15, 22 or 23. It never goes further in one move; in American checkers kings do not fly along the diagonals as they do in other kinds of draughts.</source>
        <extracomment>18, 14, 15, 22 and 23 are squares: keep them as they are</extracomment>
        <translation>Un peón coronado es una dama. La dama se mueve una casilla en diagonal, hacia delante o hacia atrás: la dama de la 18 puede ir a la 14, la 15, la 22 o la 23. Nunca va más lejos en una jugada; en las damas americanas la dama no recorre las diagonales como en otras modalidades de damas.</translation>
    </message>
    <message>
        <source>A king captures like a man, over an adjacent piece onto the empty square behind, but backward as well as forward. Your king on 15 can take either black man: choose the capture after which it is not taken straight back.</source>
        <translation>La dama captura como un peón, sobre una pieza contigua hasta la casilla vacía de detrás, pero tanto hacia atrás como hacia delante. Tu dama de la 15 puede tomar cualquiera de los dos peones negros: elige la captura tras la cual no te la toman en el acto.</translation>
    </message>
    <message>
        <source>After 15x8 the black man on 4 jumps your king (4x11). Capture backward instead: 15x24.</source>
        <extracomment>15x8, 4, 4x11 and 15x24 are captures and squares: keep them as they are</extracomment>
        <translation>Tras 15x8 el peón negro de la 4 salta tu dama (4x11). Captura mejor hacia atrás: 15x24.</translation>
    </message>
    <message>
        <source>Right: 15x24 jumps 19 backward, and nothing can take your king on 24.</source>
        <extracomment>15x24 and 19 are a capture and a square: keep them as they are</extracomment>
        <translation>Correcto: 15x24 salta la 19 hacia atrás, y nada puede tomar tu dama en la 24.</translation>
    </message>
    <message>
        <source>Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This king jumps all four black men and comes back to 22; the man on 18, next to it, has already been jumped, so the capture ends there.</source>
        <extracomment>22, 18 and 15 are squares: keep them as they are</extracomment>
        <translation>Las piezas saltadas se retiran solo cuando termina toda la jugada, y ninguna puede saltarse dos veces. Esta dama salta los cuatro peones negros y vuelve a la 22; el peón de la 18, a su lado, ya ha sido saltado, así que la captura termina ahí.</translation>
    </message>
    <message>
        <source>Two captures go from 22 to 31. Play the one that takes all five black men.</source>
        <extracomment>22 and 31 are squares: keep them as they are</extracomment>
        <translation>Dos capturas van de la 22 a la 31. Juega la que toma los cinco peones negros.</translation>
    </message>
    <message>
        <source>That was 22x31, which takes only 26. The long one goes round the four men first: 22x13x6x15x22x31.</source>
        <extracomment>22x31, 26 and 22x13x6x15x22x31 stay as they are</extracomment>
        <translation>Esa era 22x31, que toma solo la 26. La larga da primero la vuelta a los cuatro peones: 22x13x6x15x22x31.</translation>
    </message>
    <message>
        <source>All five men are gone. Because the short capture also goes from 22 to 31, this one is written with every square it lands on.</source>
        <extracomment>22 and 31 are squares: keep them as they are</extracomment>
        <translation>Los cinco peones han caído. Como la captura corta también va de la 22 a la 31, esta se escribe con todas las casillas en las que cae.</translation>
    </message>
    <message>
        <source>A king is strong, but a man can jump it like any other piece. Move your king on 10 without putting it where a black man can capture it.</source>
        <extracomment>10 is a square: keep it as it is</extracomment>
        <translation>La dama es fuerte, pero un peón puede saltarla como a cualquier otra pieza. Mueve tu dama de la 10 sin ponerla donde un peón negro pueda capturarla.</translation>
    </message>
    <message>
        <source>After 10-7 the black man on 3 jumps your king (3x10). Any other square is safe.</source>
        <extracomment>10-7, 3 and 3x10 are a move, a square and a capture: keep them as they are</extracomment>
        <translation>Tras 10-7 el peón negro de la 3 salta tu dama (3x10). Cualquier otra casilla es segura.</translation>
    </message>
    <message>
        <source>Right: your king is out of reach of both black men.</source>
        <translation>Correcto: tu dama está fuera del alcance de los dos peones negros.</translation>
    </message>
</context>
<context>
    <name>AmericanMen</name>
    <message>
        <source>How men move</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Cómo se mueven los peones</translation>
    </message>
    <message>
        <source>Men move one square diagonally forward, never backward, and are crowned on the far row.</source>
        <translation>Los peones avanzan una casilla en diagonal, nunca retroceden y coronan en la última fila.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, onto an empty square. White&apos;s men move up the board, toward squares 1-4; Black&apos;s move down, toward 29-32. The white man on 22 can go to 17 or to 18, and nowhere else.</source>
        <extracomment>22, 17, 18, 1-4 and 29-32 are square numbers: keep them as they are</extracomment>
        <translation>Un peón avanza una casilla en diagonal, a una casilla vacía. Los peones blancos suben por el tablero, hacia las casillas 1-4; los negros bajan, hacia las 29-32. El peón blanco de la 22 puede ir a la 17 o a la 18, y a ningún otro sitio.</translation>
    </message>
    <message>
        <source>Move your man on 22 to a square where no black man can jump it.</source>
        <extracomment>22 is a square: keep it as it is</extracomment>
        <translation>Mueve tu peón de la 22 a una casilla donde ningún peón negro pueda saltarlo.</translation>
    </message>
    <message>
        <source>After 22-18 the black man on 15 jumps it at once (15x22). Go to 17 instead.</source>
        <extracomment>22-18, 15 and 15x22 are a move, a square and a capture: keep them as they are</extracomment>
        <translation>Tras 22-18 el peón negro de la 15 lo salta en el acto (15x22). Ve mejor a la 17.</translation>
    </message>
    <message>
        <source>Right: on 17 your man has no black man right in front of it with an empty square behind, so it is safe.</source>
        <extracomment>17, 9 and 15 are squares: keep them as they are</extracomment>
        <translation>Correcto: en la 17 tu peón no tiene delante ningún peón negro con una casilla vacía detrás, así que está a salvo.</translation>
    </message>
    <message>
        <source>A man never moves backward. When it reaches the far row (squares 1-4 for White, 29-32 for Black) it is crowned and becomes a king, which the next lessons teach. Here the white man on 6 is one step from crowning, and so is the black man on 27.</source>
        <extracomment>1-4, 6, 29-32 and 27 are square numbers: keep them as they are</extracomment>
        <translation>Un peón nunca retrocede. Cuando llega a la última fila (casillas 1-4 para las blancas, 29-32 para las negras) corona y se convierte en dama, como enseñan las próximas lecciones. Aquí el peón blanco de la 6 está a un paso de coronar, y el peón negro de la 27 también.</translation>
    </message>
    <message>
        <source>Crown your man on 6.</source>
        <extracomment>6 is a square: keep it as it is</extracomment>
        <translation>Corona tu peón de la 6.</translation>
    </message>
    <message>
        <source>That move does not crown. The man on 6 can step to 1 or 2, on the far row.</source>
        <extracomment>6, 1 and 2 are squares: keep them as they are</extracomment>
        <translation>Esa jugada no corona. El peón de la 6 puede ir a la 1 o a la 2, en la última fila.</translation>
    </message>
    <message>
        <source>Crowned: your man is now a king. In a real game a second piece is put on top of it.</source>
        <translation>Coronado: tu peón ya es una dama. En una partida real se le pone otra pieza encima.</translation>
    </message>
    <message>
        <source>Take your man on 21 all the way to the far row against the computer, within five moves, without letting it be captured.</source>
        <extracomment>21 is a square: keep it as it is</extracomment>
        <translation>Lleva tu peón de la 21 hasta la última fila contra la computadora, en cinco jugadas como máximo, sin dejar que lo capturen.</translation>
    </message>
    <message>
        <source>Watch the first moves of a game. Black moves first.</source>
        <translation>Mira las primeras jugadas de una partida. Las negras juegan primero.</translation>
    </message>
    <message>
        <source>11-15: Black takes a central square.</source>
        <extracomment>11-15 is a move: keep it as it is</extracomment>
        <translation>11-15: las negras ocupan una casilla central.</translation>
    </message>
    <message>
        <source>23-19: White answers in the centre too; the men on 15 and 19 face each other, and neither can jump the other, since the squares behind them are occupied.</source>
        <extracomment>23-19 is a move: keep it as it is</extracomment>
        <translation>23-19: las blancas responden también en el centro; los peones de la 15 y la 19 quedan frente a frente, y ninguno puede saltar al otro, porque las casillas de detrás están ocupadas.</translation>
    </message>
    <message>
        <source>8-11: Black brings up a man behind the one on 15.</source>
        <extracomment>8-11 is a move: keep it as it is</extracomment>
        <translation>8-11: las negras acercan un peón por detrás del de la 15.</translation>
    </message>
    <message>
        <source>22-17: White develops on the other side. Every man has moved forward; none can come back.</source>
        <extracomment>22-17 is a move: keep it as it is</extracomment>
        <translation>22-17: las blancas desarrollan por el otro flanco. Todos los peones han avanzado; ninguno puede volver atrás.</translation>
    </message>
</context>
<context>
    <name>AmericanPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Juega una partida con estas reglas</translation>
    </message>
    <message>
        <source>A short recap of the American rules, then a game against the computer.</source>
        <translation>Un breve repaso de las reglas americanas y, después, una partida contra la computadora.</translation>
    </message>
    <message>
        <source>What makes American checkers its own: Black moves first, men move and capture only forward, kings move and capture one square at a time, forward and backward, and you may choose any capture, however small. A man that reaches the last row is crowned, and its move ends there, even in the middle of a capture.</source>
        <translation>Lo que hace únicas a las damas americanas: las negras juegan primero, los peones se mueven y capturan solo hacia delante, las damas se mueven y capturan de una casilla en una casilla, hacia delante y hacia atrás, y puedes elegir cualquier captura, por pequeña que sea. Un peón que llega a la última fila corona, y su jugada termina ahí, aunque sea en mitad de una captura.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or 40 moves per side with no man moved and nothing captured. The result line says why the game ended.</source>
        <translation>Pierdes cuando, en tu turno, no te queda ninguna pieza o ninguna jugada legal. Se pueden ofrecer tablas; las demás tablas llegan solas: una posición por tercera vez, o 40 jugadas por bando sin mover ningún peón y sin capturar nada. La línea del resultado dice por qué terminó la partida.</translation>
    </message>
    <message>
        <source>One last puzzle before your game. Both of your men can capture, and you may choose either capture. Find the one that takes two men.</source>
        <extracomment>22x8 and 28x19 are moves in American notation: keep them as they are</extracomment>
        <translation>Un último ejercicio antes de tu partida. Tus dos peones pueden capturar y puedes elegir cualquiera de las dos capturas. Encuentra la que se lleva dos peones.</translation>
    </message>
    <message>
        <source>That capture takes only one man. The man on 22 can jump 18 and then 11.</source>
        <extracomment>22 is a square number: keep it as it is</extracomment>
        <translation>Esa captura toma solo un peón. El peón de la 22 puede saltar la 18 y luego la 11.</translation>
    </message>
    <message>
        <source>Right: 22x8 takes both men, written by its start and end only.</source>
        <extracomment>22x8 is a move: keep it as it is</extracomment>
        <translation>Correcto: 22x8 toma los dos peones, y se escribe solo con su salida y su llegada.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board shows the 40-move count, with the moves left and a bar that shrinks as the end nears. Hover over it to read its rule and what starts it again. Below the count, the panel warns when a position has occurred twice.</source>
        <translation>Durante la partida, el panel Cuentas de tablas, junto al tablero, muestra la cuenta de 40 jugadas, con las jugadas que quedan y una barra que se acorta al acercarse el final. Pasa el puntero sobre ella para leer su regla y qué la reinicia. Debajo de la cuenta, el panel avisa cuando una posición se ha dado dos veces.</translation>
    </message>
    <message>
        <source>You know the rules of American checkers now. Start a game against the computer with these rules, and keep an eye on the count when the endgame comes.</source>
        <translation>Ya conoces las reglas de las damas americanas. Empieza una partida contra la computadora con estas reglas, y vigila la cuenta cuando llegue el final.</translation>
    </message>
</context>
<context>
    <name>AmericanRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>La misma posición por tercera vez es tablas: cómo se cuenta, qué hace borrón y cuenta nueva y cómo evitarla.</translation>
    </message>
    <message>
        <source>When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.</source>
        <translation>Cuando las mismas piezas están en las mismas casillas, con el mismo bando al turno, por tercera vez, la partida es tablas. Nadie tiene que reclamarlas: se aplican automáticamente en cuanto la posición aparece por tercera vez.</translation>
    </message>
    <message>
        <source>The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.</source>
        <translation>La misma posición significa cada peón y cada dama de cada color en la misma casilla, y el mismo bando al turno. Un peón y una dama son piezas distintas. Las tres veces no tienen que ser seguidas: entre ellas puede haber otras posiciones.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.</source>
        <translation>Las blancas tienen una dama de más y deberían ganar. Mira cómo tiran esa ventaja moviendo sus damas de ida y vuelta mientras la dama negra hace lo mismo. Sigue las repeticiones en el panel.</translation>
    </message>
    <message>
        <source>32-28: the king steps aside. It achieves nothing.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>32-28: la dama se aparta. No consigue nada.</translation>
    </message>
    <message>
        <source>1-5: Black shuffles too.</source>
        <extracomment>1-5 is a move: keep it as it is</extracomment>
        <translation>1-5: las negras también van y vienen.</translation>
    </message>
    <message>
        <source>The king goes back to 32.</source>
        <translation>La dama vuelve a la 32.</translation>
    </message>
    <message>
        <source>The black king goes back to 1: the starting position is on the board for the second time. The panel warns that a third time draws.</source>
        <translation>La dama negra vuelve a la 1: la posición inicial está en el tablero por segunda vez. El panel avisa de que una tercera vez es tablas.</translation>
    </message>
    <message>
        <source>29-25: now White moves the other king. This position is new.</source>
        <extracomment>29-25 is a move: keep it as it is</extracomment>
        <translation>29-25: ahora las blancas mueven la otra dama. Esta posición es nueva.</translation>
    </message>
    <message>
        <source>Black answers with the same shuffle to 5.</source>
        <translation>Las negras responden con el mismo vaivén a la 5.</translation>
    </message>
    <message>
        <source>The king returns to 29. This position, with the black king on 5, is here for the second time too.</source>
        <translation>La dama regresa a la 29. Esta posición, con la dama negra en la 5, también está aquí por segunda vez.</translation>
    </message>
    <message>
        <source>The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.</source>
        <translation>La posición inicial aparece por tercera vez, aunque no justo después de la segunda. La partida termina en el acto: «La misma posición apareció tres veces».</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.</source>
        <translation>Una repetición necesita que los dos bandos vuelvan a las mismas casillas. Así que el bando que va por delante siempre tiene algo que decir: en cualquier jugada las blancas podían mover su peón o llevar una dama a una casilla nueva. Si vas ganando, varía tus jugadas; si vas perdiendo, una repetición puede salvar la partida.</translation>
    </message>
    <message>
        <source>This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.</source>
        <translation>Esta posición aparece por segunda vez. Una captura o un movimiento de peón hace borrón y cuenta nueva: después de cualquiera de los dos ninguna posición anterior puede volver, así que se empieza a contar de nuevo.</translation>
    </message>
    <message>
        <source>22-18: a man move. A man never moves back, so the two earlier visits no longer count. The 40-move count starts again too.</source>
        <extracomment>22-18 is a move: keep it as it is</extracomment>
        <translation>22-18: una jugada de peón. Un peón nunca retrocede, así que las dos apariciones anteriores ya no cuentan. La cuenta de 40 jugadas también vuelve a empezar.</translation>
    </message>
    <message>
        <source>The black king shuffles to 5 as before.</source>
        <translation>La dama negra va a la 5 como antes.</translation>
    </message>
    <message>
        <source>The same king move as in the earlier shuffle, but with the man on 18 this position is new: it has occurred once.</source>
        <translation>La misma jugada de dama que en el vaivén anterior, pero con el peón en la 18 esta posición es nueva: se ha dado una vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling. The position you would get after 32-28 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>Las damas han estado yendo y viniendo. La posición que tendrías tras 32-28 ya ha estado dos veces en el tablero. Conserva tus opciones de ganar: haz una jugada que no la traiga por tercera vez.</translation>
    </message>
    <message>
        <source>32-28 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>32-28 trae esa posición por tercera vez: la partida es tablas en el acto y la dama de más se desperdicia. Cualquier otra jugada mantiene viva la partida.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as 22-18 even wipes the slate clean, since no earlier position can come back after it.</source>
        <extracomment>22-18 is a move: keep it as it is</extracomment>
        <translation>Correcto, la partida sigue. Una jugada de peón como 22-18 incluso hace borrón y cuenta nueva, porque después de ella ninguna posición anterior puede volver.</translation>
    </message>
    <message>
        <source>The referee checks for a repetition after every move, before the move count: a third occurrence draws even when the count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>El árbitro comprueba la repetición después de cada jugada, antes que la cuenta de jugadas: una tercera aparición es tablas aunque a la cuenta aún le queden jugadas. El panel te avisa cuando la posición del tablero se ha dado dos veces.</translation>
    </message>
</context>
<context>
    <name>AmericanShots</name>
    <message>
        <source>Shots from real games</source>
        <extracomment>Lesson title (a course of the Learn page): combinations (shots) found in games</extracomment>
        <translation>Golpes de partidas reales</translation>
    </message>
    <message>
        <source>Positions from real games where one move wins material by force: find it, then play the whole combination.</source>
        <translation>Posiciones de partidas reales en las que una jugada gana material de forma forzada: encuéntrala y después juega toda la combinación.</translation>
    </message>
    <message>
        <source>White to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>Juegan las blancas y ganan material de forma forzada.</translation>
    </message>
    <message>
        <source>From a game: %1.</source>
        <extracomment>Where a shot&apos;s position comes from. %1 is the event and the year, as the game&apos;s record writes them: keep it as it is</extracomment>
        <translation>De una partida: %1.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces Black to capture: find the move after which Black&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esa no. El golpe obliga a las negras a capturar: busca la jugada tras la cual su captura deja sus piezas donde puedes tomar más.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las blancas toman %n pieza más de las que entregan.</numerusform>
            <numerusform>El golpe: %1. Las blancas toman %n piezas más de las que entregan.</numerusform>
        </translation>
    </message>
    <message>
        <source>From a game between %1 (White) and %2 (Black), %3.</source>
        <extracomment>Where a shot&apos;s position comes from. %1 and %2 are players, %3 the event and the year, as the game&apos;s record writes them: keep them as they are</extracomment>
        <translation>De una partida entre %1 (blancas) y %2 (negras), %3.</translation>
    </message>
    <message>
        <source>Black to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>Juegan las negras y ganan material de forma forzada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces White to capture: find the move after which White&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esa no. El golpe obliga a las blancas a capturar: busca la jugada tras la cual su captura deja sus piezas donde puedes tomar más.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las negras toman %n pieza más de las que entregan.</numerusform>
            <numerusform>El golpe: %1. Las negras toman %n piezas más de las que entregan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las blancas toman %n pieza más de las que entregan y consiguen una dama nueva.</numerusform>
            <numerusform>El golpe: %1. Las blancas toman %n piezas más de las que entregan y consiguen una dama nueva.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmericanTechnique</name>
    <message>
        <source>Endgame technique</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Técnica de finales</translation>
    </message>
    <message>
        <source>Two kings against one: drive the lone king out of the double corner and catch it well within the count; and how the lone king makes the win hardest.</source>
        <translation>Dos damas contra una: saca a la dama solitaria de la esquina doble y atrápala holgadamente dentro de la cuenta; y cómo la dama solitaria pone la victoria lo más difícil posible.</translation>
    </message>
    <message>
        <source>Two kings against one always win, but only with the right method. The lone king runs for a double corner: squares 1 and 5 on Black&apos;s side, 28 and 32 on White&apos;s, two corner squares side by side where it can shuttle back and forth. You have 40 moves, and a good method needs about a dozen.</source>
        <extracomment>1, 5, 28 and 32 are square numbers: keep them as they are</extracomment>
        <translation>Dos damas contra una ganan siempre, pero solo con el método correcto. La dama solitaria corre a una esquina doble: las casillas 1 y 5 en el lado de las negras, 28 y 32 en el de las blancas, dos casillas de esquina contiguas entre las que puede ir y venir. Tienes 40 jugadas, y un buen método necesita una docena más o menos.</translation>
    </message>
    <message>
        <source>The method: bring both kings close, take the squares next to the corner so that the lone king has to step out along the edge, then set a trap in which every move it has walks into one of your kings. Never let it slip past into the open board.</source>
        <translation>El método: acerca las dos damas, ocupa las casillas junto a la esquina para que la dama solitaria tenga que salir por el borde, y luego tiende una trampa en la que cada jugada que tenga la haga caer sobre una de tus damas. No la dejes escapar nunca hacia el centro del tablero.</translation>
    </message>
    <message>
        <source>Watch White catch the lone king in the double corner, with the count in the panel.</source>
        <translation>Mira cómo las blancas atrapan a la dama solitaria en la esquina doble, con la cuenta en el panel.</translation>
    </message>
    <message>
        <source>The first king comes closer.</source>
        <translation>La primera dama se acerca.</translation>
    </message>
    <message>
        <source>The lone king looks for room.</source>
        <translation>La dama solitaria busca espacio.</translation>
    </message>
    <message>
        <source>The second king comes closer.</source>
        <translation>La segunda dama se acerca.</translation>
    </message>
    <message>
        <source>Back into the corner.</source>
        <translation>Vuelve a la esquina.</translation>
    </message>
    <message>
        <source>The lone king shuttles in the double corner.</source>
        <translation>La dama solitaria va y viene en la esquina doble.</translation>
    </message>
    <message>
        <source>White takes a square next to the corner.</source>
        <translation>Las blancas ocupan una casilla junto a la esquina.</translation>
    </message>
    <message>
        <source>A king steps into the corner square 1 itself: the lone king can no longer go back there.</source>
        <extracomment>1 is a square: keep it as it is</extracomment>
        <translation>Una dama entra en la propia casilla de la esquina, la 1: la dama solitaria ya no puede volver allí.</translation>
    </message>
    <message>
        <source>It must leave the corner.</source>
        <translation>Tiene que salir de la esquina.</translation>
    </message>
    <message>
        <source>The king follows to 5, behind it.</source>
        <extracomment>5 is a square: keep it as it is</extracomment>
        <translation>La dama la sigue a la 5, por detrás.</translation>
    </message>
    <message>
        <source>Down the edge.</source>
        <translation>Baja por el borde.</translation>
    </message>
    <message>
        <source>The second king comes back to cut the lone king off.</source>
        <translation>La segunda dama vuelve para cortarle el paso a la dama solitaria.</translation>
    </message>
    <message>
        <source>The lone king runs on.</source>
        <translation>La dama solitaria sigue huyendo.</translation>
    </message>
    <message>
        <source>The net closes.</source>
        <translation>La red se cierra.</translation>
    </message>
    <message>
        <source>Back to the edge.</source>
        <translation>Vuelve al borde.</translation>
    </message>
    <message>
        <source>The trap is set: the lone king on 13 cannot go to 17 without being taken, and its other square is next to the king on 5.</source>
        <extracomment>13 and 17 are squares: keep them as they are</extracomment>
        <translation>La trampa está tendida: la dama solitaria de la 13 no puede ir a la 17 sin ser capturada, y su otra casilla está junto a la dama de la 5.</translation>
    </message>
    <message>
        <source>Its only other move walks into the king on 5.</source>
        <translation>Su única otra jugada la lleva a caer sobre la dama de la 5.</translation>
    </message>
    <message>
        <source>5x14: White wins with its 11th move, far within the 40.</source>
        <extracomment>5x14 is a capture: keep it as it is</extracomment>
        <translation>5x14: las blancas ganan con su 11.ª jugada, muy dentro de las 40.</translation>
    </message>
    <message>
        <source>Your turn, against the computer at full strength: the same ending in the other double corner, 28 and 32. Bring both kings close, drive the lone king out along the edge and catch it within 12 moves.</source>
        <extracomment>28 and 32 are squares: keep them as they are</extracomment>
        <translation>Te toca, contra la computadora a toda su fuerza: el mismo final en la otra esquina doble, la 28 y la 32. Acerca las dos damas, saca a la dama solitaria por el borde y atrápala en 12 jugadas como máximo.</translation>
    </message>
    <message>
        <source>With the lone king, the same facts are your plan. Head for a double corner at once and shuttle between its two squares: there the win takes longest, and a stronger side that does not know the method may run out of moves. In a single corner (square 4 or 29) there is only one square, and the lone king is caught far sooner.</source>
        <translation>Con la dama solitaria, esos mismos hechos son tu plan. Ve enseguida a una esquina doble y quédate yendo y viniendo entre sus dos casillas: ahí la victoria tarda más, y un bando más fuerte que no conozca el método puede quedarse sin jugadas. En una esquina simple (la casilla 4 o la 29) hay una sola casilla, y la dama solitaria cae mucho antes.</translation>
    </message>
    <message>
        <source>Now you have the lone king against two white kings, and only kings have moved for a long time: 33 moves each are gone and 7 are left. Run for the double corner (1 and 5), shuttle there out of reach, and let the count end the game as a draw.</source>
        <extracomment>1 and 5 are squares: keep them as they are</extracomment>
        <translation>Ahora tienes la dama solitaria contra dos damas blancas, y hace mucho que solo se mueven damas: ya van 33 jugadas de cada bando y quedan 7. Corre a la esquina doble (1 y 5), ve y vuelve allí fuera de su alcance, y deja que la cuenta termine la partida en tablas.</translation>
    </message>
    <message>
        <source>Don&apos;t move kings for nothing. Only kings have moved for a long time: 27 moves each are gone and 13 are left, and this win needs about 11. Catch the lone king before the count runs out: every move must bring a king closer to the trap.</source>
        <translation>No muevas las damas porque sí. Hace mucho que solo se mueven damas: ya van 27 jugadas de cada bando y quedan 13, y esta victoria necesita unas 11. Atrapa a la dama solitaria antes de que se acabe la cuenta: cada jugada debe acercar una dama a la trampa.</translation>
    </message>
    <message>
        <source>That king move changes nothing, and with 5 moves left three kings cannot catch two. Give a king that Black must take, so that you can take back: 18-22.</source>
        <extracomment>18-22 is a move: keep it as it is</extracomment>
        <translation>Esa jugada de dama no cambia nada, y con 5 jugadas por delante tres damas no pueden atrapar a dos. Entrega una dama que las negras estén obligadas a capturar, para recapturar tú: 18-22.</translation>
    </message>
    <message>
        <source>One more piece of advice: while you are ahead, keep a man that can still move safely in reserve, like the one on 24. Its move starts the 40-move count again whenever the kings need more time. And a third repetition of a position ends the game too, so a king that only goes back and forth throws the win away.</source>
        <extracomment>24 is a square: keep it as it is</extracomment>
        <translation>Un consejo más: mientras vayas ganando, guarda en reserva un peón que todavía pueda moverse sin peligro, como el de 24. Su jugada reinicia la cuenta de 40 jugadas cuando las damas necesiten más tiempo. Y la tercera repetición de una posición también termina la partida, así que una dama que solo va y vuelve tira la victoria.</translation>
    </message>
    <message>
        <source>Know the number before you simplify. Only kings have moved for 35 moves each: 5 are left, far too few for three kings to beat two. An exchange changes the numbers: two kings against one win in about 15 moves, and a capture starts the 40-move count again. Offer the exchange.</source>
        <translation>Conoce la cuenta antes de simplificar. Llevan 35 jugadas de cada bando moviendo solo damas: quedan 5, demasiado pocas para que tres damas venzan a dos. Un cambio cambia las cuentas: dos damas contra una ganan en unas 15 jugadas, y una captura pone de nuevo en marcha la cuenta de 40 jugadas. Ofrece el cambio.</translation>
    </message>
    <message>
        <source>Black had to capture and you took back: two kings against one, and the capture started the count again, so 40 moves are left for a win that needs about 15.</source>
        <translation>Las negras tuvieron que capturar y tú recapturaste: dos damas contra una, y la captura reinició la cuenta, así que quedan 40 jugadas para una victoria que necesita unas 15.</translation>
    </message>
</context>
<context>
    <name>BrazilianBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>El tablero y la notación</translation>
    </message>
    <message>
        <source>The 32 dark squares, how they are named, how the game starts, and how a move is written.</source>
        <translation>Las 32 casillas oscuras, cómo se llaman, cómo empieza la partida y cómo se escribe una jugada.</translation>
    </message>
    <message>
        <source>Brazilian draughts is played on the 32 dark squares of an 8×8 board. The squares are named as in chess: a letter for the column, a to h from White&apos;s left, and a number for the row, 1 to 8 from White&apos;s side. The dark corner on White&apos;s left is a1; the opposite corner is h8. Every diagram here has White at the bottom.</source>
        <extracomment>a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are</extracomment>
        <translation>Las damas brasileñas se juegan en las 32 casillas oscuras de un tablero de 8×8. Las casillas se nombran como en el ajedrez: una letra para la columna, de la a a la h desde la izquierda de las blancas, y un número para la fila, del 1 al 8 desde el lado de las blancas. La esquina oscura a la izquierda de las blancas es a1; la opuesta es h8. En todos los diagramas las blancas están abajo.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twelve men: White&apos;s stand on rows 1 to 3, Black&apos;s on rows 6 to 8, and the two middle rows are empty. White always makes the first move.</source>
        <translation>Así empieza cada partida. Cada bando tiene doce peones: los de las blancas están en las filas 1 a 3, los de las negras en las filas 6 a 8, y las dos filas del medio quedan vacías. Las blancas siempre hacen la primera jugada.</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.</source>
        <extracomment>c3-d4 is a move in Brazilian notation: keep it as it is</extracomment>
        <translation>Una jugada que no captura nada une sus dos casillas con un guion: c3-d4 lleva el peón de c3 una casilla hacia delante, a d4. Juega c3-d4.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.</source>
        <extracomment>c3-d4 and d4 are a move and a square: keep them as they are</extracomment>
        <translation>Esa jugada es legal, pero este paso pide c3-d4: el peón de c3 avanza una casilla, a d4.</translation>
    </message>
    <message>
        <source>Well done. That move is written c3-d4.</source>
        <extracomment>c3-d4 is a move: keep it as it is</extracomment>
        <translation>Muy bien. Esa jugada se escribe c3-d4.</translation>
    </message>
    <message>
        <source>A capture is written with an x: c3xe5 means the man on c3 jumps the black man on d4 and lands on e5. Play it.</source>
        <extracomment>c3xe5, c3, d4 and e5 are a capture and squares: keep them as they are</extracomment>
        <translation>Una captura se escribe con una x: c3xe5 significa que el peón de c3 salta el peón negro de d4 y cae en e5. Juégala.</translation>
    </message>
    <message>
        <source>Jump the black man on d4 and land on e5.</source>
        <extracomment>d4 and e5 are squares: keep them as they are</extracomment>
        <translation>Salta el peón negro de d4 y cae en e5.</translation>
    </message>
    <message>
        <source>That capture is written c3xe5.</source>
        <extracomment>c3xe5 is a capture: keep it as it is</extracomment>
        <translation>Esa captura se escribe c3xe5.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2xh6, without f4.</source>
        <extracomment>d2xh6 and f4 are a move and a square in Brazilian notation: keep them as they are</extracomment>
        <translation>Una captura de varias piezas se escribe solo con su salida y su llegada: esta salta e3 y g5, pasa por f4 y se escribe d2xh6, sin f4.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end is every landing square written. The white king on e1 has two captures that both end on h2: e1xa5xc7xh2 and e1xb4xd6xh2. Play the one written e1xa5xc7xh2.</source>
        <extracomment>e1, h2 and the captures e1xa5xc7xh2, e1xb4xd6xh2 stay as they are</extracomment>
        <translation>Solo cuando dos capturas comparten la misma salida y la misma llegada se escriben todas las casillas en las que cae la pieza. La dama blanca de e1 tiene dos capturas que terminan en h2: e1xa5xc7xh2 y e1xb4xd6xh2. Juega la que se escribe e1xa5xc7xh2.</translation>
    </message>
    <message>
        <source>That was e1xb4xd6xh2, which lands on b4 and d6. The step asks for e1xa5xc7xh2, landing on a5 and c7.</source>
        <extracomment>e1xb4xd6xh2 and e1xa5xc7xh2 are captures: keep them as they are</extracomment>
        <translation>Esa fue e1xb4xd6xh2, que cae en b4 y d6. Este paso pide e1xa5xc7xh2, que cae en a5 y c7.</translation>
    </message>
    <message>
        <source>Right. Because both captures go from e1 to h2, each one is written with every square it lands on.</source>
        <extracomment>e1 and h2 are squares: keep them as they are</extracomment>
        <translation>Correcto. Como las dos capturas van de e1 a h2, cada una se escribe con todas las casillas donde cae.</translation>
    </message>
</context>
<context>
    <name>BrazilianCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Las capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, several pieces can be taken in one move, and they leave the board only at the end.</source>
        <translation>Capturar es obligatorio, se pueden tomar varias piezas en una jugada y solo salen del tablero al final.</translation>
    </message>
    <message>
        <source>Capturing is obligatory: when one of your pieces can capture, you must capture, even if you would rather make another move. Here White has no choice but c3xe5.</source>
        <translation>Capturar es obligatorio: cuando una de tus piezas puede capturar, tienes que capturar, aunque prefirieras hacer otra jugada. Aquí las blancas no tienen más remedio que jugar c3xe5.</translation>
    </message>
    <message>
        <source>After a jump, if the capturing piece can jump again, it must go on, in the same move. Take all three black men with the man on a1.</source>
        <extracomment>a1 is a square name: keep it as it is</extracomment>
        <translation>Después de un salto, si la pieza que captura puede volver a saltar, tiene que seguir, en la misma jugada. Toma los tres peones negros con el peón de a1.</translation>
    </message>
    <message>
        <source>Keep jumping: a capture goes on as long as there is a piece to take.</source>
        <translation>Sigue saltando: una captura continúa mientras haya una pieza que tomar.</translation>
    </message>
    <message>
        <source>Three men in one move, written a1xg7.</source>
        <extracomment>a1xg7 is a capture: keep it as it is</extracomment>
        <translation>Tres peones en una sola jugada, que se escribe a1xg7.</translation>
    </message>
    <message>
        <source>The pieces you jump stay on the board until the whole capture is over; only then are they taken off. Meanwhile no piece may be jumped twice, and a piece already jumped still blocks the way.</source>
        <translation>Las piezas que saltas se quedan en el tablero hasta que termina toda la captura; solo entonces se retiran. Mientras tanto, ninguna pieza puede saltarse dos veces, y una pieza ya saltada sigue cerrando el paso.</translation>
    </message>
    <message>
        <source>Your man on e1 can jump all four black men and come back to where it started. Play the capture.</source>
        <extracomment>e1 is a square name: keep it as it is</extracomment>
        <translation>Tu peón de e1 puede saltar los cuatro peones negros y volver a la casilla de donde salió. Haz la captura.</translation>
    </message>
    <message>
        <source>Follow the arrow: over d2, d4, f4 and f2, back to e1.</source>
        <translation>Sigue la flecha: por encima de d2, d4, f4 y f2, de vuelta a e1.</translation>
    </message>
    <message>
        <source>It ends on e1, the square it left, and it may not jump d2 a second time. A capture that ends where it started is written e1xe1.</source>
        <extracomment>e1, d2 and e1xe1 stay as they are</extracomment>
        <translation>Termina en e1, la casilla de la que salió, y no puede saltar d2 por segunda vez. Una captura que acaba donde empezó se escribe e1xe1.</translation>
    </message>
    <message>
        <source>Which of your men can capture? Click each of them, then confirm your answer. Remember that a piece on the edge of the board, like the man on h4, cannot be jumped: there is no square behind it.</source>
        <extracomment>h4 is a square name: keep it as it is</extracomment>
        <translation>¿Cuáles de tus peones pueden capturar? Haz clic en cada uno y confirma tu respuesta. Recuerda que una pieza en el borde del tablero, como el peón de h4, no se puede saltar: no tiene ninguna casilla detrás.</translation>
    </message>
</context>
<context>
    <name>BrazilianCounts</name>
    <message>
        <source>The Brazilian counts</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Las cuentas brasileñas</translation>
    </message>
    <message>
        <source>The two move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.</source>
        <translation>Las dos cuentas de jugadas que terminan la partida en tablas por sí solas: cuándo corre cada una, cuánto dura y qué la reinicia.</translation>
    </message>
    <message>
        <source>Watch the 20-move count in the panel: king moves use it up, a man move of either side gives it back in full.</source>
        <translation>Mira la cuenta de 20 jugadas en el panel: las jugadas de dama la gastan, y una jugada de peón de cualquiera de los bandos la devuelve entera.</translation>
    </message>
    <message>
        <source>A king move: one move used.</source>
        <translation>Una jugada de dama: se gasta una jugada.</translation>
    </message>
    <message>
        <source>The black king moves: the count goes on.</source>
        <translation>Juega la dama negra: la cuenta sigue.</translation>
    </message>
    <message>
        <source>h2-g3 is a man move: the count starts again.</source>
        <extracomment>h2-g3 is a move: keep it as it is</extracomment>
        <translation>h2-g3 es una jugada de peón: la cuenta empieza de nuevo.</translation>
    </message>
    <message>
        <source>A king move: the count runs again.</source>
        <translation>Una jugada de dama: la cuenta vuelve a correr.</translation>
    </message>
    <message>
        <source>Another king move.</source>
        <translation>Otra jugada de dama.</translation>
    </message>
    <message>
        <source>a7-b6: a black man move starts it again too.</source>
        <extracomment>a7-b6 is a move: keep it as it is</extracomment>
        <translation>a7-b6: una jugada de un peón negro también la reinicia.</translation>
    </message>
    <message>
        <source>The second count is much shorter: 5 moves per side, in these small endings: two kings against two kings, two kings against one king, two kings against a king and a man, one king against one king, and one king against a king and a man, whichever side has them. Here, two kings against two.</source>
        <translation>La segunda cuenta es mucho más corta: 5 jugadas por bando, en estos finales pequeños: dos damas contra dos damas, dos damas contra una dama, dos damas contra dama y peón, una dama contra una dama, y una dama contra dama y peón, los tenga el bando que los tenga. Aquí, dos damas contra dos.</translation>
    </message>
    <message>
        <source>Here, one king against a king and a man: the same 5 moves per side. Two kings against one king also gives only 5 moves each, so know it before you exchange down to it.</source>
        <translation>Aquí, una dama contra dama y peón: las mismas 5 jugadas por bando. Dos damas contra una dama también dan solo 5 jugadas a cada uno, así que tenlo en cuenta antes de cambiar piezas hasta llegar a ese final.</translation>
    </message>
    <message>
        <source>In the 5-move endings, nothing starts the count again: not a man move, not a capture that leads to another of these endings. Watch both counts.</source>
        <translation>En los finales de 5 jugadas nada reinicia la cuenta: ni una jugada de peón, ni una captura que lleve a otro de estos finales. Mira las dos cuentas.</translation>
    </message>
    <message>
        <source>A king move: both counts run.</source>
        <translation>Una jugada de dama: corren las dos cuentas.</translation>
    </message>
    <message>
        <source>h4-g3, a man move: the 20-move count starts again, but the 5-move count goes on.</source>
        <extracomment>h4-g3 is a move: keep it as it is</extracomment>
        <translation>h4-g3, una jugada de peón: la cuenta de 20 jugadas empieza de nuevo, pero la de 5 sigue.</translation>
    </message>
    <message>
        <source>e1xh4 takes the man: two kings against one, still a 5-move ending, and the same count goes on.</source>
        <extracomment>e1xh4 is a capture: keep it as it is</extracomment>
        <translation>e1xh4 toma el peón: dos damas contra una, sigue siendo un final de 5 jugadas y la misma cuenta continúa.</translation>
    </message>
    <message>
        <source>Four of the ten moves are gone.</source>
        <translation>Ya se han jugado cuatro de las diez jugadas.</translation>
    </message>
    <message>
        <source>The same with a king and two men against the lone king on the main diagonal: 5 moves per side. The men&apos;s moves do not start it again.</source>
        <translation>Lo mismo con una dama y dos peones contra la dama solitaria en la gran diagonal: 5 jugadas por bando. Las jugadas de los peones no la reinician.</translation>
    </message>
    <message>
        <source>Off the main diagonal it is different: with the lone king on b8, only the 20-move count applies to these endings.</source>
        <extracomment>b8 is a square name: keep it as it is</extracomment>
        <translation>Fuera de la gran diagonal es distinto: con la dama solitaria en b8, a estos finales solo se les aplica la cuenta de 20 jugadas.</translation>
    </message>
    <message>
        <source>A piece of the stronger side on the main diagonal keeps the 5-move count from starting, because the lone king is then not alone there. With White&apos;s king on a1, as long as it stays on the diagonal, White keeps the full 20 moves per side.</source>
        <extracomment>a1 is a square name: keep it as it is</extracomment>
        <translation>Una pieza del bando más fuerte en la gran diagonal impide que empiece la cuenta de 5 jugadas, porque entonces la dama solitaria no está sola allí. Con la dama blanca en a1, mientras siga en la diagonal, las blancas conservan las 20 jugadas enteras por bando.</translation>
    </message>
    <message>
        <source>Two kings against one: 5 moves each, and 3 each have gone. Watch the count run out.</source>
        <translation>Dos damas contra una: 5 jugadas cada uno, y ya se han jugado 3 por bando. Mira cómo se agota la cuenta.</translation>
    </message>
    <message>
        <source>White&apos;s 4th move: White has one left, Black two.</source>
        <translation>4.ª jugada de las blancas: a las blancas les queda una, a las negras dos.</translation>
    </message>
    <message>
        <source>Black&apos;s 4th move: one each.</source>
        <translation>4.ª jugada de las negras: una para cada uno.</translation>
    </message>
    <message>
        <source>White&apos;s 5th move: only Black&apos;s last move remains.</source>
        <translation>5.ª jugada de las blancas: solo queda la última jugada de las negras.</translation>
    </message>
    <message>
        <source>Black&apos;s 5th move: the count is over. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.</source>
        <translation>5.ª jugada de las negras: la cuenta ha terminado. La partida es tablas: «Regla de final: el bando más fuerte no ganó en las jugadas permitidas».</translation>
    </message>
    <message>
        <source>This is the last move of the 5-move count, and the black king has just stepped onto c3. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.</source>
        <extracomment>c3 is a square name: keep it as it is</extracomment>
        <translation>Esta es la última jugada de la cuenta de 5, y la dama negra acaba de ir a c3. Captúrala: la victoria se comprueba antes que cualquier cuenta, así que tomar la última pieza en la última jugada contada gana.</translation>
    </message>
    <message>
        <source>Capture the black king with the king on e1.</source>
        <extracomment>e1 is a square name: keep it as it is</extracomment>
        <translation>Captura la dama negra con la dama de e1.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>La última pieza cae en la última jugada contada: la partida se gana, no es tablas.</translation>
    </message>
    <message>
        <source>Even a lone king against a lone king is one of these endings: 5 moves per side, then the game is drawn.</source>
        <translation>Incluso una dama solitaria contra otra dama solitaria es uno de estos finales: 5 jugadas por bando, y después la partida es tablas.</translation>
    </message>
    <message>
        <source>And with two kings and a man against the lone king alone on the main diagonal: 5 moves per side as well.</source>
        <translation>Y con dos damas y un peón contra la dama solitaria, única pieza en la gran diagonal: también 5 jugadas por bando.</translation>
    </message>
    <message>
        <source>With that man on b2 instead, on the main diagonal, the lone king is no longer the only piece there: the 5-move count does not apply, only the 20-move count.</source>
        <extracomment>b2 is a square name: keep it as it is</extracomment>
        <translation>Con ese peón en b2, en la gran diagonal, la dama solitaria ya no es la única pieza allí: la cuenta de 5 jugadas no se aplica, solo la de 20.</translation>
    </message>
    <message>
        <source>The CBD rules have two move counts. Both may run at once, and whichever runs out first draws the game by itself. Limits are given in moves of each player: 5 moves means 5 by White and 5 by Black. The panel beside the board shows every running count as moves left. Here, two kings against one, both run.</source>
        <translation>Las reglas de la CBD tienen dos cuentas de jugadas. Las dos pueden correr a la vez, y la primera que se agote termina la partida en tablas por sí sola. Los límites se dan en jugadas de cada jugador: 5 jugadas son 5 de las blancas y 5 de las negras. El panel junto al tablero muestra cada cuenta en curso como jugadas restantes. Aquí, con dos damas contra una, corren las dos.</translation>
    </message>
    <message>
        <source>The first count is always there: after 20 moves per side in which only kings have moved, with no capture and no man moved, the game is drawn: “Move limit: too long without captures”. A man move or a capture starts it again from zero.</source>
        <translation>La primera cuenta está siempre presente: tras 20 jugadas por bando en las que solo se han movido damas, sin captura y sin mover ningún peón, la partida es tablas: «Límite de jugadas: demasiado tiempo sin capturas». Una jugada de peón o una captura la pone de nuevo a cero.</translation>
    </message>
    <message>
        <source>Three kings, two kings and a man, or a king and two men against a lone king: here the 5-move count starts only when the lone king stands on the main diagonal (a1-h8) and is the only piece there. The lone king on h8 holds it, so the count runs: 5 moves per side. If the lone king leaves the diagonal, this count ends; if it comes back, a new one starts from zero.</source>
        <extracomment>a1-h8 names the main diagonal by its two end squares: keep it as it is</extracomment>
        <translation>Tres damas, dos damas y un peón, o una dama y dos peones contra una dama solitaria: aquí la cuenta de 5 jugadas solo empieza cuando la dama solitaria está en la gran diagonal (a1-h8) y es la única pieza en ella. La dama solitaria de h8 la ocupa, así que la cuenta corre: 5 jugadas por bando. Si la dama solitaria sale de la diagonal, esta cuenta termina; si vuelve, empieza una nueva desde cero.</translation>
    </message>
</context>
<context>
    <name>BrazilianForcedCaptures</name>
    <message>
        <source>Forced captures and combinations</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Capturas forzadas y combinaciones</translation>
    </message>
    <message>
        <source>Give a piece, force the reply, take more: the shots that obligatory capture makes possible.</source>
        <translation>Entrega una pieza, fuerza la respuesta y toma más: los golpes que permite la captura obligatoria.</translation>
    </message>
    <message>
        <source>Capturing is obligatory for your opponent too. So when you put a man where it must be taken, you know exactly where the capturing piece will land. If it lands in front of one of your men, you take back more than you gave. Such a planned sequence is a combination, or shot.</source>
        <translation>Capturar también es obligatorio para tu rival. Así que, cuando pones un peón donde tiene que ser tomado, sabes exactamente dónde caerá la pieza que captura. Si cae delante de uno de tus peones, recuperas más de lo que diste. Una secuencia así, planeada, es una combinación o golpe.</translation>
    </message>
    <message>
        <source>Play the shot: give a man to the black man on a5 so that it lands where your man on b2 can take two.</source>
        <extracomment>a5 and b2 are square names: keep them as they are</extracomment>
        <translation>Juega el golpe: entrega un peón al peón negro de a5 para que caiga donde tu peón de b2 pueda tomar dos.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the man on a5 had to capture, where would it land?</source>
        <extracomment>a5 is a square name: keep it as it is</extracomment>
        <translation>Esa jugada no fuerza nada. Si el peón de a5 tuviera que capturar, ¿dónde caería?</translation>
    </message>
    <message>
        <source>a5 had to capture and landed on c3; b2 then took c3 and e5 and ended on f6. Two for one.</source>
        <extracomment>a5, c3, b2, e5 and f6 are squares: keep them as they are</extracomment>
        <translation>a5 tuvo que capturar y cayó en c3; después b2 tomó c3 y e5 y terminó en f6. Dos por uno.</translation>
    </message>
    <message>
        <source>Find the man to give so that the black piece that takes it lands in front of your man on e3. Then take three.</source>
        <extracomment>e3 is a square name: keep it as it is</extracomment>
        <translation>Encuentra el peón que hay que entregar para que la pieza negra que lo tome caiga delante de tu peón de e3. Después toma tres.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which man can you put where a black man must take it and land on f4?</source>
        <translation>Esa jugada no fuerza nada. ¿Qué peón puedes poner donde un peón negro tenga que tomarlo y caer en f4?</translation>
    </message>
    <message>
        <source>h6 had to take and landed on f4; e3 then took f4, f6 and d6 and ended on c5. Three for one.</source>
        <extracomment>h6, f4, e3, f6, d6 and c5 are squares: keep them as they are</extracomment>
        <translation>h6 tuvo que tomar y cayó en f4; después e3 tomó f4, f6 y d6 y terminó en c5. Tres por uno.</translation>
    </message>
    <message>
        <source>Sometimes it takes two sacrifices. Watch White give two men, one after the other, to set up a capture of three.</source>
        <translation>A veces hacen falta dos sacrificios. Mira cómo las blancas entregan dos peones, uno tras otro, para preparar una captura de tres.</translation>
    </message>
    <message>
        <source>e5-d6 gives the first man.</source>
        <extracomment>e5-d6 is a move: keep it as it is</extracomment>
        <translation>e5-d6 entrega el primer peón.</translation>
    </message>
    <message>
        <source>Black must take it: the man from c7 lands on e5.</source>
        <extracomment>c7 and e5 are square names: keep them as they are</extracomment>
        <translation>Las negras tienen que tomarlo: el peón de c7 cae en e5.</translation>
    </message>
    <message>
        <source>a3-b4 gives the second man.</source>
        <extracomment>a3-b4 is a move: keep it as it is</extracomment>
        <translation>a3-b4 entrega el segundo peón.</translation>
    </message>
    <message>
        <source>Black must take again: the man from a5 lands on c3.</source>
        <extracomment>a5 and c3 are square names: keep them as they are</extracomment>
        <translation>Las negras tienen que volver a tomar: el peón de a5 cae en c3.</translation>
    </message>
    <message>
        <source>Now b2 jumps c3, e5 and g5. Two men given, three taken.</source>
        <extracomment>b2, c3, e5 and g5 are square names: keep them as they are</extracomment>
        <translation>Ahora b2 salta c3, e5 y g5. Dos peones entregados, tres tomados.</translation>
    </message>
    <message>
        <source>A combination can also open the road to the crowning row. Give a man so that a black man lands in front of your man on d4, then capture all the way to row 8.</source>
        <extracomment>d4 is a square name: keep it as it is</extracomment>
        <translation>Una combinación también puede abrir el camino a la fila de coronación. Entrega un peón para que un peón negro caiga delante de tu peón de d4 y después captura hasta la fila 8.</translation>
    </message>
    <message>
        <source>That move forces nothing. Where would the black man on c7 land if it had to capture?</source>
        <extracomment>c7 is a square name: keep it as it is</extracomment>
        <translation>Esa jugada no fuerza nada. ¿Dónde caería el peón negro de c7 si tuviera que capturar?</translation>
    </message>
    <message>
        <source>c7 had to take and landed on e5; d4 then took e5 and e7 and ended its move on d8, so it was crowned. Black is lost.</source>
        <extracomment>c7, e5, d4, e7 and d8 are squares: keep them as they are</extracomment>
        <translation>c7 tuvo que tomar y cayó en e5; después d4 tomó e5 y e7 y terminó su jugada en d8, así que coronó. Las negras están perdidas.</translation>
    </message>
</context>
<context>
    <name>BrazilianGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quién gana, cómo se ofrecen tablas y qué tablas aplica el programa por sí solo.</translation>
    </message>
    <message>
        <source>The side that must move and cannot has lost: either it has no piece left, or none of its pieces can move or capture. Here it is Black&apos;s turn, and the man on b6 is stuck: both squares in front are taken and it cannot jump. White has won.</source>
        <extracomment>b6 is a square name: keep it as it is</extracomment>
        <translation>Pierde el bando que tiene que jugar y no puede: o no le queda ninguna pieza, o ninguna de sus piezas puede moverse ni capturar. Aquí juegan las negras, y el peón de b6 está atascado: las dos casillas de delante están ocupadas y no puede saltar. Las blancas han ganado.</translation>
    </message>
    <message>
        <source>Black has two men left. Take them both in one move, and Black has no piece left.</source>
        <translation>A las negras les quedan dos peones. Tómalos los dos en una sola jugada y las negras se quedan sin piezas.</translation>
    </message>
    <message>
        <source>The king on a1 takes both men in one move.</source>
        <extracomment>a1 is a square name: keep it as it is</extracomment>
        <translation>La dama de a1 toma los dos peones en una sola jugada.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>A las negras no les quedan piezas: ganan las blancas.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on h4. Play the move that leaves it with no step and no capture.</source>
        <extracomment>h4 is a square name: keep it as it is</extracomment>
        <translation>El último peón negro está en h4. Haz la jugada que lo deja sin paso y sin captura.</translation>
    </message>
    <message>
        <source>After that move the man on h4 can still move. Its only square is g3: put a man there that cannot be jumped, because f2 behind it is taken.</source>
        <extracomment>h4, g3 and f2 are square names: keep them as they are</extracomment>
        <translation>Después de esa jugada el peón de h4 todavía puede moverse. Su única casilla es g3: pon allí un peón que no pueda ser saltado, porque f2, detrás de él, está ocupada.</translation>
    </message>
    <message>
        <source>Black still has a man, but no legal move: White wins.</source>
        <translation>A las negras les queda un peón, pero ninguna jugada legal: ganan las blancas.</translation>
    </message>
    <message>
        <source>Now win against the computer within five moves: take every black man or leave Black without a move. Look for a king move after which every black move gives a man away.</source>
        <translation>Ahora gana a la computadora en cinco jugadas como máximo: captura todos los peones negros o deja a las negras sin jugada. Busca una jugada de dama tras la cual cualquier jugada negra entregue un peón.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. It cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <extracomment>&quot;Offer a draw&quot; is the name of the button on the play page</extracomment>
        <translation>Una partida también puede terminar en tablas de mutuo acuerdo. En la página de juego, «Ofrecer tablas» envía tu oferta junto con tu jugada, solo para el turno siguiente de tu rival. No se puede retirar: tu rival la acepta, o la rechaza simplemente jugando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, it declines and says so.</source>
        <translation>La computadora responde a tu oferta según su propia valoración de la posición. La acepta cuando no cree que vaya ganando, porque su posición es peor o está más o menos igualada, y dice cuál de las dos. Cuando cree que está mejor, la rechaza y lo dice.</translation>
    </message>
    <message>
        <source>Other draws need no offer: the program applies the CBD rules by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Otras tablas no necesitan oferta: el programa aplica por sí solo las reglas de la CBD. Cuando una posición aparece por tercera vez, o se agota una cuenta de jugadas, la partida termina en el acto y la línea del resultado dice por qué. El panel junto al tablero muestra las cuentas en curso; las próximas lecciones enseñan la repetición y las cuentas.</translation>
    </message>
</context>
<context>
    <name>BrazilianKings</name>
    <message>
        <source>Flying kings</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Damas voladoras</translation>
    </message>
    <message>
        <source>A king moves and captures along whole diagonals, and where it lands matters.</source>
        <translation>Una dama se mueve y captura a lo largo de diagonales enteras, y el lugar donde cae importa.</translation>
    </message>
    <message>
        <source>A king moves along a diagonal, forwards or backwards, as many free squares as it likes: it flies. This king on d4 can reach any square on the four arrows in one move.</source>
        <translation>Una dama se mueve por una diagonal, hacia delante o hacia atrás, tantas casillas libres como quiera: vuela. Esta dama de d4 puede llegar en una jugada a cualquier casilla de las cuatro flechas.</translation>
    </message>
    <message>
        <source>Fly your king from c1 to g5 in a single move.</source>
        <extracomment>c1 and g5 are square names: keep them as they are</extracomment>
        <translation>Lleva tu dama de c1 a g5 en una sola jugada.</translation>
    </message>
    <message>
        <source>That is a legal move, but the step asks for c1-g5: the king on c1 crosses the whole diagonal.</source>
        <extracomment>c1-g5 is a move: keep it as it is</extracomment>
        <translation>Es una jugada legal, pero el paso pide c1-g5: la dama de c1 cruza toda la diagonal.</translation>
    </message>
    <message>
        <source>Four squares in one move: that is a flying king.</source>
        <translation>Cuatro casillas en una jugada: eso es una dama voladora.</translation>
    </message>
    <message>
        <source>A king also captures from a distance: it may jump a piece far down the diagonal, as long as the squares before it are free and there is at least one free square behind it. It may then stop on any free square beyond. Here the king can take d4 and land on e5, f6, g7 or h8.</source>
        <extracomment>d4 is a square name: keep it as it is</extracomment>
        <translation>Una dama también captura a distancia: puede saltar una pieza alejada en la diagonal, siempre que las casillas anteriores estén libres y haya al menos una casilla libre detrás. Después puede detenerse en cualquier casilla libre más allá. Aquí la dama puede tomar d4 y caer en e5, f6, g7 o h8.</translation>
    </message>
    <message>
        <source>Capture the black man on f6 with your king, from where it stands.</source>
        <extracomment>f6 is a square name: keep it as it is</extracomment>
        <translation>Captura el peón negro de f6 con tu dama, desde donde está.</translation>
    </message>
    <message>
        <source>Jump the man on f6 along the long diagonal.</source>
        <translation>Salta el peón de f6 por la gran diagonal.</translation>
    </message>
    <message>
        <source>Both landing squares were allowed, because the capture could not go on from either.</source>
        <translation>Las dos casillas de llegada estaban permitidas, porque desde ninguna de ellas podía seguir la captura.</translation>
    </message>
    <message>
        <source>The free choice of landing square has one limit: if landing on one of the squares lets the king capture again, it must land on such a square and go on. After taking c3 this king could stop anywhere from d4 to h8, but only from e5 can it jump d6, so it must land on e5.</source>
        <extracomment>c3, d6 and e5 are square names: keep them as they are</extracomment>
        <translation>La libre elección de la casilla de llegada tiene un límite: si caer en una de esas casillas permite a la dama volver a capturar, tiene que caer en una casilla así y seguir. Tras tomar c3, esta dama podría parar en cualquier casilla de d4 a h8, pero solo desde e5 puede saltar d6, así que tiene que caer en e5.</translation>
    </message>
    <message>
        <source>Capture both black men with your king in one move.</source>
        <translation>Captura los dos peones negros con tu dama en una sola jugada.</translation>
    </message>
    <message>
        <source>Land on e5 after the first jump, then take d6.</source>
        <extracomment>e5 and d6 are square names: keep them as they are</extracomment>
        <translation>Cae en e5 después del primer salto y luego toma d6.</translation>
    </message>
    <message>
        <source>Right. After the last piece, the king was free again to stop on c7 or on b8.</source>
        <extracomment>c7 and b8 are square names: keep them as they are</extracomment>
        <translation>Correcto. Tras tomar la última pieza, la dama podía volver a detenerse donde quisiera: en c7 o en b8.</translation>
    </message>
</context>
<context>
    <name>BrazilianMajority</name>
    <message>
        <source>The majority rule and promotion</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>La regla de la mayoría y la coronación</translation>
    </message>
    <message>
        <source>You must take the most pieces, a king counting as one piece, and a man is crowned only where its move ends.</source>
        <translation>Hay que tomar el mayor número de piezas, una dama cuenta como una pieza, y un peón solo corona donde termina su jugada.</translation>
    </message>
    <message>
        <source>When there are several captures, you must play one that takes the most pieces. This is the majority rule. It does not matter which piece captures, or whether the capture is good for you: count the pieces each capture takes, and only the largest number is allowed.</source>
        <translation>Cuando hay varias capturas, tienes que hacer una de las que toman más piezas. Es la regla de la mayoría. No importa qué pieza captura ni si la captura te conviene: cuenta las piezas que toma cada captura; solo se permite el número mayor.</translation>
    </message>
    <message>
        <source>Three of your men can jump a black man. Which of them may capture under the majority rule? Click each one, then confirm your answer.</source>
        <translation>Tres de tus peones pueden saltar un peón negro. ¿Cuáles pueden capturar según la regla de la mayoría? Haz clic en cada uno y confirma tu respuesta.</translation>
    </message>
    <message>
        <source>A king counts as one piece, the same as a man: what counts is how many pieces, not which. Here you could take the black king on b4, or two men. Which of your men may capture? Click them, then confirm your answer.</source>
        <extracomment>b4 is a square name: keep it as it is</extracomment>
        <translation>Una dama cuenta como una pieza, igual que un peón: lo que cuenta es cuántas piezas, no cuáles. Aquí podrías tomar la dama negra de b4 o dos peones. ¿Cuáles de tus peones pueden capturar? Haz clic en ellos y confirma tu respuesta.</translation>
    </message>
    <message>
        <source>When several captures take the same number of pieces, you choose among them. Both of these take one piece: the king on d2 or the man on f2. Choose the better one.</source>
        <extracomment>d2 and f2 are square names: keep them as they are</extracomment>
        <translation>Cuando varias capturas toman el mismo número de piezas, eliges entre ellas. Estas dos toman una pieza cada una: la dama de d2 o el peón de f2. Elige la mejor.</translation>
    </message>
    <message>
        <source>That takes only a man. Both captures take one piece, so you were free to take the black king on d2 instead.</source>
        <extracomment>d2 is a square name: keep it as it is</extracomment>
        <translation>Esa toma solo un peón. Las dos capturas toman una pieza, así que podías elegir la dama negra de d2.</translation>
    </message>
    <message>
        <source>Right: the same number of pieces, so the choice was yours, and a king is worth more than a man.</source>
        <translation>Correcto: el mismo número de piezas, así que la elección era tuya, y una dama vale más que un peón.</translation>
    </message>
    <message>
        <source>Promotion: a man that reaches the last row during a capture but must capture on from there is not crowned. Play the capture and watch the man pass through f8.</source>
        <extracomment>f8 is a square name: keep it as it is</extracomment>
        <translation>Coronación: un peón que llega a la última fila durante una captura pero debe seguir capturando desde allí no corona. Haz la captura y mira cómo el peón pasa por f8.</translation>
    </message>
    <message>
        <source>Capture both black men.</source>
        <translation>Captura los dos peones negros.</translation>
    </message>
    <message>
        <source>The man ends on h6 and is still a man: it only passed through f8.</source>
        <extracomment>h6 and f8 are square names: keep them as they are</extracomment>
        <translation>El peón termina en h6 y sigue siendo peón: solo pasó por f8.</translation>
    </message>
    <message>
        <source>Only a man whose move ends on the last row is crowned. Take the man on e7.</source>
        <extracomment>e7 is a square name: keep it as it is</extracomment>
        <translation>Solo corona el peón cuya jugada termina en la última fila. Toma el peón de e7.</translation>
    </message>
    <message>
        <source>Capturing is obligatory: take the man on e7.</source>
        <translation>Capturar es obligatorio: toma el peón de e7.</translation>
    </message>
    <message>
        <source>The capture ends on f8, so your man is crowned.</source>
        <extracomment>f8 is a square name: keep it as it is</extracomment>
        <translation>La captura termina en f8, así que tu peón corona.</translation>
    </message>
</context>
<context>
    <name>BrazilianMen</name>
    <message>
        <source>How men move</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Cómo se mueven los peones</translation>
    </message>
    <message>
        <source>Men step forward one square, capture forwards and backwards, and are crowned on the far row.</source>
        <translation>Los peones avanzan una casilla, capturan hacia delante y hacia atrás, y coronan en la última fila.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, onto a free square: this one may go to b4 or to d4. White&apos;s men move up the board, Black&apos;s move down. A man never moves backwards when it is not capturing.</source>
        <extracomment>b4 and d4 are square names: keep them as they are</extracomment>
        <translation>Un peón se mueve una casilla en diagonal hacia delante, a una casilla libre: este puede ir a b4 o a d4. Los peones blancos suben por el tablero y los negros bajan. Un peón nunca retrocede cuando no captura.</translation>
    </message>
    <message>
        <source>Move the man on e3 one square forward. It has two squares to choose from.</source>
        <extracomment>e3 is a square name: keep it as it is</extracomment>
        <translation>Mueve el peón de e3 una casilla hacia delante. Tiene dos casillas para elegir.</translation>
    </message>
    <message>
        <source>That moves the other man. This step asks you to move the man on e3.</source>
        <extracomment>e3 is a square name: keep it as it is</extracomment>
        <translation>Eso mueve el otro peón. Este paso te pide mover el peón de e3.</translation>
    </message>
    <message>
        <source>Good: one square diagonally forward, onto a free square.</source>
        <translation>Bien: una casilla en diagonal hacia delante, a una casilla libre.</translation>
    </message>
    <message>
        <source>A man captures by jumping an enemy piece next to it onto the free square just behind. In Brazilian draughts men capture backwards as well as forwards: this man may take c5 and land on b6, or take e3 and land on f2.</source>
        <extracomment>c5, e3, b6 and f2 are square names: keep them as they are</extracomment>
        <translation>Un peón captura saltando una pieza contraria que tiene al lado y cayendo en la casilla libre justo detrás. En las damas brasileñas los peones capturan hacia atrás además de hacia delante: este peón puede tomar c5 y caer en b6, o tomar e3 y caer en f2.</translation>
    </message>
    <message>
        <source>Your man on e5 can capture in two directions. Capture backwards: jump the man on d4 and land on c3.</source>
        <extracomment>d4 and c3 are square names: keep them as they are</extracomment>
        <translation>Tu peón de e5 puede capturar en dos direcciones. Captura hacia atrás: salta el peón de d4 y cae en c3.</translation>
    </message>
    <message>
        <source>That was the forward capture, e5xg7. This step asks for the backward one, e5xc3.</source>
        <extracomment>e5xg7 and e5xc3 are captures: keep them as they are</extracomment>
        <translation>Esa fue la captura hacia delante, e5xg7. Este paso pide la de hacia atrás, e5xc3.</translation>
    </message>
    <message>
        <source>Right: a man may capture backwards, even though it only moves forwards.</source>
        <translation>Correcto: un peón puede capturar hacia atrás, aunque solo se mueva hacia delante.</translation>
    </message>
    <message>
        <source>A man whose move ends on the far row (row 8 for White, row 1 for Black) is crowned: it becomes a king, shown by a crown. Kings are much stronger, as the next lessons show.</source>
        <translation>Un peón cuya jugada termina en la última fila (la 8 para las blancas, la 1 para las negras) corona: se convierte en dama, que se marca con una corona. Las damas son mucho más fuertes, como muestran las próximas lecciones.</translation>
    </message>
    <message>
        <source>Crown your man: move the man on c7 onto the last row.</source>
        <extracomment>c7 is a square name: keep it as it is</extracomment>
        <translation>Corona tu peón: lleva el peón de c7 a la última fila.</translation>
    </message>
    <message>
        <source>That move does not crown. The man on c7 is one step from the last row.</source>
        <translation>Esa jugada no corona. El peón de c7 está a un paso de la última fila.</translation>
    </message>
    <message>
        <source>Your man is now a king.</source>
        <translation>Tu peón ya es una dama.</translation>
    </message>
</context>
<context>
    <name>BrazilianPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Juega una partida con estas reglas</translation>
    </message>
    <message>
        <source>A short recap of the Brazilian rules, then a game against the computer.</source>
        <translation>Un breve repaso de las reglas brasileñas y, después, una partida contra la computadora.</translation>
    </message>
    <message>
        <source>What makes Brazilian draughts its own: men capture backwards as well as forwards, kings fly along open diagonals, and you must always take the capture that takes the most pieces, kings counting the same as men. A man is crowned only if its move ends on the last row.</source>
        <translation>Lo que distingue a las damas brasileñas: los peones capturan hacia atrás además de hacia delante, las damas vuelan por las diagonales libres y siempre hay que hacer la captura que toma más piezas, contando una dama igual que un peón. Un peón solo corona si su jugada termina en la última fila.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the two move counts running out. The result line says why the game ended.</source>
        <translation>Pierdes cuando, en tu turno, no te queda ninguna pieza o ninguna jugada legal. Se pueden ofrecer tablas; las demás tablas llegan solas: una posición que aparece por tercera vez o una de las dos cuentas de jugadas que se agota. La línea del resultado dice por qué terminó la partida.</translation>
    </message>
    <message>
        <source>Now play the capture: the one that takes the most pieces, written by its start and end.</source>
        <extracomment>c3xg7 is a capture in Brazilian notation: keep it as it is</extracomment>
        <translation>Ahora haz la captura: la que toma más piezas, escrita con su casilla de salida y la de llegada.</translation>
    </message>
    <message>
        <source>That capture takes only one man. The man on c3 can jump d4 and then f6, and the majority rule makes you take both.</source>
        <translation>Esa captura toma un solo peón. El peón de c3 puede saltar d4 y después f6, y la regla de la mayoría te obliga a tomar los dos.</translation>
    </message>
    <message>
        <source>Right: c3xg7 takes both black men. The capture from e3 took only one, so it was not allowed.</source>
        <extracomment>c3xg7 is a capture: keep it as it is</extracomment>
        <translation>Correcto: c3xg7 toma los dos peones negros. La captura desde e3 tomaba solo uno, así que no estaba permitida.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.</source>
        <translation>Durante la partida, el panel Cuentas de tablas, junto al tablero, muestra cada cuenta en marcha, con las jugadas que quedan y una barra que se acorta al acercarse el final. Pasa el puntero sobre una cuenta para leer su regla y qué la reinicia. Debajo de las cuentas, el panel avisa cuando una posición se ha dado dos veces.</translation>
    </message>
    <message>
        <source>You know the rules of Brazilian draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.</source>
        <translation>Ya conoces las reglas de las damas brasileñas. Empieza una partida contra la computadora con estas reglas y vigila las cuentas cuando llegue el final.</translation>
    </message>
    <message>
        <source>One last puzzle before your game. Both of your men can jump the man on d4. Click every man that is allowed to capture here, then confirm your answer.</source>
        <translation>Un último problema antes de tu partida. Tus dos peones pueden saltar el peón de d4. Haz clic en cada peón que pueda capturar aquí y confirma tu respuesta.</translation>
    </message>
</context>
<context>
    <name>BrazilianRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>La misma posición por tercera vez es tablas: cómo se cuenta, qué hace borrón y cuenta nueva y cómo evitarla.</translation>
    </message>
    <message>
        <source>If the same position appears for the third time, the game is drawn at once; nobody has to claim it. The same position means the same pieces, men and kings of each colour, on the same squares, with the same side to move. The three times need not follow one another.</source>
        <translation>Si la misma posición aparece por tercera vez, la partida termina en tablas en el acto; nadie tiene que reclamarlas. La misma posición quiere decir las mismas piezas, peones y damas de cada color, en las mismas casillas y con el mismo bando al turno. Las tres veces no tienen que ser seguidas.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw it away: its kings go back and forth, and the black king does the same. Follow the repetitions in the panel.</source>
        <translation>Las blancas tienen una dama de más y deberían ganar. Mira cómo la desperdician: sus damas van y vienen, y la dama negra hace lo mismo. Sigue las repeticiones en el panel.</translation>
    </message>
    <message>
        <source>g1-h2: a king move that achieves nothing.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2: una jugada de dama que no consigue nada.</translation>
    </message>
    <message>
        <source>b8-a7: Black shuffles too.</source>
        <extracomment>b8-a7 is a move: keep it as it is</extracomment>
        <translation>b8-a7: las negras también van y vienen.</translation>
    </message>
    <message>
        <source>The king returns to g1.</source>
        <translation>La dama vuelve a g1.</translation>
    </message>
    <message>
        <source>The black king returns to b8: the starting position is here for the second time, and the panel warns that a third time draws.</source>
        <translation>La dama negra vuelve a b8: la posición inicial está aquí por segunda vez, y el panel avisa de que una tercera vez sería tablas.</translation>
    </message>
    <message>
        <source>a1-b2: White moves the other king. This position is new.</source>
        <extracomment>a1-b2 is a move: keep it as it is</extracomment>
        <translation>a1-b2: las blancas mueven la otra dama. Esta posición es nueva.</translation>
    </message>
    <message>
        <source>Black shuffles to a7 again.</source>
        <translation>Las negras vuelven a ir a a7.</translation>
    </message>
    <message>
        <source>The king returns to a1: this position, with the black king on a7, is here for the second time.</source>
        <translation>La dama vuelve a a1: esta posición, con la dama negra en a7, está aquí por segunda vez.</translation>
    </message>
    <message>
        <source>The starting position is here for the third time, though not right after the second. The game is over: “The same position appeared three times”. White&apos;s extra king is wasted.</source>
        <translation>La posición inicial está aquí por tercera vez, aunque no justo después de la segunda. Se acabó la partida: «La misma posición apareció tres veces». La dama de más de las blancas no sirvió de nada.</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares, so the side that is ahead always has a say: White could have moved its man, or sent a king to a new square, at any moment. When you are ahead, vary your moves; when you are behind, a repetition may save you.</source>
        <translation>Una repetición necesita que los dos bandos vuelvan a las mismas casillas, así que el bando que va ganando siempre tiene algo que decir: las blancas podían haber movido su peón, o llevado una dama a una casilla nueva, en cualquier momento. Cuando vayas ganando, varía tus jugadas; cuando vayas perdiendo, una repetición puede salvarte.</translation>
    </message>
    <message>
        <source>This position is on the board for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can come back, so the counting starts again.</source>
        <translation>Esta posición está en el tablero por segunda vez. Una captura o una jugada de peón hace borrón y cuenta nueva: después de cualquiera de las dos, ninguna posición anterior puede volver, así que la cuenta empieza de nuevo.</translation>
    </message>
    <message>
        <source>c3-b4: a man move. A man never goes back, so the earlier positions can never return. The 20-move count starts again too.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>c3-b4: una jugada de peón. Un peón nunca retrocede, así que las posiciones anteriores ya no pueden volver. La cuenta de 20 jugadas también empieza de nuevo.</translation>
    </message>
    <message>
        <source>The black king shuffles to a7 as before.</source>
        <translation>La dama negra va y viene a a7 como antes.</translation>
    </message>
    <message>
        <source>The same king move as before, but with the man on b4 the position is new: it has occurred once.</source>
        <translation>La misma jugada de dama que antes, pero con el peón en b4 la posición es nueva: ha aparecido una vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling, and the position after g1-h2 has already been on the board twice. Keep your winning chances: play any move that does not bring it back a third time.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>Las damas han ido y venido, y la posición que resulta de g1-h2 ya ha estado dos veces en el tablero. Conserva tus opciones de ganar: haz cualquier jugada que no la traiga por tercera vez.</translation>
    </message>
    <message>
        <source>g1-h2 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2 trae esa posición por tercera vez: la partida termina en tablas en el acto y la dama de más se desperdicia. Cualquier otra jugada mantiene viva la partida.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as c3-b4 even wipes the slate clean.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>Correcto, la partida sigue. Una jugada de peón como c3-b4 incluso hace borrón y cuenta nueva.</translation>
    </message>
    <message>
        <source>The referee looks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>El árbitro busca una repetición después de cada jugada, antes de cualquier cuenta de jugadas: una tercera aparición da tablas aunque a una cuenta todavía le queden jugadas. El panel te avisa cuando la posición del tablero ya se ha dado dos veces.</translation>
    </message>
</context>
<context>
    <name>BrazilianShots</name>
    <message>
        <source>Shots from the computer&apos;s games</source>
        <extracomment>Lesson title (a course of the Learn page): combinations (shots) found in games</extracomment>
        <translation>Golpes de partidas de la computadora</translation>
    </message>
    <message>
        <source>Positions from games of the computer against itself where one move wins material by force: find it, then play the whole combination.</source>
        <translation>Posiciones de partidas de la computadora contra sí misma en las que una jugada gana material de forma forzada: encuéntrala y después juega toda la combinación.</translation>
    </message>
    <message>
        <source>Black to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>Juegan las negras y ganan material de forma forzada.</translation>
    </message>
    <message>
        <source>From a game of the computer against itself.</source>
        <extracomment>Where a shot&apos;s position comes from</extracomment>
        <translation>De una partida de la computadora contra sí misma.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces White to capture: find the move after which White&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esa no. El golpe obliga a las blancas a capturar: busca la jugada tras la cual su captura deja sus piezas donde puedes tomar más.</translation>
    </message>
    <message>
        <source>The shot: %1. Black takes as many pieces as it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>El golpe: %1. Las negras toman tantas piezas como entregan y consiguen una dama nueva.</translation>
    </message>
    <message>
        <source>White to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>Juegan las blancas y ganan material de forma forzada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces Black to capture: find the move after which Black&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esa no. El golpe obliga a las negras a capturar: busca la jugada tras la cual su captura deja sus piezas donde puedes tomar más.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las blancas toman %n pieza más de las que entregan.</numerusform>
            <numerusform>El golpe: %1. Las blancas toman %n piezas más de las que entregan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las negras toman %n pieza más de las que entregan.</numerusform>
            <numerusform>El golpe: %1. Las negras toman %n piezas más de las que entregan.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shot: %1. White takes as many pieces as it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>El golpe: %1. Las blancas toman tantas piezas como entregan y consiguen una dama nueva.</translation>
    </message>
</context>
<context>
    <name>BrazilianTechnique</name>
    <message>
        <source>Endgame technique within the counts</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Técnica de finales dentro de las cuentas</translation>
    </message>
    <message>
        <source>How to win before a count runs out, and how the weaker side uses the counts to save the game.</source>
        <translation>Cómo ganar antes de que se agote una cuenta, y cómo el bando más débil usa las cuentas para salvar la partida.</translation>
    </message>
    <message>
        <source>Keep a man in reserve: a man move starts the 20-move count again (it does not help in the 5-move endings). The kings have been moving; play the move that gives you back all 20 moves.</source>
        <extracomment>h2 is a square name: keep it as it is</extracomment>
        <translation>Guarda un peón en reserva: una jugada de peón reinicia la cuenta de 20 jugadas (en los finales de 5 jugadas no sirve de nada). Las damas han estado moviéndose; haz la jugada que te devuelve las 20 jugadas.</translation>
    </message>
    <message>
        <source>A king move only uses up the count. Move the man on h2: a man move starts the count again.</source>
        <extracomment>h2 is a square name: keep it as it is</extracomment>
        <translation>Una jugada de dama solo gasta la cuenta. Mueve el peón de h2: una jugada de peón reinicia la cuenta.</translation>
    </message>
    <message>
        <source>The panel shows the full 20 moves again. Spend man moves where they count.</source>
        <translation>El panel vuelve a mostrar las 20 jugadas enteras. Gasta las jugadas de peón donde cuenten.</translation>
    </message>
    <message>
        <source>Take the main diagonal first. The lone king wants to reach it, because alone there it would start the 5-move count. Put one of your kings on the main diagonal now: while it stays there, the count cannot start and you keep the full 20 moves.</source>
        <translation>Ocupa primero la gran diagonal. La dama solitaria quiere llegar a ella, porque, sola allí, pondría en marcha la cuenta de 5 jugadas. Pon ahora una de tus damas en la gran diagonal: mientras siga allí, la cuenta no puede empezar y conservas las 20 jugadas enteras.</translation>
    </message>
    <message>
        <source>That move leaves the main diagonal empty: the black king could go to e5 and start the 5-move count. Put a king on b2, c3 or d4.</source>
        <translation>Esa jugada deja vacía la gran diagonal: la dama negra podría ir a e5 y poner en marcha la cuenta de 5 jugadas. Pon una dama en b2, c3 o d4.</translation>
    </message>
    <message>
        <source>Your king holds the main diagonal. Now you have time to trap the lone king.</source>
        <translation>Tu dama domina la gran diagonal. Ahora tienes tiempo para atrapar a la dama solitaria.</translation>
    </message>
    <message>
        <source>The main diagonal is yours. Win within three moves: remember that the lone king must capture, and must take as many pieces as it can.</source>
        <translation>La gran diagonal es tuya. Gana en tres jugadas como máximo: recuerda que la dama solitaria tiene que capturar, y tiene que tomar tantas piezas como pueda.</translation>
    </message>
    <message>
        <source>Now you are the weaker side: one king against three. Your plan is the same facts seen from the other side: go to the main diagonal, where you are alone, and the 5-move count starts.</source>
        <translation>Ahora eres el bando más débil: una dama contra tres. Tu plan son los mismos hechos vistos desde el otro lado: lleva tu dama a la gran diagonal, donde estará sola, y empieza la cuenta de 5 jugadas.</translation>
    </message>
    <message>
        <source>That square is not on the main diagonal. From c1, only b2 is.</source>
        <translation>Esa casilla no está en la gran diagonal. Desde c1, solo lo está b2.</translation>
    </message>
    <message>
        <source>You are alone on the main diagonal: the 5-move count has started. Stay on it, out of reach.</source>
        <translation>Tu dama está sola en la gran diagonal: la cuenta de 5 jugadas ha empezado. Mantenla allí, fuera de alcance.</translation>
    </message>
    <message>
        <source>Hold the draw against the computer. Keep your king on the main diagonal, never stop where it can be captured, and let the 5-move count run out.</source>
        <translation>Aguanta las tablas contra la computadora. Mantén tu dama en la gran diagonal, no te detengas nunca donde pueda ser capturada y deja que se agote la cuenta de 5 jugadas.</translation>
    </message>
    <message>
        <source>And if the lone king does step into a trap on the very last counted move, the capture still wins: the win is checked before any count.</source>
        <translation>Y si la dama solitaria cae en una trampa justo en la última jugada contada, la captura sigue ganando: la victoria se comprueba antes que cualquier cuenta.</translation>
    </message>
    <message>
        <source>When you are ahead, the count is your opponent&apos;s best defence: treat it as a clock. Do not move your kings for nothing. Here White has already spent three moves going back and forth, and a position that comes back a third time ends the game at once. Every move should bring a piece closer to a capture or a new king.</source>
        <translation>Cuando vas ganando, la cuenta es la mejor defensa de tu rival: trátala como un reloj. No muevas las damas por mover. Aquí las blancas ya han gastado tres jugadas yendo y viniendo, y una posición que aparece por tercera vez termina la partida en el acto. Cada jugada debe acercar una pieza a una captura o a una nueva dama.</translation>
    </message>
    <message>
        <source>Know the number before you exchange. Here, with two kings and a man against a king off the main diagonal, only the 20-move count runs. Give up the man and it becomes two kings against one: only 5 moves per side. If you cannot see the win in that time, keep more pieces on the board for now.</source>
        <translation>Conoce el número antes de simplificar. Aquí, con dos damas y un peón contra una dama fuera de la gran diagonal, solo corre la cuenta de 20 jugadas. Entrega el peón y quedan dos damas contra una: solo 5 jugadas por bando. Si no ves la victoria en ese plazo, conserva por ahora más piezas en el tablero.</translation>
    </message>
    <message>
        <source>The black king threatens your man on g3. If it takes the man, two kings against one leave only 5 moves per side. Keep the man: play a move after which the black king cannot take it.</source>
        <extracomment>g3 is a square name: keep it as it is</extracomment>
        <translation>La dama negra amenaza tu peón de g3. Si lo captura, dos damas contra una dejan solo 5 jugadas por bando. Conserva el peón: haz una jugada tras la cual la dama negra no pueda capturarlo.</translation>
    </message>
    <message>
        <source>After that move the black king can take your man, and two kings against one give only 5 moves per side. Move the man out of reach, or block the diagonal with a king.</source>
        <translation>Después de esa jugada la dama negra puede capturar tu peón, y dos damas contra una dan solo 5 jugadas por bando. Aparta el peón de su alcance o cierra la diagonal con una dama.</translation>
    </message>
    <message>
        <source>The man is safe, and with it the 20-move count: two kings and a man against a king off the main diagonal are not a 5-move ending.</source>
        <translation>El peón está a salvo, y con él la cuenta de 20 jugadas: dos damas y un peón contra una dama fuera de la gran diagonal no son un final de 5 jugadas.</translation>
    </message>
    <message>
        <source>Now a real ending, and the kings have already wandered: 12 moves each are gone and only 8 of the 20 are left. Your king on c3 holds the main diagonal. Win within seven moves and waste none of them: close in on the lone king, then give a king so that its capture lands it where you can take it.</source>
        <translation>Ahora un final de verdad, y las damas ya han dado vueltas: van 12 jugadas de cada bando y solo quedan 8 de las 20. Tu dama en c3 controla la gran diagonal. Gana en siete jugadas sin desperdiciar ninguna: cerca a la dama solitaria y luego entrega una dama para que su captura la deje donde puedas capturarla.</translation>
    </message>
</context>
<context>
    <name>InternationalBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>El tablero y la notación</translation>
    </message>
    <message>
        <source>The 50 dark squares, how they are numbered, how the game starts, and how a move is written.</source>
        <translation>Las 50 casillas oscuras, cómo se numeran, cómo empieza la partida y cómo se escribe una jugada.</translation>
    </message>
    <message>
        <source>International draughts is played on the 50 dark squares of a 10×10 board. The squares are numbered from 1 to 50, row by row, starting from Black&apos;s side: 1 to 5 are on the far row as White sees the board, 6 begins the next row, and 46 to 50 are on White&apos;s own back row. The dark corner on White&apos;s left is 46. Every diagram in these lessons is an example position, with White at the bottom.</source>
        <extracomment>1, 5, 6, 46 and 50 are square numbers: keep them as they are</extracomment>
        <translation>Las damas internacionales se juegan en las 50 casillas oscuras de un tablero de 10×10. Las casillas se numeran del 1 al 50, fila por fila, empezando por el lado de las negras: del 1 al 5 están en la fila más lejana vista desde las blancas, el 6 abre la fila siguiente y del 46 al 50 están en la primera fila de las blancas. La esquina oscura a la izquierda de las blancas es la 46. Cada diagrama de estas lecciones es una posición de ejemplo, con las blancas abajo.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twenty men: Black&apos;s stand on squares 1 to 20, White&apos;s on 31 to 50, and the two middle rows (21 to 30) are empty. White always makes the first move.</source>
        <extracomment>1-20, 31-50 and 21-30 are ranges of square numbers: keep them as they are</extracomment>
        <translation>Así empieza cada partida. Cada bando tiene veinte peones: los de las negras están en las casillas 1 a 20, los de las blancas en las casillas 31 a 50, y las dos filas centrales (21 a 30) están vacías. Las blancas siempre hacen la primera jugada.</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: 32-28 takes the man on 32 one square forward to 28. Play 32-28.</source>
        <extracomment>32-28 is a move in International notation: keep it as it is</extracomment>
        <translation>Una jugada que no captura nada une sus dos casillas con un guion: 32-28 lleva el peón de 32 una casilla hacia delante, a 28. Juega 32-28.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for 32-28: the man on 32 goes one square forward, to 28.</source>
        <extracomment>32-28 and 28 are a move and a square: keep them as they are</extracomment>
        <translation>Esa jugada es legal, pero este paso pide 32-28: el peón de 32 avanza una casilla, hasta 28.</translation>
    </message>
    <message>
        <source>Well done. That move is written 32-28.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>Muy bien. Esa jugada se escribe 32-28.</translation>
    </message>
    <message>
        <source>A capture is written with an x instead: 28x19 means the man on 28 jumps the black man on 23 and lands on 19.</source>
        <extracomment>28x19, 28, 23 and 19 are a capture and squares: keep them as they are</extracomment>
        <translation>Una captura se escribe en cambio con una x: 28x19 significa que el peón de 28 salta el peón negro de 23 y cae en 19.</translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on 32 jumps 28 and lands on 23, written 32x23.</source>
        <extracomment>32x23, 32, 28 and 23 are a capture and squares: keep them as they are</extracomment>
        <translation>Ahora captura tú el peón negro: el peón de 32 salta 28 y cae en 23, lo que se escribe 32x23.</translation>
    </message>
    <message>
        <source>Jump the black man on 28 and land on 23.</source>
        <extracomment>28 and 23 are squares: keep them as they are</extracomment>
        <translation>Salta el peón negro de 28 y cae en 23.</translation>
    </message>
    <message>
        <source>That capture is written 32x23.</source>
        <extracomment>32x23 is a capture: keep it as it is</extracomment>
        <translation>Esa captura se escribe 32x23.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps 32 and 22, lands on 28 on the way, and is written 37x17, without 28.</source>
        <extracomment>37x17, 28, 32 and 22 are a capture and squares: keep them as they are</extracomment>
        <translation>Una captura de varias piezas se escribe solo con su comienzo y su final: esta salta 32 y 22, pasa por 28 y se escribe 37x17, sin el 28.</translation>
    </message>
    <message>
        <source>Two captures are possible here, each of one man. Play the one written 37x28.</source>
        <extracomment>37x28, 34x23, 37 and 28 are captures and squares: keep them as they are</extracomment>
        <translation>Aquí hay dos capturas posibles, cada una de un peón. Juega la que se escribe 37x28.</translation>
    </message>
    <message>
        <source>That was 34x23. The step asks for 37x28: the man on 37 jumps 32 and lands on 28.</source>
        <extracomment>34x23 and 37x28 are captures: keep them as they are</extracomment>
        <translation>Esa era 34x23. El paso pide 37x28: el peón de 37 salta 32 y cae en 28.</translation>
    </message>
    <message>
        <source>Right: 37x28, from 37 over 32 to 28.</source>
        <extracomment>37x28 is a capture: keep it as it is</extracomment>
        <translation>Correcto: 37x28, de 37 por encima de 32 hasta 28.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end but take different pieces is the path written too, square by square where it turns. Here a white king (you will meet kings soon) can go from 22 to 15 in two ways: over 18, 19 and 20, written 22x13x24x15; or over 31, 41 and 20, written 22x36x47x15.</source>
        <extracomment>22, 15 and the captures 22x13x24x15, 22x36x47x15 stay as they are</extracomment>
        <translation>Solo cuando dos capturas comparten comienzo y final pero toman piezas distintas se escribe también el camino, casilla por casilla donde gira. Aquí una dama blanca (pronto conocerás las damas) puede ir de 22 a 15 de dos maneras: sobre 18, 19 y 20, que se escribe 22x13x24x15; o sobre 31, 41 y 20, que se escribe 22x36x47x15.</translation>
    </message>
    <message>
        <source>Play the capture written 22x36x47x15: down to 36, across to 47, then all the way up to 15.</source>
        <extracomment>22x36x47x15 is a capture written in full: keep it as it is</extracomment>
        <translation>Juega la captura que se escribe 22x36x47x15: abajo hasta 36, de lado hasta 47 y luego hacia arriba hasta 15.</translation>
    </message>
    <message>
        <source>That was 22x13x24x15, which takes 18, 19 and 20. The step asks for 22x36x47x15, which takes 31, 41 and 20.</source>
        <extracomment>22x13x24x15 and 22x36x47x15 stay as they are</extracomment>
        <translation>Esa era 22x13x24x15, que toma 18, 19 y 20. El paso pide 22x36x47x15, que toma 31, 41 y 20.</translation>
    </message>
    <message>
        <source>Right. Both captures go from 22 to 15 and take three men, so each is written with the squares where it turns.</source>
        <extracomment>22 and 15 are squares: keep them as they are</extracomment>
        <translation>Correcto. Las dos capturas van de 22 a 15 y toman tres peones, así que cada una se escribe con las casillas donde gira.</translation>
    </message>
</context>
<context>
    <name>InternationalCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Las capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, men capture both ways, a capture goes on to the end, and jumped pieces come off only when it is over.</source>
        <translation>Capturar es obligatorio, los peones capturan en ambos sentidos, una captura sigue hasta el final y las piezas saltadas se retiran solo cuando termina.</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy piece right next to it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on 32 has to take 28 and land on 23; the man on 39 may not move this turn.</source>
        <extracomment>32, 28, 23 and 39 are square numbers: keep them as they are</extracomment>
        <translation>Un peón captura saltando en diagonal sobre una pieza rival contigua hasta la casilla vacía justo detrás. Capturar es obligatorio: si puedes capturar, debes hacerlo. Aquí el peón de 32 tiene que tomar 28 y caer en 23; el peón de 39 no puede moverse en este turno.</translation>
    </message>
    <message>
        <source>Men capture backward as well as forward. Your man on 28 can take either black man: choose the capture after which it is not taken straight back.</source>
        <extracomment>28 is a square number: keep it as it is</extracomment>
        <translation>Los peones capturan hacia atrás igual que hacia delante. Tu peón de 28 puede tomar cualquiera de los dos peones negros: elige la captura tras la cual no te lo toman enseguida.</translation>
    </message>
    <message>
        <source>After 28x17 the black man on 11 jumps your man (11x22). Capture backward instead: 28x39.</source>
        <extracomment>28x17, 11, 11x22 and 28x39 are captures and squares: keep them as they are</extracomment>
        <translation>Tras 28x17, el peón negro de 11 salta tu peón (11x22). Captura mejor hacia atrás: 28x39.</translation>
    </message>
    <message>
        <source>Right: 28x39 jumps 33 backward, and nothing can take your man on 39.</source>
        <extracomment>28x39 and 33 are a capture and a square: keep them as they are</extracomment>
        <translation>Correcto: 28x39 salta 33 hacia atrás, y nada puede tomar tu peón de 39.</translation>
    </message>
    <message>
        <source>A capture must be completed: after each jump, if the man can jump again, it goes on, forward or backward. Capture with the man on 47 and keep jumping until nothing more can be taken. A king is captured just like a man.</source>
        <extracomment>47 is a square number: keep it as it is</extracomment>
        <translation>Una captura debe completarse: tras cada salto, si el peón puede volver a saltar, sigue, hacia delante o hacia atrás. Captura con el peón de 47 y sigue saltando hasta que no quede nada que tomar. Una dama se captura igual que un peón.</translation>
    </message>
    <message>
        <source>Keep jumping: the man on 47 takes every black piece and ends on 49.</source>
        <extracomment>47 and 49 are squares: keep them as they are</extracomment>
        <translation>Sigue saltando: el peón de 47 toma todas las piezas negras y termina en 49.</translation>
    </message>
    <message>
        <source>Well done: 47x49 takes all eight pieces, the king among them, in one move.</source>
        <extracomment>47x49 is a capture: keep it as it is</extracomment>
        <translation>Muy bien: 47x49 toma las ocho piezas, la dama incluida, en una sola jugada.</translation>
    </message>
    <message>
        <source>Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This man jumps all four black men and comes back to 32, next to 28 again with 23 empty; but 28 has already been jumped, so the capture ends there. A jumped piece stays on the board until the end of the move and still blocks the way: players call this the Turkish strike.</source>
        <extracomment>32, 28 and 23 are square numbers: keep them as they are</extracomment>
        <translation>Las piezas saltadas se retiran solo cuando termina toda la jugada, y ninguna puede saltarse dos veces. Este peón salta los cuatro peones negros y vuelve a 32, otra vez junto a 28 y con 23 vacía; pero 28 ya fue saltado, así que la captura termina ahí. Una pieza saltada sigue en el tablero hasta el final de la jugada y todavía cierra el paso: es lo que los jugadores llaman el golpe turco.</translation>
    </message>
    <message>
        <source>Click every white man that can capture, then confirm your answer. Look in all four directions, and check that the square behind the black piece is empty.</source>
        <translation>Haz clic en cada peón blanco que pueda capturar y confirma tu respuesta. Mira en las cuatro direcciones y comprueba que la casilla detrás de la pieza negra esté vacía.</translation>
    </message>
    <message>
        <source>Now see what the forward capture would have led to.</source>
        <translation>Ahora mira adónde habría llevado la captura hacia delante.</translation>
    </message>
    <message>
        <source>The man on 28 takes 22 and lands on 17, right in front of the black man on 11.</source>
        <extracomment>28, 22 and 17 are square numbers: keep them as they are</extracomment>
        <translation>El peón de 28 toma 22 y cae en 17, justo delante del peón negro de 11.</translation>
    </message>
    <message>
        <source>Black must capture too: 11 jumps 17 and lands on 22. Your man could not take 11 first, because 6 behind it was occupied.</source>
        <extracomment>11, 17, 22 and 6 are square numbers: keep them as they are</extracomment>
        <translation>Las negras también tienen que capturar: 11 salta 17 y cae en 22. Tu peón no podía tomar antes el de 11, porque la casilla 6, detrás de él, estaba ocupada.</translation>
    </message>
</context>
<context>
    <name>InternationalCounts</name>
    <message>
        <source>The International counts</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Las cuentas internacionales</translation>
    </message>
    <message>
        <source>The four move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.</source>
        <translation>Las cuatro cuentas de jugadas que terminan una partida en tablas por sí solas: cuándo corre cada una, cuánto dura y qué la reinicia.</translation>
    </message>
    <message>
        <source>The FMJD rules have four move counts. When one runs out, the game is drawn by itself. Limits are given in moves of each player, so 5 moves means 5 by White and 5 by Black, and the moves of both sides count. The panel beside the board shows every running count as moves left. Here three of them run at once.</source>
        <translation>Las reglas de la FMJD tienen cuatro cuentas de jugadas. Cuando una se agota, la partida termina en tablas por sí sola. Los límites se dan en jugadas de cada jugador, así que 5 jugadas significan 5 de las blancas y 5 de las negras, y cuentan las jugadas de los dos bandos. El panel junto al tablero muestra cada cuenta en marcha como jugadas restantes. Aquí corren tres a la vez.</translation>
    </message>
    <message>
        <source>Both sides have a king and a man. Watch the 25-move count in the panel as each kind of move is played.</source>
        <translation>Cada bando tiene una dama y un peón. Mira la cuenta de 25 jugadas en el panel mientras se juega cada tipo de jugada.</translation>
    </message>
    <message>
        <source>A king move: the count goes on.</source>
        <translation>Una jugada de dama: la cuenta sigue.</translation>
    </message>
    <message>
        <source>Another king move: the count goes on.</source>
        <translation>Otra jugada de dama: la cuenta sigue.</translation>
    </message>
    <message>
        <source>36-31 is a man move: the count starts again from 25 moves.</source>
        <extracomment>36-31 is a move: keep it as it is</extracomment>
        <translation>36-31 es un movimiento de peón: la cuenta vuelve a empezar desde 25 jugadas.</translation>
    </message>
    <message>
        <source>Another king move.</source>
        <translation>Otra jugada de dama.</translation>
    </message>
    <message>
        <source>15-20: a black man move starts the count again just the same.</source>
        <extracomment>15-20 is a move: keep it as it is</extracomment>
        <translation>15-20: un movimiento de un peón negro la reinicia igual.</translation>
    </message>
    <message>
        <source>A king move: the count ticks down again.</source>
        <translation>Una jugada de dama: la cuenta vuelve a bajar.</translation>
    </message>
    <message>
        <source>Three kings, or two kings and a man, or a king and two men against a lone king: the stronger side must win within 16 moves per side. Nothing starts this count again, not even a capture made during those 16 moves.</source>
        <translation>Tres damas, o dos damas y un peón, o una dama y dos peones contra una dama solitaria: el bando más fuerte debe ganar en 16 jugadas por bando. Nada reinicia esta cuenta, ni siquiera una captura hecha durante esas 16 jugadas.</translation>
    </message>
    <message>
        <source>Two kings, a king and a man, or a single king against a lone king: 5 moves per side, wherever the pieces stand. So two kings against one give only five moves, and they rarely win.</source>
        <translation>Dos damas, una dama y un peón, o una sola dama contra una dama solitaria: 5 jugadas por bando, estén donde estén las piezas. Así que dos damas contra una dan solo cinco jugadas, y rara vez ganan.</translation>
    </message>
    <message>
        <source>Three kings against one, and 14 of the 16 moves per side have gone. Watch what a capture does: it leads into the 5-move ending, and both counts then run. Whichever deadline comes first ends the game.</source>
        <translation>Tres damas contra una, y ya se han jugado 14 de las 16 jugadas por bando. Mira lo que hace una captura: lleva al final de 5 jugadas, y entonces corren las dos cuentas. El plazo que venza primero termina la partida.</translation>
    </message>
    <message>
        <source>White gives up a king: the black king must take it.</source>
        <translation>Las blancas entregan una dama: la dama negra tiene que tomarla.</translation>
    </message>
    <message>
        <source>Two kings against one now: the 5-move count starts, but the 16-move count does not start again. It has only one move per side left.</source>
        <translation>Ahora son dos damas contra una: empieza la cuenta de 5 jugadas, pero la de 16 no se reinicia: solo le queda una jugada por bando.</translation>
    </message>
    <message>
        <source>White&apos;s 16th move.</source>
        <translation>La 16.ª jugada de las blancas.</translation>
    </message>
    <message>
        <source>Black&apos;s 16th move: the 16-move count has run out first. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.</source>
        <translation>La 16.ª jugada de las negras: la cuenta de 16 jugadas se ha agotado primero. La partida es tablas: «Regla de final: el bando más fuerte no ganó en las jugadas permitidas».</translation>
    </message>
    <message>
        <source>This is the last move of the 5-move count, and the black king has just stepped onto 22. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.</source>
        <extracomment>22 is a square number: keep it as it is</extracomment>
        <translation>Esta es la última jugada de la cuenta de 5 jugadas, y la dama negra acaba de ir a 22. Captúrala: la victoria se comprueba antes que cualquier cuenta, así que tomar la última pieza en la última jugada contada gana.</translation>
    </message>
    <message>
        <source>Capture the black king with the king on 39.</source>
        <extracomment>39 is a square number: keep it as it is</extracomment>
        <translation>Captura la dama negra con la dama de 39.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>La última pieza cae en la última jugada contada: la partida se gana, no es tablas.</translation>
    </message>
    <message>
        <source>What starts each count again? The 25-move count: a man move or a capture. The three endgame counts: nothing; they only end when their ending is over. For the weaker side this is the plan: head for the main diagonal and stay there, out of reach. Hover over a count in the panel to read its rule.</source>
        <translation>¿Qué reinicia cada cuenta? La de 25 jugadas: un movimiento de peón o una captura. Las tres cuentas de final: nada; solo terminan cuando se acaba su final. Para el bando más débil, este es el plan: ir a la gran diagonal y quedarse en ella, fuera de alcance. Pasa el puntero sobre una cuenta del panel para leer su regla.</translation>
    </message>
    <message>
        <source>The longest count: when for 25 moves by each side only kings have moved, with no man moved and nothing captured, the game is drawn, and the result line says “Move limit: too long without captures”. Any man move or any capture starts it again. Here only kings are left, so nothing can start it again but a capture.</source>
        <translation>La cuenta más larga: cuando durante 25 jugadas de cada bando solo se han movido damas, sin mover ningún peón y sin captura, la partida es tablas, y la línea del resultado dice «Límite de jugadas: demasiado tiempo sin capturas». Cualquier movimiento de peón o cualquier captura la reinicia. Aquí solo quedan damas, así que solo una captura puede reiniciarla.</translation>
    </message>
    <message>
        <source>In that same ending, as soon as the lone king is the only piece on the main diagonal (46 to 5), the stronger side has just 5 moves per side left. A piece of the stronger side on the main diagonal keeps this count from starting. If the lone king steps off the diagonal, this count ends; if it comes back as the only piece there, a new 5-move count starts.</source>
        <extracomment>46 and 5 name the main diagonal by its end squares: keep them as they are</extracomment>
        <translation>En ese mismo final, en cuanto la dama solitaria es la única pieza en la gran diagonal (de 46 a 5), quedan solo 5 jugadas por bando. Una pieza del bando más fuerte en la gran diagonal impide que esta cuenta empiece. Si la dama solitaria sale de la diagonal, esta cuenta termina; si vuelve a ser la única pieza en ella, empieza una nueva cuenta de 5 jugadas.</translation>
    </message>
</context>
<context>
    <name>InternationalForcedCaptures</name>
    <message>
        <source>Forced captures and combinations</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Capturas forzadas y combinaciones</translation>
    </message>
    <message>
        <source>Your opponent must capture too: give a man to decide where his piece lands, then take more back, even with a crowning.</source>
        <translation>Tu rival también tiene que capturar: entrega un peón para decidir dónde cae su pieza y luego toma más, incluso coronando.</translation>
    </message>
    <message>
        <source>Capturing is obligatory for your opponent as well. So when you offer a man, you choose where the capturing piece will land. If 32-28 is played here, the black man on 22 must take it and lands on 33, exactly where White wants it. A series of moves built on forced captures is called a combination, or a shot.</source>
        <extracomment>32-28, 22 and 33 are a move and square numbers: keep them as they are</extracomment>
        <translation>Capturar también es obligatorio para tu rival. Así que cuando ofreces un peón, eliges dónde caerá la pieza que captura. Si aquí se juega 32-28, el peón negro de 22 tiene que tomarlo y cae en 33, justo donde las blancas lo quieren. Una serie de jugadas basada en capturas obligadas se llama combinación, o golpe.</translation>
    </message>
    <message>
        <source>Play 32-28, let Black take, and then capture as many men as you can.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>Juega 32-28, deja que las negras tomen y luego captura todos los peones que puedas.</translation>
    </message>
    <message>
        <source>That move is legal, but it wins nothing. Offer the man with 32-28.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>Esa jugada es legal, pero no gana nada. Ofrece el peón con 32-28.</translation>
    </message>
    <message>
        <source>One man given, three taken: 38x9 jumps 33, 24 and 14.</source>
        <extracomment>38x9, 33, 24 and 14 are a capture and square numbers: keep them as they are</extracomment>
        <translation>Un peón entregado, tres tomados: 38x9 salta 33, 24 y 14.</translation>
    </message>
    <message>
        <source>Another one. Put a man where the black man on 32 has to take it, and make its landing square the first step of your own capture.</source>
        <extracomment>32 and 27 are square numbers: keep them as they are</extracomment>
        <translation>Otra más. Pon un peón donde el peón negro de 32 tenga que tomarlo, y haz que su casilla de llegada sea el primer paso de tu propia captura.</translation>
    </message>
    <message>
        <source>That wins nothing. Play 31-27: Black must answer 32x21, and the man on 21 can then be jumped.</source>
        <extracomment>31-27 and 32x21 are a move and a capture: keep them as they are</extracomment>
        <translation>Eso no gana nada. Juega 31-27: las negras deben responder 32x21, y entonces el peón de 21 puede saltarse.</translation>
    </message>
    <message>
        <source>Right: 26x6 takes 21 and 11. Two for one.</source>
        <extracomment>26x6, 21 and 11 are a capture and square numbers: keep them as they are</extracomment>
        <translation>Correcto: 26x6 toma 21 y 11. Dos por uno.</translation>
    </message>
    <message>
        <source>The best combinations end on the far row. A capture that ends there crowns the man, so a forced capture can open the way to a new king. Look for the path to 4.</source>
        <extracomment>4 is a square number: keep it as it is</extracomment>
        <translation>Las mejores combinaciones terminan en la última fila. Una captura que termina allí corona el peón, así que una captura obligada puede abrir el camino a una nueva dama. Busca el camino hasta 4.</translation>
    </message>
    <message>
        <source>Offer a man to the black man on 28, then capture all the way to the far row.</source>
        <extracomment>28 is a square number: keep it as it is</extracomment>
        <translation>Ofrece un peón al peón negro de 28 y luego captura hasta la última fila.</translation>
    </message>
    <message>
        <source>Play 29-23: after the forced 28x19, your man on 24 takes two and ends on the far row, 24x4.</source>
        <extracomment>29-23, 28x19 and 24x4 are moves: keep them as they are</extracomment>
        <translation>Juega 29-23: tras la captura obligada 28x19, tu peón de 24 toma dos y termina en la última fila, 24x4.</translation>
    </message>
    <message>
        <source>24x4 jumps 19 and 9 and ends on 4: a man given, two taken and a new king.</source>
        <extracomment>24x4, 19, 9 and 4 are a capture and square numbers: keep them as they are</extracomment>
        <translation>24x4 salta 19 y 9 y termina en 4: un peón entregado, dos tomados y una dama nueva.</translation>
    </message>
    <message>
        <source>Step through the combination once more and see why Black had no choice.</source>
        <translation>Repasa la combinación paso a paso y mira por qué las negras no tenían elección.</translation>
    </message>
    <message>
        <source>29-23 puts a man next to the black man on 28, with 19 empty behind it.</source>
        <extracomment>29-23 and 28 are a move and a square number: keep them as they are</extracomment>
        <translation>29-23 pone un peón junto al peón negro de 28, con 19 vacía detrás.</translation>
    </message>
    <message>
        <source>Black must capture, and 28x19 is the only capture on the board.</source>
        <extracomment>28x19 is a capture: keep it as it is</extracomment>
        <translation>Las negras deben capturar, y 28x19 es la única captura del tablero.</translation>
    </message>
    <message>
        <source>Now 24x4: over 19 to 13, over 9 to 4. The move ends on the far row, so the man is crowned.</source>
        <extracomment>24x4 and 13 are a capture and a square number: keep them as they are</extracomment>
        <translation>Ahora 24x4: sobre 19 hasta 13, sobre 9 hasta 4. La jugada termina en la última fila, así que el peón corona.</translation>
    </message>
</context>
<context>
    <name>InternationalGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quién gana, cómo se ofrecen tablas y qué tablas aplica el programa por sí solo.</translation>
    </message>
    <message>
        <source>A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on 36 can neither step nor capture, so White has won.</source>
        <extracomment>36 is a square number: keep it as it is</extracomment>
        <translation>Pierde la partida el bando al que le toca jugar y no puede: no le queda ninguna pieza, o ninguna de sus piezas tiene una jugada legal. Aquí juegan las negras, pero el peón de 36 no puede avanzar ni capturar, así que las blancas han ganado.</translation>
    </message>
    <message>
        <source>Black has two men left, one behind the other on your king&apos;s diagonal. Take them both: with no piece left, Black loses at once.</source>
        <translation>A las negras les quedan dos peones, uno detrás del otro en la diagonal de tu dama. Tómalos los dos: sin ninguna pieza, las negras pierden en el acto.</translation>
    </message>
    <message>
        <source>Take both men in one move with your king.</source>
        <translation>Toma los dos peones en una sola jugada con tu dama.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>A las negras no les quedan piezas: ganan las blancas.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on 36. Play the move that leaves it with no step and no capture.</source>
        <extracomment>36 is a square number: keep it as it is</extracomment>
        <translation>El último peón negro está en 36. Haz la jugada que lo deja sin avance y sin captura.</translation>
    </message>
    <message>
        <source>After that move the man on 36 can still move or capture. Its only square is 41: fill it with a man that cannot be jumped, because 47 behind it stays occupied.</source>
        <extracomment>36, 41 and 47 are square numbers: keep them as they are</extracomment>
        <translation>Tras esa jugada, el peón de 36 todavía puede moverse o capturar. Su única casilla es 41: ocúpala con un peón que no pueda saltarse, porque 47, detrás de él, sigue ocupada.</translation>
    </message>
    <message>
        <source>Black has a man but no legal move: White wins.</source>
        <translation>Las negras tienen un peón, pero ninguna jugada legal: ganan las blancas.</translation>
    </message>
    <message>
        <source>Now win against the computer within three moves: take every black man or leave Black without a move.</source>
        <translation>Ahora gana contra la computadora en tres jugadas como máximo: toma todos los peones negros o deja a las negras sin jugada.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <translation>Una partida también puede terminar en tablas de mutuo acuerdo. En la página de juego, «Ofrecer tablas» envía tu oferta junto con tu jugada, solo para el turno siguiente de tu rival. Una vez hecha, no se puede retirar: tu rival la acepta, o la rechaza simplemente jugando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.</source>
        <translation>La computadora responde a tu oferta según su propia valoración de la posición. La acepta cuando no cree que vaya ganando, porque su posición es peor o está más o menos igualada, y dice cuál de las dos. Cuando cree que está mejor, o ve una línea ganadora, la rechaza y lo dice.</translation>
    </message>
    <message>
        <source>Other draws need no offer: they come from the FMJD rules, and the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Las demás tablas no necesitan oferta: proceden de las reglas de la FMJD, y el programa las aplica por sí solo. Cuando una posición aparece por tercera vez, o se agota una cuenta de jugadas, la partida termina en el acto y la línea del resultado dice por qué. El panel junto al tablero muestra las cuentas en curso; las próximas lecciones enseñan la repetición y las cuentas.</translation>
    </message>
</context>
<context>
    <name>InternationalKings</name>
    <message>
        <source>Flying kings</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Damas voladoras</translation>
    </message>
    <message>
        <source>A king moves and captures at any distance along a diagonal; where it may land after a capture, and where it must land to go on.</source>
        <translation>Una dama mueve y captura a cualquier distancia a lo largo de una diagonal; dónde puede caer tras una captura y dónde debe caer para seguir.</translation>
    </message>
    <message>
        <source>A king is a flying king: it moves forward or backward, any number of squares along a diagonal, as long as the squares are empty. From 28 this king can reach 17 squares in one move.</source>
        <extracomment>28 is a square number: keep it as it is</extracomment>
        <translation>La dama es voladora: se mueve hacia delante o hacia atrás, tantas casillas como quiera a lo largo de una diagonal, siempre que estén vacías. Desde 28 esta dama puede llegar a 17 casillas en una jugada.</translation>
    </message>
    <message>
        <source>The longest diagonal, from 46 to 5, is called the main diagonal. Send your king from one end of it to the other in a single move.</source>
        <extracomment>46 and 5 are square numbers: keep them as they are</extracomment>
        <translation>La diagonal más larga, de 46 a 5, se llama gran diagonal. Lleva tu dama de un extremo al otro en una sola jugada.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for the far end of the main diagonal: square 5.</source>
        <extracomment>5 is a square number: keep it as it is</extracomment>
        <translation>Esa jugada es legal, pero este paso pide el otro extremo de la gran diagonal: la casilla 5.</translation>
    </message>
    <message>
        <source>Right: 46-5, nine squares in one move.</source>
        <extracomment>46-5 is a move: keep it as it is</extracomment>
        <translation>Correcto: 46-5, nueve casillas en una jugada.</translation>
    </message>
    <message>
        <source>A king also captures from a distance: it can jump an enemy piece anywhere on its diagonal, if every square between them is empty and there is a free square behind. It may then land on any free square behind the piece: here 19, 14 or 10.</source>
        <extracomment>46, 23, 19, 14 and 10 are square numbers: keep them as they are</extracomment>
        <translation>Una dama también captura a distancia: puede saltar una pieza rival en cualquier punto de su diagonal, si todas las casillas entre ambas están vacías y hay una casilla libre detrás. Luego puede caer en cualquier casilla libre detrás de la pieza: aquí 19, 14 o 10.</translation>
    </message>
    <message>
        <source>But if one landing square lets the king go on capturing, it must land there. After jumping 32 your king could stop on 28, 23, 19, 14, 10 or 5, but only from 23 can it take 29 as well. Capture both men.</source>
        <extracomment>32, 28, 23, 19, 14, 10, 5 and 29 are square numbers: keep them as they are</extracomment>
        <translation>Pero si una casilla de llegada permite a la dama seguir capturando, debe caer en ella. Tras saltar 32, tu dama podría detenerse en 28, 23, 19, 14, 10 o 5, pero solo desde 23 puede tomar también 29. Captura los dos peones.</translation>
    </message>
    <message>
        <source>The king must stop on 23 after the first jump, then take 29 as well.</source>
        <extracomment>23 and 29 are square numbers: keep them as they are</extracomment>
        <translation>La dama debe detenerse en 23 tras el primer salto y luego tomar también 29.</translation>
    </message>
    <message>
        <source>Right: the king had to land on 23 and then take 29. After the second jump it could choose any free square behind 29.</source>
        <extracomment>23 and 29 are square numbers: keep them as they are</extracomment>
        <translation>Correcto: la dama tenía que caer en 23 y luego tomar 29. Tras el segundo salto podía elegir cualquier casilla libre detrás de 29.</translation>
    </message>
    <message>
        <source>Choosing the right landing squares one after another gives long captures. Take every black man with the king on 1.</source>
        <extracomment>1 is a square number: keep it as it is</extracomment>
        <translation>Elegir bien las casillas de llegada, una tras otra, da capturas largas. Toma todos los peones negros con la dama de 1.</translation>
    </message>
    <message>
        <source>Look for the landing square after each jump from which the king can go on. All ten men can be taken, ending on 15.</source>
        <extracomment>15 is a square number: keep it as it is</extracomment>
        <translation>Busca tras cada salto la casilla de llegada desde la que la dama puede seguir. Se pueden tomar los diez peones, terminando en 15.</translation>
    </message>
    <message>
        <source>Ten men in one move: 1x15, from the rule book of the world federation.</source>
        <extracomment>1x15 is a capture: keep it as it is</extracomment>
        <translation>Diez peones en una jugada: 1x15, del reglamento de la federación mundial.</translation>
    </message>
    <message>
        <source>A king is worth far more than a man. Capture both black men within five moves, without letting them reach your back row.</source>
        <translation>Una dama vale mucho más que un peón. Captura los dos peones negros en cinco jugadas como máximo, sin dejar que lleguen a tu primera fila.</translation>
    </message>
</context>
<context>
    <name>InternationalMajority</name>
    <message>
        <source>The majority rule and promotion</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>La regla de la mayoría y la coronación</translation>
    </message>
    <message>
        <source>You must take the most pieces, kings counting as men; and a man is crowned only if its move ends on the far row.</source>
        <translation>Debes tomar el mayor número de piezas, y las damas cuentan como peones; y un peón corona solo si su jugada termina en la última fila.</translation>
    </message>
    <message>
        <source>When several captures are possible, you must choose the one that takes the most pieces. A king counts as one piece, just like a man. Here the man on 48 could take the two kings on 42 and 31, but it can take three men instead: 48x19 is the only legal move.</source>
        <extracomment>48x19, 42 and 31 are a capture and square numbers: keep them as they are</extracomment>
        <translation>Cuando hay varias capturas posibles, debes elegir la que toma más piezas. Una dama cuenta como una pieza, igual que un peón. Aquí el peón de 48 podría tomar las dos damas de 42 y 31, pero puede tomar tres peones: 48x19 es la única jugada legal.</translation>
    </message>
    <message>
        <source>Play the capture the majority rule requires, with the man on 48.</source>
        <extracomment>48 is a square number: keep it as it is</extracomment>
        <translation>Juega con el peón de 48 la captura que exige la regla de la mayoría.</translation>
    </message>
    <message>
        <source>Only 48x19 is legal here: it takes three men.</source>
        <extracomment>48x19 is a capture: keep it as it is</extracomment>
        <translation>Aquí solo 48x19 es legal: toma tres peones.</translation>
    </message>
    <message>
        <source>Right: 48x19 takes three men. The two kings stay, but three pieces are more than two.</source>
        <extracomment>48x19 is a capture: keep it as it is</extracomment>
        <translation>Correcto: 48x19 toma tres peones. Las dos damas se quedan, pero tres piezas son más que dos.</translation>
    </message>
    <message>
        <source>Click every white man that may capture under the majority rule, then confirm. Four of your men touch a black man, but only the captures that take the most pieces are allowed.</source>
        <translation>Haz clic en cada peón blanco que pueda capturar según la regla de la mayoría y confirma. Cuatro de tus peones tocan un peón negro, pero solo se permiten las capturas que toman más piezas.</translation>
    </message>
    <message>
        <source>When two captures take the same number of pieces, you may choose either: taking a king gives no priority. Both captures of the man on 26 take two pieces. Choose the better one.</source>
        <extracomment>26 is a square number: keep it as it is</extracomment>
        <translation>Cuando dos capturas toman el mismo número de piezas, puedes elegir cualquiera: tomar una dama no da prioridad. Las dos capturas del peón de 26 toman dos piezas. Elige la mejor.</translation>
    </message>
    <message>
        <source>26x28 is legal, but it leaves Black its king. 26x8 takes the king on 21 as well, and your man will be crowned next move.</source>
        <extracomment>26x28, 26x8 and 21 are captures and a square: keep them as they are</extracomment>
        <translation>26x28 es legal, pero deja a las negras su dama. 26x8 toma también la dama de 21, y tu peón coronará en la próxima jugada.</translation>
    </message>
    <message>
        <source>Right: 26x8 takes the king and a man, and your man stands one step from the far row.</source>
        <extracomment>26x8 is a capture: keep it as it is</extracomment>
        <translation>Correcto: 26x8 toma la dama y un peón, y tu peón queda a un paso de la última fila.</translation>
    </message>
    <message>
        <source>A man is crowned only when its move ends on the far row. Capture with the man on 15: it jumps 10 and reaches 4 on the far row, but must go on over 9 and ends on 13.</source>
        <extracomment>15, 10, 4, 9 and 13 are square numbers: keep them as they are</extracomment>
        <translation>Un peón corona solo cuando su jugada termina en la última fila. Captura con el peón de 15: salta 10 y llega a 4, en la última fila, pero debe seguir por encima de 9 y termina en 13.</translation>
    </message>
    <message>
        <source>Capture with the man on 15: over 10, then over 9.</source>
        <extracomment>15, 10 and 9 are square numbers: keep them as they are</extracomment>
        <translation>Captura con el peón de 15: sobre 10 y luego sobre 9.</translation>
    </message>
    <message>
        <source>The man passed 4 during the capture, but its move ended on 13: it stays a man.</source>
        <extracomment>4 and 13 are square numbers: keep them as they are</extracomment>
        <translation>El peón pasó por 4 durante la captura, pero su jugada terminó en 13: sigue siendo peón.</translation>
    </message>
    <message>
        <source>Now a capture that ends on the far row. Capture with the man on 32 and finish the move on the last row.</source>
        <extracomment>32 is a square number: keep it as it is</extracomment>
        <translation>Ahora una captura que termina en la última fila. Captura con el peón de 32 y acaba la jugada en la última fila.</translation>
    </message>
    <message>
        <source>Capture with the man on 32 and end the move on 3.</source>
        <extracomment>32 and 3 are square numbers: keep them as they are</extracomment>
        <translation>Captura con el peón de 32 y termina la jugada en 3.</translation>
    </message>
    <message>
        <source>The capture ended on 3, on the far row, so your man is crowned.</source>
        <extracomment>3 is a square number: keep it as it is</extracomment>
        <translation>La captura terminó en 3, en la última fila, así que tu peón corona.</translation>
    </message>
</context>
<context>
    <name>InternationalMen</name>
    <message>
        <source>How men move</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Cómo se mueven los peones</translation>
    </message>
    <message>
        <source>Men step one square diagonally forward, never backward, and become kings on the far row.</source>
        <translation>Los peones avanzan una casilla en diagonal, nunca hacia atrás, y se convierten en damas en la última fila.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, onto an empty square. White&apos;s men move up the board, toward squares 1 to 5; Black&apos;s move down, toward 46 to 50. The man on 33 may go to 28 or to 29.</source>
        <extracomment>33, 28 and 29 are square numbers: keep them as they are</extracomment>
        <translation>Un peón mueve una casilla en diagonal hacia delante, a una casilla vacía. Los peones blancos suben por el tablero, hacia las casillas 1 a 5; los negros bajan, hacia las casillas 46 a 50. El peón de 33 puede ir a 28 o a 29.</translation>
    </message>
    <message>
        <source>A man never steps backward: the man on 28 may not go back to 32 or 33. Only when it captures may a man jump backward, as the next lesson shows.</source>
        <extracomment>32 and 33 are square numbers: keep them as they are</extracomment>
        <translation>Un peón nunca retrocede: el peón de 28 no puede volver a 32 ni a 33. Solo cuando captura puede un peón saltar hacia atrás, como muestra la próxima lección.</translation>
    </message>
    <message>
        <source>Move the man on 33. One of its two squares is taken by your own man on 28, so only one move is left to it.</source>
        <extracomment>33 and 28 are square numbers: keep them as they are</extracomment>
        <translation>Mueve el peón de 33. Una de sus dos casillas está ocupada por tu propio peón de 28, así que solo le queda una jugada.</translation>
    </message>
    <message>
        <source>That moved the man on 28. This step asks you to move the man on 33: it can only go to 29.</source>
        <extracomment>33 and 29 are square numbers: keep them as they are</extracomment>
        <translation>Has movido el peón de 28. Este paso pide mover el peón de 33: solo puede ir a 29.</translation>
    </message>
    <message>
        <source>Right: 33-29. A man cannot move onto an occupied square.</source>
        <extracomment>33-29 is a move: keep it as it is</extracomment>
        <translation>Correcto: 33-29. Un peón no puede ir a una casilla ocupada.</translation>
    </message>
    <message>
        <source>Now you have Black, whose men move down the board, toward White&apos;s side. Move the man on 18 one square forward.</source>
        <extracomment>18 is a square number: keep it as it is</extracomment>
        <translation>Ahora llevas las negras, cuyos peones bajan por el tablero, hacia el lado de las blancas. Avanza una casilla el peón de 18.</translation>
    </message>
    <message>
        <source>Move the black man on 18 one square down the board, to 22 or 23.</source>
        <extracomment>18, 22 and 23 are square numbers: keep them as they are</extracomment>
        <translation>Mueve el peón negro de 18 una casilla hacia abajo, a 22 o a 23.</translation>
    </message>
    <message>
        <source>Right: Black&apos;s man on 18 goes to 22 or 23, toward White&apos;s side.</source>
        <extracomment>18, 22 and 23 are square numbers: keep them as they are</extracomment>
        <translation>Correcto: el peón negro de 18 va a 22 o a 23, hacia el lado de las blancas.</translation>
    </message>
    <message>
        <source>A man that ends its move on the far row, squares 1 to 5 for White, becomes a king. Crown this man.</source>
        <extracomment>1 to 5 are square numbers: keep them as they are</extracomment>
        <translation>Un peón que termina su jugada en la última fila, las casillas 1 a 5 para las blancas, se convierte en dama. Corona este peón.</translation>
    </message>
    <message>
        <source>Move the man on 7 onto the far row: to 1 or to 2.</source>
        <extracomment>7, 1 and 2 are square numbers: keep them as they are</extracomment>
        <translation>Lleva el peón de 7 a la última fila: a 1 o a 2.</translation>
    </message>
    <message>
        <source>Your man is now a king. Kings have lessons of their own.</source>
        <translation>Tu peón es ahora una dama. Las damas tienen sus propias lecciones.</translation>
    </message>
    <message>
        <source>A race: your man on 21 and the black man on 35 both run for the far row. Crown your man within four moves, without letting it be captured.</source>
        <translation>Una carrera: tu peón de 21 y el peón negro de 35 corren hacia la última fila. Corona tu peón en cuatro jugadas como máximo, sin dejar que lo capturen.</translation>
    </message>
</context>
<context>
    <name>InternationalPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Juega una partida con estas reglas</translation>
    </message>
    <message>
        <source>A short recap of the International rules, then a game against the computer.</source>
        <translation>Un breve repaso de las reglas internacionales y después una partida contra la computadora.</translation>
    </message>
    <message>
        <source>What makes International draughts its own: a 10×10 board with 20 men a side, men that capture backwards as well as forwards, flying kings, and the majority rule: of all the captures on the board you must take the one that takes the most pieces. A man is crowned only if its move ends on the last row.</source>
        <translation>Lo que hace únicas a las damas internacionales: un tablero de 10×10 con 20 peones por bando, peones que capturan hacia atrás y hacia delante, damas voladoras y la regla de la mayoría: de todas las capturas del tablero debes hacer la que toma más piezas. Un peón corona solo si su jugada termina en la última fila.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the move counts running out. The result line says why the game ended.</source>
        <translation>Pierdes si en tu turno no te quedan piezas o jugadas legales. Se pueden ofrecer tablas; las demás tablas llegan solas: una posición por tercera vez o una de las cuentas de jugadas agotada. La línea del resultado dice por qué terminó la partida.</translation>
    </message>
    <message>
        <source>One last puzzle before your game. The men on 33 and 39 both touch a black man, but only one capture is allowed. Play it.</source>
        <extracomment>33 and 39 are square numbers: keep them as they are</extracomment>
        <translation>Un último ejercicio antes de tu partida. Los peones de 33 y 39 tocan los dos un peón negro, pero solo se permite una captura. Juégala.</translation>
    </message>
    <message>
        <source>Only the capture that takes two men is legal: 33x13.</source>
        <extracomment>33x13 is a capture: keep it as it is</extracomment>
        <translation>Solo es legal la captura que toma dos peones: 33x13.</translation>
    </message>
    <message>
        <source>Right: 33x13 takes two men, so it is the only legal move. A capture of one would break the majority rule.</source>
        <extracomment>33x13 is a capture in International notation: keep it as it is</extracomment>
        <translation>Correcto: 33x13 toma dos peones, así que es la única jugada legal. Una captura de uno iría contra la regla de la mayoría.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.</source>
        <translation>Durante la partida, el panel Cuentas de tablas, junto al tablero, muestra cada cuenta en marcha, con las jugadas que quedan y una barra que se acorta al acercarse el final. Pasa el puntero sobre una cuenta para leer su regla y qué la reinicia. Debajo de las cuentas, el panel avisa cuando una posición se ha dado dos veces.</translation>
    </message>
    <message>
        <source>You know the rules of International draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.</source>
        <translation>Ya conoces las reglas de las damas internacionales. Empieza una partida contra la computadora con estas reglas y vigila las cuentas cuando llegue el final.</translation>
    </message>
</context>
<context>
    <name>InternationalRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>La misma posición por tercera vez es tablas: cómo se cuenta, qué hace borrón y cuenta nueva y cómo evitarla.</translation>
    </message>
    <message>
        <source>When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.</source>
        <translation>Cuando las mismas piezas están en las mismas casillas, con el mismo bando al turno, por tercera vez, la partida es tablas. Nadie tiene que reclamarlas: se aplican automáticamente en cuanto la posición aparece por tercera vez.</translation>
    </message>
    <message>
        <source>The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.</source>
        <translation>La misma posición significa cada peón y cada dama de cada color en la misma casilla, y el mismo bando al turno. Un peón y una dama son piezas distintas. Las tres veces no tienen que ser seguidas: entre ellas puede haber otras posiciones.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.</source>
        <translation>Las blancas tienen una dama de más y deberían ganar. Mira cómo tiran esa ventaja moviendo sus damas de ida y vuelta mientras la dama negra hace lo mismo. Sigue las repeticiones en el panel.</translation>
    </message>
    <message>
        <source>49-43: the king steps aside. It achieves nothing.</source>
        <extracomment>49-43 is a move: keep it as it is</extracomment>
        <translation>49-43: la dama se aparta. No consigue nada.</translation>
    </message>
    <message>
        <source>3-9: Black shuffles too.</source>
        <extracomment>3-9 is a move: keep it as it is</extracomment>
        <translation>3-9: las negras también van y vienen.</translation>
    </message>
    <message>
        <source>The king goes back to 49.</source>
        <extracomment>49 is a square number: keep it as it is</extracomment>
        <translation>La dama vuelve a 49.</translation>
    </message>
    <message>
        <source>The black king goes back to 3: the starting position is on the board for the second time. The panel warns that a third time draws.</source>
        <extracomment>3 is a square number: keep it as it is</extracomment>
        <translation>La dama negra vuelve a 3: la posición inicial está en el tablero por segunda vez. El panel avisa de que una tercera vez es tablas.</translation>
    </message>
    <message>
        <source>46-41: now White moves the other king. This position is new.</source>
        <extracomment>46-41 is a move: keep it as it is</extracomment>
        <translation>46-41: ahora las blancas mueven la otra dama. Esta posición es nueva.</translation>
    </message>
    <message>
        <source>Black answers with the same shuffle to 9.</source>
        <extracomment>9 is a square number: keep it as it is</extracomment>
        <translation>Las negras responden con el mismo vaivén a 9.</translation>
    </message>
    <message>
        <source>The king returns to 46. This position, with the black king on 9, is here for the second time too.</source>
        <extracomment>46 and 9 are square numbers: keep them as they are</extracomment>
        <translation>La dama regresa a 46. Esta posición, con la dama negra en 9, también aparece por segunda vez.</translation>
    </message>
    <message>
        <source>The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.</source>
        <translation>La posición inicial aparece por tercera vez, aunque no justo después de la segunda. La partida termina en el acto: «La misma posición apareció tres veces».</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.</source>
        <translation>Una repetición necesita que los dos bandos vuelvan a las mismas casillas. Así que el bando que va por delante siempre tiene algo que decir: en cualquier jugada las blancas podían mover su peón o llevar una dama a una casilla nueva. Si vas ganando, varía tus jugadas; si vas perdiendo, una repetición puede salvar la partida.</translation>
    </message>
    <message>
        <source>This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.</source>
        <translation>Esta posición aparece por segunda vez. Una captura o un movimiento de peón hace borrón y cuenta nueva: después de cualquiera de los dos ninguna posición anterior puede volver, así que se empieza a contar de nuevo.</translation>
    </message>
    <message>
        <source>36-31: a man move. A man never moves back, so the two earlier visits no longer count. The 25-move count starts again too; the 16-move endgame count does not.</source>
        <extracomment>36-31 is a move: keep it as it is</extracomment>
        <translation>36-31: un movimiento de peón. Un peón nunca retrocede, así que las dos apariciones anteriores ya no cuentan. La cuenta de 25 jugadas también vuelve a empezar; la cuenta de final de 16 jugadas, no.</translation>
    </message>
    <message>
        <source>The black king shuffles to 9 as before.</source>
        <extracomment>9 is a square number: keep it as it is</extracomment>
        <translation>La dama negra va a 9 como antes.</translation>
    </message>
    <message>
        <source>The same king move as in the earlier shuffle, but with the man on 31 this position is new: it has occurred once.</source>
        <extracomment>31 is a square number: keep it as it is</extracomment>
        <translation>La misma jugada de dama que en el vaivén de antes, pero con el peón en 31 esta posición es nueva: se ha dado una sola vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling. The position you would get after 49-43 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time, and do not leave a king where the black king can take it.</source>
        <extracomment>49-43 is a move: keep it as it is</extracomment>
        <translation>Las damas han ido y venido. La posición que tendrías tras 49-43 ya ha estado dos veces en el tablero. Conserva tus opciones de ganar: haz una jugada que no la traiga por tercera vez, y no dejes una dama donde la dama negra pueda tomarla.</translation>
    </message>
    <message>
        <source>49-43 brings that position back for the third time: the game is drawn at once and the extra king is wasted. A king on 14 or 21 is no better: the black king jumps it. Any other move keeps the game going.</source>
        <extracomment>49-43, 14 and 21 are a move and square numbers: keep them as they are</extracomment>
        <translation>49-43 trae esa posición por tercera vez: la partida es tablas en el acto y la dama de más se desperdicia. Una dama en 14 o en 21 tampoco sirve: la dama negra la salta. Cualquier otra jugada mantiene viva la partida.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as 36-31 even wipes the slate clean, since no earlier position can come back after it.</source>
        <extracomment>36-31 is a move: keep it as it is</extracomment>
        <translation>Correcto, la partida sigue. Un movimiento de peón como 36-31 incluso hace borrón y cuenta nueva, porque después ninguna posición anterior puede volver.</translation>
    </message>
    <message>
        <source>The referee checks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>El árbitro comprueba la repetición después de cada jugada, antes que cualquier cuenta de jugadas: una tercera aparición es tablas aunque a una cuenta aún le queden jugadas. El panel te avisa cuando la posición del tablero ya se ha dado dos veces.</translation>
    </message>
</context>
<context>
    <name>InternationalShots</name>
    <message>
        <source>Shots from real games</source>
        <extracomment>Lesson title (a course of the Learn page): combinations (shots) found in games</extracomment>
        <translation>Golpes de partidas reales</translation>
    </message>
    <message>
        <source>Positions from real games where one move wins material by force: find it, then play the whole combination.</source>
        <translation>Posiciones de partidas reales en las que una jugada gana material de forma forzada: encuéntrala y después juega toda la combinación.</translation>
    </message>
    <message>
        <source>Black to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>Juegan las negras y ganan material de forma forzada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces White to capture: find the move after which White&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esa no. El golpe obliga a las blancas a capturar: busca la jugada tras la cual su captura deja sus piezas donde puedes tomar más.</translation>
    </message>
    <message>
        <source>The shot: %1. Black takes as many pieces as it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>El golpe: %1. Las negras toman tantas piezas como entregan y consiguen una dama nueva.</translation>
    </message>
    <message>
        <source>White to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>Juegan las blancas y ganan material de forma forzada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces Black to capture: find the move after which Black&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esa no. El golpe obliga a las negras a capturar: busca la jugada tras la cual su captura deja sus piezas donde puedes tomar más.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las blancas toman %n pieza más de las que entregan.</numerusform>
            <numerusform>El golpe: %1. Las blancas toman %n piezas más de las que entregan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las negras toman %n pieza más de las que entregan y consiguen una dama nueva.</numerusform>
            <numerusform>El golpe: %1. Las negras toman %n piezas más de las que entregan y consiguen una dama nueva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las blancas toman %n pieza más de las que entregan y consiguen una dama nueva.</numerusform>
            <numerusform>El golpe: %1. Las blancas toman %n piezas más de las que entregan y consiguen una dama nueva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las negras toman %n pieza más de las que entregan.</numerusform>
            <numerusform>El golpe: %1. Las negras toman %n piezas más de las que entregan.</numerusform>
        </translation>
    </message>
    <message>
        <source>From game %1 of the collection %2.</source>
        <extracomment>Where a shot&apos;s position comes from. %1 is a game&apos;s number in a file of games, %2 the file&apos;s name: keep it as it is</extracomment>
        <translation>De la partida %1 de la colección %2.</translation>
    </message>
</context>
<context>
    <name>InternationalTechnique</name>
    <message>
        <source>Endgame technique</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Técnica de finales</translation>
    </message>
    <message>
        <source>Three kings against one: take the main diagonal and catch the lone king within the 16 moves; and how the lone king holds the draw.</source>
        <translation>Tres damas contra una: toma la gran diagonal y captura la dama solitaria dentro de las 16 jugadas; y cómo la dama solitaria consigue las tablas.</translation>
    </message>
    <message>
        <source>Three kings against a lone king win only if the stronger side holds the main diagonal (46-5). With a king of yours on it, the 5-move count cannot start, and you have 16 moves: a good method needs far fewer. If the lone king holds the diagonal instead, the game is a draw.</source>
        <extracomment>46-5 names the main diagonal by its end squares: keep it as it is</extracomment>
        <translation>Tres damas contra una dama solitaria solo ganan si el bando más fuerte domina la gran diagonal (46-5). Con una dama tuya en ella, la cuenta de 5 jugadas no puede empezar, y tienes 16 jugadas: un buen método necesita muchas menos. Si es la dama solitaria la que domina la diagonal, la partida es tablas.</translation>
    </message>
    <message>
        <source>None of your kings is on the main diagonal, and the black king threatens 3-14 to settle there. Take the main diagonal first with one of your kings.</source>
        <extracomment>3-14 is a move: keep it as it is</extracomment>
        <translation>Ninguna de tus damas está en la gran diagonal, y la dama negra amenaza 3-14 para instalarse en ella. Toma primero la gran diagonal con una de tus damas.</translation>
    </message>
    <message>
        <source>Good: the main diagonal is yours, so the 5-move count cannot start and you keep all 16 moves.</source>
        <translation>Bien: la gran diagonal es tuya, así que la cuenta de 5 jugadas no puede empezar y conservas las 16 jugadas.</translation>
    </message>
    <message>
        <source>The method: keep the main diagonal, drive the lone king to the edge, then give up kings so that its forced captures lead it onto a square where it is taken. Watch White finish, with the count in the panel.</source>
        <translation>El método: conserva la gran diagonal, empuja la dama solitaria hacia el borde y luego entrega damas para que sus capturas obligadas la lleven a una casilla donde la capturan. Mira cómo rematan las blancas, con la cuenta en el panel.</translation>
    </message>
    <message>
        <source>3-9: a king takes up its post. The lone king has only a few squares left, and none of them is safe.</source>
        <extracomment>3-9 is a move: keep it as it is</extracomment>
        <translation>3-9: una dama ocupa su puesto. A la dama solitaria le quedan pocas casillas, y ninguna es segura.</translation>
    </message>
    <message>
        <source>37-41: a sacrifice. Capturing is compulsory.</source>
        <extracomment>37-41 is a move: keep it as it is</extracomment>
        <translation>37-41: un sacrificio. Capturar es obligatorio.</translation>
    </message>
    <message>
        <source>The lone king must take it. With two kings left, the 5-move count starts; the 16-move count keeps running too.</source>
        <translation>La dama solitaria tiene que tomarla. Con dos damas en el tablero empieza la cuenta de 5 jugadas; la de 16 también sigue corriendo.</translation>
    </message>
    <message>
        <source>9-4: a second sacrifice. With 9 empty, the king on 13 stands on the black king&apos;s diagonal with a free square behind it.</source>
        <extracomment>9-4, 9 and 13 are a move and square numbers: keep them as they are</extracomment>
        <translation>9-4: un segundo sacrificio. Con la casilla 9 vacía, la dama de 13 queda en la diagonal de la dama negra con una casilla libre detrás.</translation>
    </message>
    <message>
        <source>Forced again: the lone king takes the king on 13 and must stop on 9, right next to the king on 4.</source>
        <extracomment>13, 9 and 4 are square numbers: keep them as they are</extracomment>
        <translation>Otra vez obligada: la dama solitaria toma la dama de 13 y tiene que detenerse en 9, justo al lado de la dama de 4.</translation>
    </message>
    <message>
        <source>4x13: the last white king captures the lone king. White wins on its 4th move, well within the 16.</source>
        <extracomment>4x13 is a capture: keep it as it is</extracomment>
        <translation>4x13: la última dama blanca captura la dama solitaria. Las blancas ganan en su 4.ª jugada, muy dentro de las 16.</translation>
    </message>
    <message>
        <source>Your turn, against the computer at full strength. Your king on 19 holds the main diagonal and the lone king is at the edge. Win within four moves: look for the sacrifices that force it where you want it.</source>
        <extracomment>19 is a square number: keep it as it is</extracomment>
        <translation>Te toca, contra la computadora con toda su fuerza. Tu dama de 19 domina la gran diagonal y la dama solitaria está en el borde. Gana en cuatro jugadas como máximo: busca los sacrificios que la obligan a ir adonde tú quieres.</translation>
    </message>
    <message>
        <source>With the lone king, the same facts are your plan. Go to the main diagonal and stay on it, out of reach: while you are its only piece, the stronger side has just 5 moves per side. A king of theirs that steps onto it without cover can be captured.</source>
        <translation>Con la dama solitaria, esos mismos hechos son tu plan. Ve a la gran diagonal y quédate en ella, fuera de alcance: mientras seas su única pieza, el bando más fuerte solo tiene 5 jugadas por bando. Una dama rival que entre en ella sin protección puede ser capturada.</translation>
    </message>
    <message>
        <source>Now you have the lone king against three white kings, and it stands on the main diagonal. Stay on it, out of reach, and hold on until the count ends the game in a draw.</source>
        <translation>Ahora tienes la dama solitaria contra tres damas blancas, y está en la gran diagonal. Quédate en ella, fuera de alcance, y aguanta hasta que la cuenta termine la partida en tablas.</translation>
    </message>
    <message>
        <source>Two kings and a man against two kings: only the 25-move count runs, and after all these king moves it has one move per side left. Keep the game going with the man you kept in reserve.</source>
        <translation>Dos damas y un peón contra dos damas: solo corre la cuenta de 25 jugadas, y después de tantas jugadas de dama le queda una jugada por bando. Mantén viva la partida con el peón que guardaste en reserva.</translation>
    </message>
    <message>
        <source>After a king move, Black&apos;s reply uses up the 25 moves and the game is drawn. A move of your man on 36 starts the count again.</source>
        <extracomment>36 is a square number: keep it as it is</extracomment>
        <translation>Tras una jugada de dama, la respuesta de las negras agota las 25 jugadas y la partida es tablas. Un movimiento de tu peón de 36 reinicia la cuenta.</translation>
    </message>
    <message>
        <source>36-31 is a man move: the 25-move count starts again from the beginning, and you have time to play for the win.</source>
        <extracomment>36-31 is a move: keep it as it is</extracomment>
        <translation>36-31 es un movimiento de peón: la cuenta de 25 jugadas vuelve a empezar desde el principio, y tienes tiempo para buscar la victoria.</translation>
    </message>
    <message>
        <source>That lets the black king head for the main diagonal, where as the only piece it would leave you just 5 moves per side. Put a king on the main diagonal (46-5), on a square where it cannot be captured.</source>
        <extracomment>46-5 names the main diagonal: keep it as it is</extracomment>
        <translation>Así la dama negra puede ir a la gran diagonal, donde, como única pieza, te dejaría solo 5 jugadas por bando. Pon una dama en la gran diagonal (46-5), en una casilla donde no pueda ser capturada.</translation>
    </message>
    <message>
        <source>The lone king runs down to 47, on the edge: on every other square it would be taken at once.</source>
        <extracomment>47 is a square number: keep it as it is</extracomment>
        <translation>La dama solitaria baja a 47, en el borde: en cualquier otra casilla la capturarían en el acto.</translation>
    </message>
    <message>
        <source>Practical advice: don&apos;t move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game. Every move should bring a piece closer to a capture or a new king. Know the number before simplifying: two kings against one give only 5 moves per side, so if you cannot see the win in that time, keep more pieces for now. Keep a man in reserve that can still move safely: its move starts the 25-move count again, though not the endgame counts. And take the main diagonal first.</source>
        <translation>Consejos prácticos: no muevas damas por mover, porque una jugada que no cambia nada gasta la cuenta, y una tercera repetición termina la partida. Cada jugada debe acercar una pieza a una captura o a una nueva dama. Conoce el número antes de simplificar: dos damas contra una dan solo 5 jugadas por bando, así que si no ves la victoria en ese tiempo, conserva más piezas de momento. Guarda en reserva un peón que todavía pueda moverse con seguridad: su movimiento reinicia la cuenta de 25 jugadas, aunque no las cuentas de final. Y toma primero la gran diagonal.</translation>
    </message>
    <message>
        <source>Know the number before simplifying. Your king on 46 must take the man on 37, and it may stop on any free square behind it. Three kings against one give you 16 moves per side; two kings against one, only 5. Choose a square where the black king cannot take your king.</source>
        <extracomment>46, 37 and 14 are square numbers: keep them as they are</extracomment>
        <translation>Conoce el número antes de simplificar. Tu dama de 46 tiene que tomar el peón de 37, y puede detenerse en cualquier casilla libre detrás de él. Tres damas contra una te dan 16 jugadas por bando; dos damas contra una, solo 5. Elige una casilla donde la dama negra no pueda tomar tu dama.</translation>
    </message>
    <message>
        <source>On 14 your king is taken (3x20 or 3x25), and two kings against one leave you only 5 moves per side. Stop on another square of the main diagonal.</source>
        <extracomment>14, 3x20 and 3x25 are a square and captures: keep them as they are</extracomment>
        <translation>En 14 tu dama cae (3x20 o 3x25), y dos damas contra una solo te dejan 5 jugadas por bando. Detente en otra casilla de la gran diagonal.</translation>
    </message>
    <message>
        <source>Right: three kings against one, with your king still on the main diagonal, and the full 16 moves per side to win.</source>
        <translation>Correcto: tres damas contra una, con tu dama todavía en la gran diagonal, y las 16 jugadas por bando completas para ganar.</translation>
    </message>
    <message>
        <source>How long can it take? The endgame tables show that when three kings can beat one, they need at most 8 moves: half of the 16-move count, as long as none is wasted. This one needs 7. Your king on 23 holds the main diagonal; look for the sacrifices that force the lone king to capture where you can take it, and win within 7 moves.</source>
        <extracomment>23 is a square number: keep it as it is</extracomment>
        <translation>¿Cuánto puede tardar? Las bases de finales muestran que, cuando tres damas pueden vencer a una, necesitan como mucho 8 jugadas: la mitad de la cuenta de 16 jugadas, siempre que no se desperdicie ninguna. Esta necesita 7. Tu dama en 23 controla la gran diagonal; busca los sacrificios que obligan a la dama solitaria a capturar donde puedas capturarla, y gana en 7 jugadas.</translation>
    </message>
</context>
<context>
    <name>LearnPage</name>
    <message>
        <source>Learn</source>
        <translation>Aprender</translation>
    </message>
    <message>
        <source>‹ Home</source>
        <translation>‹ Inicio</translation>
    </message>
    <message>
        <source>The lessons of this variant are still being written. Its rules page explains how it is played.</source>
        <translation>Las lecciones de esta modalidad todavía se están escribiendo. Su página de reglas explica cómo se juega.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Leer las reglas</translation>
    </message>
    <message>
        <source>Course complete: %1 lessons.</source>
        <translation>Curso completado: %1 lecciones.</translation>
    </message>
    <message>
        <source>%1 of %2 steps done in %3 lessons.</source>
        <translation>%1 de %2 pasos hechos en %3 lecciones.</translation>
    </message>
    <message>
        <source>Continue: %1</source>
        <translation>Continuar: %1</translation>
    </message>
    <message>
        <source>Start the course</source>
        <translation>Empezar el curso</translation>
    </message>
    <message>
        <source>%1 of %2 steps</source>
        <translation>%1 de %2 pasos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The rules this lesson teaches</source>
        <translation>Las reglas que enseña esta lección</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>This step&apos;s position cannot be read: %1</source>
        <translation>La posición de este paso no se puede leer: %1</translation>
    </message>
    <message>
        <source>That move is legal, but it is not the one this step asks for. Try again.</source>
        <translation>Esa jugada es legal, pero no es la que pide este paso. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>%1 See the reply %2: it takes material. Try again.</source>
        <translation>%1 Mira la respuesta %2: gana material. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>That move is legal, but it is not the one this step asks for.</source>
        <translation>Esa jugada es legal, pero no es la que pide este paso.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>¡Muy bien!</translation>
    </message>
    <message>
        <source>That is the answer. Try it yourself with &quot;Try again&quot;, or go on.</source>
        <translation>Esa es la respuesta. Pruébala tú con «Intentar de nuevo», o sigue adelante.</translation>
    </message>
    <message>
        <source>Yes, the piece on %1 can capture: %2 of %3 found.</source>
        <translation>Sí, la pieza de %1 puede capturar: %2 de %3 encontradas.</translation>
    </message>
    <message>
        <source>The piece on %1 has no capture here.</source>
        <translation>La pieza de %1 no tiene captura aquí.</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) that can capture were missed: they are marked in blue.</source>
        <translation>
            <numerusform>Se te escapó %n pieza que puede capturar: está marcada en azul.</numerusform>
            <numerusform>Se te escaparon %n piezas que pueden capturar: están marcadas en azul.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right: only the piece on %1 can capture.</source>
        <translation>Correcto: solo la pieza de %1 puede capturar.</translation>
    </message>
    <message>
        <source>Right: you found all %1 pieces that can capture.</source>
        <translation>Correcto: encontraste las %1 piezas que pueden capturar.</translation>
    </message>
    <message>
        <source>Your man is crowned: goal reached.</source>
        <translation>Tu peón ha coronado: objetivo cumplido.</translation>
    </message>
    <message>
        <source>Every piece is taken: goal reached.</source>
        <translation>Todas las piezas capturadas: objetivo cumplido.</translation>
    </message>
    <message>
        <source>You held the draw: %1.</source>
        <translation>Aguantaste las tablas: %1.</translation>
    </message>
    <message>
        <source>You held out for all your moves: goal reached.</source>
        <translation>Resististe durante todas tus jugadas: objetivo cumplido.</translation>
    </message>
    <message>
        <source>You won: goal reached.</source>
        <translation>Ganaste: objetivo cumplido.</translation>
    </message>
    <message>
        <source>The computer won. Try again.</source>
        <translation>Ganó la computadora. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>The game ended in a draw: %1. Try again.</source>
        <translation>La partida terminó en tablas: %1. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>Your moves for this step are used up. Try again.</source>
        <translation>Se acabaron tus jugadas para este paso. Inténtalo de nuevo.</translation>
    </message>
    <message>
        <source>This step takes no move now.</source>
        <translation>Este paso no espera ninguna jugada ahora.</translation>
    </message>
    <message>
        <source>Several captures end there: click a square where yours turns.</source>
        <translation>Varias capturas terminan ahí: haz clic en una casilla donde gire la tuya.</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message numerus="yes">
        <source>Goal: win within %n move(s).</source>
        <translation>
            <numerusform>Objetivo: ganar en %n jugada como máximo.</numerusform>
            <numerusform>Objetivo: ganar en %n jugadas como máximo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: win.</source>
        <translation>Objetivo: ganar.</translation>
    </message>
    <message numerus="yes">
        <source>Goal: crown a man within %n move(s).</source>
        <translation>
            <numerusform>Objetivo: coronar un peón en %n jugada como máximo.</numerusform>
            <numerusform>Objetivo: coronar un peón en %n jugadas como máximo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: crown a man.</source>
        <translation>Objetivo: coronar un peón.</translation>
    </message>
    <message numerus="yes">
        <source>Goal: take every piece within %n move(s).</source>
        <translation>
            <numerusform>Objetivo: capturar todas las piezas en %n jugada como máximo.</numerusform>
            <numerusform>Objetivo: capturar todas las piezas en %n jugadas como máximo.</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: take every piece.</source>
        <translation>Objetivo: capturar todas las piezas.</translation>
    </message>
    <message numerus="yes">
        <source>Goal: do not lose for %n move(s).</source>
        <translation>
            <numerusform>Objetivo: no perder durante %n jugada.</numerusform>
            <numerusform>Objetivo: no perder durante %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: hold the draw until a count or a repetition ends the game.</source>
        <translation>Objetivo: aguantar las tablas hasta que una cuenta o una repetición termine la partida.</translation>
    </message>
    <message>
        <source>‹ Lessons</source>
        <translation>‹ Lecciones</translation>
    </message>
    <message>
        <source>Practise against the computer</source>
        <translation>Practicar contra la computadora</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left.</source>
        <translation>
            <numerusform>Te queda %n jugada.</numerusform>
            <numerusform>Te quedan %n jugadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>La computadora está pensando…</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>I have found them all (%1 so far)</source>
        <translation>Ya las encontré todas (%1 hasta ahora)</translation>
    </message>
    <message>
        <source>Play a game with these rules</source>
        <translation>Juega una partida con estas reglas</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Atrás</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Muéstramelo</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Intentar de nuevo</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Siguiente ›</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>You play White.</source>
        <translation>Juegas con las blancas.</translation>
    </message>
    <message>
        <source>You play Black.</source>
        <translation>Juegas con las negras.</translation>
    </message>
    <message>
        <source>Previous move (Ctrl+Left)</source>
        <translation>Jugada anterior (Ctrl+Izquierda)</translation>
    </message>
    <message>
        <source>Next move (Ctrl+Right)</source>
        <translation>Jugada siguiente (Ctrl+Derecha)</translation>
    </message>
    <message>
        <source>Previous step (Page Up)</source>
        <translation>Paso anterior (Re Pág)</translation>
    </message>
    <message>
        <source>Next step (Page Down)</source>
        <translation>Paso siguiente (Av Pág)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Escribe una jugada, p. ej. %1</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Escribe una jugada</translation>
    </message>
</context>
<context>
    <name>LessonProgress</name>
    <message>
        <source>Your lesson progress in %1 could not be read (%2). The lessons start afresh.</source>
        <translation>Tu progreso en las lecciones, en %1, no se pudo leer (%2). Las lecciones empiezan de nuevo.</translation>
    </message>
    <message>
        <source>Your lesson progress in %1 could not be read (%2). It was kept as %3 and the lessons start afresh.</source>
        <translation>Tu progreso en las lecciones, en %1, no se pudo leer (%2). Se guardó como %3 y las lecciones empiezan de nuevo.</translation>
    </message>
    <message>
        <source>not a progress file of this program</source>
        <translation>no es un archivo de progreso de este programa</translation>
    </message>
</context>
<context>
    <name>RussianBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>El tablero y la notación</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.</source>
        <extracomment>c3-d4 is a move in Russian notation: keep it as it is</extracomment>
        <translation>Una jugada que no captura nada une sus dos casillas con un guion: c3-d4 lleva el peón de c3 una casilla hacia delante, a d4. Juega c3-d4.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.</source>
        <extracomment>c3-d4 and d4 are a move and a square: keep them as they are</extracomment>
        <translation>Esa jugada es legal, pero este paso pide c3-d4: el peón de c3 avanza una casilla, a d4.</translation>
    </message>
    <message>
        <source>Well done. That move is written c3-d4.</source>
        <extracomment>c3-d4 is a move: keep it as it is</extracomment>
        <translation>Muy bien. Esa jugada se escribe c3-d4.</translation>
    </message>
    <message>
        <source>A capture is written with a colon instead: d4:b2 means the man on d4 jumps the black man on c3 and lands on b2.</source>
        <extracomment>d4:b2 is a capture in Russian notation: keep it as it is</extracomment>
        <translation>Una captura, en cambio, se escribe con dos puntos: d4:b2 significa que el peón de d4 salta el peón negro de c3 y cae en b2.</translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on c3 jumps d4 and lands on e5, written c3:e5.</source>
        <extracomment>c3:e5, c3, d4 and e5 are a capture and squares: keep them as they are</extracomment>
        <translation>Ahora captura tú el peón negro: el peón de c3 salta d4 y cae en e5, lo que se escribe c3:e5.</translation>
    </message>
    <message>
        <source>Jump the black man on d4 and land on e5.</source>
        <extracomment>d4 and e5 are squares: keep them as they are</extracomment>
        <translation>Salta el peón negro de d4 y cae en e5.</translation>
    </message>
    <message>
        <source>That capture is written c3:e5.</source>
        <extracomment>c3:e5 is a capture: keep it as it is</extracomment>
        <translation>Esa captura se escribe c3:e5.</translation>
    </message>
    <message>
        <source>The 32 dark squares, how they are named, how the game starts, and how a move is written.</source>
        <translation>Las 32 casillas oscuras, cómo se llaman, cómo empieza la partida y cómo se escribe una jugada.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twelve men: White&apos;s stand on rows 1 to 3, Black&apos;s on rows 6 to 8, and the two middle rows are empty. White always makes the first move.</source>
        <translation>Así empieza cada partida. Cada bando tiene doce peones: los de las blancas están en las filas 1 a 3, los de las negras en las filas 6 a 8, y las dos filas del medio quedan vacías. Las blancas siempre hacen la primera jugada.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2:h6, without f4.</source>
        <extracomment>d2:h6 and f4 are a move and a square in Russian notation: keep them as they are</extracomment>
        <translation>Una captura de varias piezas se escribe solo con su inicio y su final: esta salta e3 y g5, pasa por f4 y se escribe d2:h6, sin f4.</translation>
    </message>
    <message>
        <source>Three captures are possible here. Play the one written e3:a3: the man on e3 jumps d4, lands on c5, then jumps b4 and ends on a3.</source>
        <extracomment>e3:a3, c5, d4, b4 and a3 are a capture and squares: keep them as they are</extracomment>
        <translation>Aquí hay tres capturas posibles. Juega la que se escribe e3:a3: el peón de e3 salta d4, cae en c5, luego salta b4 y termina en a3.</translation>
    </message>
    <message>
        <source>That capture is legal too, but it is not e3:a3. Look for the one that starts on e3 and ends on a3.</source>
        <extracomment>e3:a3, e3 and a3 are a capture and squares: keep them as they are</extracomment>
        <translation>Esa captura también es legal, pero no es e3:a3. Busca la que empieza en e3 y termina en a3.</translation>
    </message>
    <message>
        <source>Right: two men taken, and only the start and the end are written, e3:a3, not c5.</source>
        <extracomment>e3:a3 and c5 are a capture and a square: keep them as they are</extracomment>
        <translation>Correcto: dos peones capturados, y solo se escriben el inicio y el final, e3:a3, sin c5.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end but take different pieces is the whole path written. Here both go from c3 to e1: one takes d2 alone and is written c3:e1; the other first goes round the four men and back to c3, and is written c3:a5:c7:e5:c3:e1.</source>
        <extracomment>c3, e1, d2 and the moves c3:e1, c3:a5:c7:e5:c3:e1 stay as they are</extracomment>
        <translation>El camino completo solo se escribe cuando dos capturas tienen el mismo inicio y el mismo final pero toman piezas distintas. Aquí las dos van de c3 a e1: una toma solo d2 y se escribe c3:e1; la otra primero da la vuelta a los cuatro peones, vuelve a c3 y se escribe c3:a5:c7:e5:c3:e1.</translation>
    </message>
    <message>
        <source>Play the capture written c3:a5:c7:e5:c3:e1: round the four men, back to c3, then over d2 to e1.</source>
        <extracomment>c3:a5:c7:e5:c3:e1 is a capture written in full: keep it as it is</extracomment>
        <translation>Juega la captura que se escribe c3:a5:c7:e5:c3:e1: la vuelta a los cuatro peones, de nuevo a c3 y luego sobre d2 hasta e1.</translation>
    </message>
    <message>
        <source>That was c3:e1, which takes only d2. The step asks for the long one, c3:a5:c7:e5:c3:e1, which takes all five men.</source>
        <extracomment>c3:e1, d2 and c3:a5:c7:e5:c3:e1 stay as they are</extracomment>
        <translation>Esa era c3:e1, que solo toma d2. Aquí se pide la larga, c3:a5:c7:e5:c3:e1, que toma los cinco peones.</translation>
    </message>
    <message>
        <source>All five men are gone. Because the short capture also goes from c3 to e1, this one is written with every square it lands on.</source>
        <extracomment>c3 and e1 are squares: keep them as they are</extracomment>
        <translation>Los cinco peones han desaparecido. Como la captura corta también va de c3 a e1, esta se escribe con cada casilla en la que cae.</translation>
    </message>
    <message>
        <source>Russian draughts is played on the 32 dark squares of an 8×8 board. Each square has a name: a letter for its column, a to h from White&apos;s left, and a number for its row, 1 to 8 from White&apos;s side. The dark corner on White&apos;s left is a1; the opposite corner is h8. Every diagram in these lessons is an example position, with White at the bottom.</source>
        <extracomment>a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are</extracomment>
        <translation>Las damas rusas se juegan en las 32 casillas oscuras de un tablero de 8×8. Cada casilla tiene un nombre: una letra para su columna, de la a a la h empezando por la izquierda de las blancas, y un número para su fila, del 1 al 8 empezando por el lado de las blancas. La esquina oscura a la izquierda de las blancas es a1; la opuesta, h8. Cada diagrama de estas lecciones es una posición de ejemplo, con las blancas abajo.</translation>
    </message>
</context>
<context>
    <name>RussianCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Las capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, men capture both ways, a capture goes on to the end, and you may choose any capture.</source>
        <translation>Capturar es obligatorio, los peones capturan en ambos sentidos, una captura sigue hasta el final y puedes elegir cualquier captura.</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy piece right next to it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on c3 has to take d4 and land on e5; the man on g3 may not move this turn.</source>
        <extracomment>c3, d4, e5 and g3 are squares: keep them as they are</extracomment>
        <translation>Un peón captura saltando en diagonal sobre una pieza rival contigua hasta la casilla vacía justo detrás. Capturar es obligatorio: si puedes capturar, debes hacerlo. Aquí el peón de c3 tiene que tomar d4 y caer en e5; el peón de g3 no puede moverse en este turno.</translation>
    </message>
    <message>
        <source>Men capture backward as well as forward. Your man on e5 can take either black man: choose the capture after which it is not taken straight back.</source>
        <translation>Los peones capturan hacia atrás igual que hacia delante. Tu peón de e5 puede tomar cualquiera de los dos peones negros: elige la captura tras la cual no te lo toman enseguida.</translation>
    </message>
    <message>
        <source>After e5:c7 the black man on b8 jumps your man (b8:d6). Capture backward instead: e5:g3.</source>
        <extracomment>e5:c7, b8, b8:d6 and e5:g3 are captures and squares: keep them as they are</extracomment>
        <translation>Tras e5:c7, el peón negro de b8 salta tu peón (b8:d6). Captura mejor hacia atrás: e5:g3.</translation>
    </message>
    <message>
        <source>Right: e5:g3 jumps f4 backward, and nothing can take your man on g3.</source>
        <extracomment>e5:g3 and f4 are a capture and a square: keep them as they are</extracomment>
        <translation>Correcto: e5:g3 salta f4 hacia atrás, y nada puede tomar tu peón de g3.</translation>
    </message>
    <message>
        <source>A capture must be completed: after each jump, if the man can jump again, it goes on, forward or backward. Capture with the man on a3 and keep jumping until nothing more can be taken.</source>
        <extracomment>a3 is a square: keep it as it is</extracomment>
        <translation>Una captura debe completarse: tras cada salto, si el peón puede volver a saltar, sigue, hacia delante o hacia atrás. Captura con el peón de a3 y sigue saltando hasta que no quede nada que tomar.</translation>
    </message>
    <message>
        <source>Keep jumping: the man on a3 takes four men and ends on e3.</source>
        <extracomment>a3 and e3 are squares: keep them as they are</extracomment>
        <translation>Sigue saltando: el peón de a3 toma cuatro peones y termina en e3.</translation>
    </message>
    <message>
        <source>Well done: a3:e3 takes b4, d6, f6 and f4, the last two jumps going backward.</source>
        <extracomment>a3:e3, b4, d6, f6 and f4 are a capture and squares: keep them as they are</extracomment>
        <translation>Muy bien: a3:e3 toma b4, d6, f6 y f4, y los dos últimos saltos van hacia atrás.</translation>
    </message>
    <message>
        <source>Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This man jumps all four black men and comes back to c3, next to d4 again with e5 empty; but d4 has already been jumped, so the capture ends there.</source>
        <extracomment>c3, d4 and e5 are squares: keep them as they are</extracomment>
        <translation>Las piezas saltadas se retiran solo cuando termina toda la jugada, y ninguna puede saltarse dos veces. Este peón salta los cuatro peones negros y vuelve a c3, otra vez junto a d4 y con e5 vacía; pero d4 ya fue saltado, así que la captura termina ahí.</translation>
    </message>
    <message>
        <source>In Russian draughts you may choose any capture, even one that takes fewer pieces. Here c3 can take two men and g5 only one. Look at what each capture leaves on the board, then play the one that does not lose material.</source>
        <extracomment>c3 and g5 are squares: keep them as they are</extracomment>
        <translation>En las damas rusas puedes elegir cualquier captura, incluso una que tome menos piezas. Aquí c3 puede tomar dos peones y g5 solo uno. Fíjate en lo que deja cada captura en el tablero y juega la que no pierde material.</translation>
    </message>
    <message>
        <source>c3:g7 takes two men, but then the man on h8 jumps g7, g5 and g3 in one move (h8:f2). The smaller capture, g5:e7, loses nothing.</source>
        <extracomment>c3:g7, h8, g7, g5, g3, h8:f2 and g5:e7 are captures and squares: keep them as they are</extracomment>
        <translation>c3:g7 toma dos peones, pero después el peón de h8 salta g7, g5 y g3 en una sola jugada (h8:f2). La captura más pequeña, g5:e7, no pierde nada.</translation>
    </message>
    <message>
        <source>Right: g5:e7 takes only one man, but every white man is safe, and White is winning.</source>
        <extracomment>g5:e7 is a capture: keep it as it is</extracomment>
        <translation>Correcto: g5:e7 toma solo un peón, pero todos los peones blancos quedan a salvo, y las blancas van ganando.</translation>
    </message>
    <message>
        <source>Now see what the bigger capture would have led to.</source>
        <translation>Ahora mira adónde habría llevado la captura más grande.</translation>
    </message>
    <message>
        <source>The man on c3 takes d4 and f6 and ends on g7, right in front of the black man on h8.</source>
        <extracomment>c3, d4, f6 and g7 are squares: keep them as they are</extracomment>
        <translation>El peón de c3 toma d4 y f6 y termina en g7, justo delante del peón negro de h8.</translation>
    </message>
    <message>
        <source>Black must capture too: h8 jumps g7, then g5, then g3, and lands on f2. Three men for two, and Black is now winning.</source>
        <extracomment>h8, g7, g5, g3 and f2 are squares: keep them as they are</extracomment>
        <translation>Las negras también deben capturar: h8 salta g7, luego g5, luego g3, y cae en f2. Tres peones por dos, y ahora las negras van ganando.</translation>
    </message>
    <message>
        <source>Click every white man that can capture, then confirm your answer. Look in all four directions, and check that the square behind the black piece is empty.</source>
        <translation>Haz clic en cada peón blanco que pueda capturar y confirma tu respuesta. Mira en las cuatro direcciones y comprueba que la casilla detrás de la pieza negra esté vacía.</translation>
    </message>
</context>
<context>
    <name>RussianCounts</name>
    <message>
        <source>The Russian counts</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Las cuentas rusas</translation>
    </message>
    <message>
        <source>The four move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.</source>
        <translation>Las cuatro cuentas de jugadas que terminan una partida en tablas por sí solas: cuándo corre cada una, cuánto dura y qué la reinicia.</translation>
    </message>
    <message>
        <source>Three kings or more against a lone king, with or without other pieces beside them: the stronger side must capture the lone king by its 15th move, counted from the moment this ending began. Only the stronger side&apos;s moves count, and nothing starts the count again.</source>
        <translation>Tres damas o más contra una dama solitaria, con o sin otras piezas a su lado: el bando más fuerte debe capturar la dama solitaria como máximo en su 15.ª jugada, contada desde que empezó este final. Solo cuentan las jugadas del bando más fuerte, y nada reinicia la cuenta.</translation>
    </message>
    <message>
        <source>When both sides have a king and at most 7 pieces are left, a count runs: 5 moves per side with 2 or 3 pieces on the board, 30 with 4 or 5, 60 with 6 or 7. Only a capture or a promotion starts it again; a plain man move does not. Here, two kings against one, each side has 5 moves.</source>
        <translation>Cuando los dos bandos tienen dama y quedan 7 piezas o menos, corre una cuenta: 5 jugadas por bando con 2 o 3 piezas en el tablero, 30 con 4 o 5, 60 con 6 o 7. Solo una captura o una coronación la reinicia; un simple movimiento de peón, no. Aquí, dos damas contra una, cada bando tiene 5 jugadas.</translation>
    </message>
    <message>
        <source>When only kings move, with no man moved and nothing captured, another count runs: 15 moves per side with 4 or 5 pieces on the board, 25 with 6 or 7. It does not apply with 2 or 3 pieces. Any man move or capture starts it again. With these four kings, both counts run.</source>
        <translation>Cuando solo se mueven damas, sin mover ningún peón y sin capturar nada, corre otra cuenta: 15 jugadas por bando con 4 o 5 piezas en el tablero, 25 con 6 o 7. No se aplica con 2 o 3 piezas. Cualquier movimiento de peón o captura la reinicia. Con estas cuatro damas corren las dos cuentas.</translation>
    </message>
    <message>
        <source>Both sides have a king and a man. Watch what each kind of move does to the two counts in the panel.</source>
        <translation>Cada bando tiene una dama y un peón. Mira qué hace cada tipo de jugada con las dos cuentas del panel.</translation>
    </message>
    <message>
        <source>A king move: both counts go on.</source>
        <translation>Una jugada de dama: las dos cuentas siguen.</translation>
    </message>
    <message>
        <source>Another king move: both counts go on.</source>
        <translation>Otra jugada de dama: las dos cuentas siguen.</translation>
    </message>
    <message>
        <source>a5-b6 is a man move: the count of only kings moving starts again, but the count for kings on both sides keeps running.</source>
        <extracomment>a5-b6 is a move: keep it as it is</extracomment>
        <translation>a5-b6 es un movimiento de peón: la cuenta de «solo se mueven damas» vuelve a empezar, pero la de «damas en ambos bandos» sigue corriendo.</translation>
    </message>
    <message>
        <source>Another man move: again only the count of only kings moving starts again.</source>
        <translation>Otro movimiento de peón: de nuevo solo vuelve a empezar la cuenta de «solo se mueven damas».</translation>
    </message>
    <message>
        <source>c7-d8 crowns the man. A promotion starts both counts again.</source>
        <extracomment>c7-d8 is a move: keep it as it is</extracomment>
        <translation>c7-d8 corona el peón. Una coronación reinicia las dos cuentas.</translation>
    </message>
    <message>
        <source>White has already made 2 of its 5 moves against the lone king on the main diagonal. A white king that stepped onto the diagonal now would be captured, so White cannot stop the count. Watch it run out.</source>
        <translation>Las blancas ya han hecho 2 de sus 5 jugadas contra la dama solitaria en la gran diagonal. Una dama blanca que pisara ahora la diagonal sería capturada, así que las blancas no pueden detener la cuenta. Mira cómo se agota.</translation>
    </message>
    <message>
        <source>White&apos;s 3rd move: two left.</source>
        <translation>3.ª jugada de las blancas: quedan dos.</translation>
    </message>
    <message>
        <source>The black king stays on the main diagonal; its own moves do not count.</source>
        <translation>La dama negra se queda en la gran diagonal; sus propias jugadas no cuentan.</translation>
    </message>
    <message>
        <source>White&apos;s 4th move: one left.</source>
        <translation>4.ª jugada de las blancas: queda una.</translation>
    </message>
    <message>
        <source>Back to the corner, still on the diagonal.</source>
        <translation>Vuelve a la esquina, siempre en la diagonal.</translation>
    </message>
    <message>
        <source>White&apos;s 5th move, and the lone king is still there. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.</source>
        <translation>5.ª jugada de las blancas, y la dama solitaria sigue ahí. La partida es tablas: «Regla de final: el bando más fuerte no ganó en las jugadas permitidas».</translation>
    </message>
    <message>
        <source>Two kings against one: each side has 5 moves, and 3 each have gone. Both sides&apos; moves count here.</source>
        <translation>Dos damas contra una: cada bando tiene 5 jugadas, y ya se han hecho 3 por bando. Aquí cuentan las jugadas de los dos bandos.</translation>
    </message>
    <message>
        <source>White&apos;s 4th move: White has one left, Black two.</source>
        <translation>4.ª jugada de las blancas: a las blancas les queda una, a las negras dos.</translation>
    </message>
    <message>
        <source>Black&apos;s 4th move: one each.</source>
        <translation>4.ª jugada de las negras: una para cada uno.</translation>
    </message>
    <message>
        <source>White&apos;s 5th move: only Black&apos;s last move remains.</source>
        <translation>5.ª jugada de las blancas: solo queda la última jugada de las negras.</translation>
    </message>
    <message>
        <source>Black&apos;s 5th move: the count is over. The game is drawn: “Move limit: too long without captures”.</source>
        <translation>5.ª jugada de las negras: la cuenta se ha agotado. La partida es tablas: «Límite de jugadas: demasiado tiempo sin capturas».</translation>
    </message>
    <message>
        <source>This is White&apos;s 5th and last move against the lone king on the main diagonal, and the king has just stepped onto d4. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.</source>
        <extracomment>d4 is a square name: keep it as it is</extracomment>
        <translation>Es la 5.ª y última jugada de las blancas contra la dama solitaria en la gran diagonal, y la dama acaba de ponerse en d4. Captúrala: la victoria se comprueba antes que cualquier cuenta, así que capturar la última pieza en la última jugada contada gana.</translation>
    </message>
    <message>
        <source>Capture the black king: jump it from g1 along the diagonal toward a7.</source>
        <translation>Captura la dama negra: sáltala desde g1 por la diagonal hacia a7.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>La última pieza cae en la última jugada contada: la partida se gana, no es tablas.</translation>
    </message>
    <message>
        <source>Three parts of the Russian rules need an arbiter or a clock, so they are not applied here: article 6.1.8.7 (an arbiter declares a position clearly drawn), article 6.1.10.4 (it depends on the time control), and the arbiter&apos;s exception to the main diagonal rule when a winning chance arises (part of 6.1.8.5).</source>
        <translation>Tres partes de las reglas rusas necesitan un árbitro o un reloj, así que aquí no se aplican: el artículo 6.1.8.7 (un árbitro declara que una posición es claramente tablas), el artículo 6.1.10.4 (depende del ritmo de juego) y la excepción arbitral a la regla de la gran diagonal cuando surge una posibilidad de victoria (parte del 6.1.8.5).</translation>
    </message>
    <message>
        <source>What starts each count again? The two endgame counts: nothing; they only end when their ending is over. Kings on both sides: a capture or a promotion. Only kings moving: a capture or any man move. Hover over a count in the panel to read its rule.</source>
        <translation>¿Qué reinicia cada cuenta? Las dos cuentas de final: nada; solo terminan cuando se acaba su final. Damas en ambos bandos: una captura o una coronación. Solo se mueven damas: una captura o cualquier movimiento de peón. Pasa el puntero sobre una cuenta del panel para leer su regla.</translation>
    </message>
    <message>
        <source>Russian rules have four move counts. When one runs out, the game is drawn by itself. Limits are given in moves of each player, so 5 moves means 5 by White and 5 by Black; the two endgame counts count only the stronger side&apos;s moves. The panel beside the board shows every running count as moves left. Here all four run at once.</source>
        <translation>Las reglas rusas tienen cuatro cuentas de jugadas. Cuando una se agota, la partida es tablas por sí sola. Los límites se dan en jugadas de cada jugador, así que 5 jugadas son 5 de las blancas y 5 de las negras; las dos cuentas de final cuentan solo las jugadas del bando más fuerte. El panel junto al tablero muestra cada cuenta en marcha como jugadas restantes. Aquí corren las cuatro a la vez.</translation>
    </message>
    <message>
        <source>Three pieces of any kind, none of them on the main diagonal (a1-h8), against a lone king standing on it: the stronger side has until its 5th move to capture it. This count ends if the lone king leaves the diagonal or another piece comes onto it.</source>
        <extracomment>a1-h8 names the main diagonal by its two end squares: keep it as it is</extracomment>
        <translation>Tres piezas de cualquier tipo, ninguna en la gran diagonal (a1-h8), contra una dama solitaria situada en ella: el bando más fuerte tiene hasta su 5.ª jugada para capturarla. Esta cuenta termina si la dama solitaria sale de la diagonal o si otra pieza entra en ella.</translation>
    </message>
    <message>
        <source>With 8 pieces or more on the board, neither of the last two counts (kings on both sides, only kings moving) applies, and the endgame counts need a lone king: here no count runs. The number of pieces changes only by a capture, and a capture starts both of those counts again, so their limit never changes while they run.</source>
        <translation>Con 8 piezas o más en el tablero no se aplica ninguna de las dos últimas cuentas (damas en ambos bandos, solo se mueven damas), y las cuentas de final necesitan una dama solitaria: aquí no corre ninguna cuenta. El número de piezas solo cambia con una captura, y una captura reinicia esas dos cuentas, así que su límite nunca cambia mientras corren.</translation>
    </message>
</context>
<context>
    <name>RussianCrowning</name>
    <message>
        <source>Crowning in the middle of a capture</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Coronar en plena captura</translation>
    </message>
    <message>
        <source>A man that reaches the crowning row while capturing becomes a king at once and goes on capturing as a king.</source>
        <translation>Un peón que llega a la fila de coronación mientras captura se convierte en dama en el acto y sigue capturando como dama.</translation>
    </message>
    <message>
        <source>Watch a man that is crowned halfway through its capture and finishes the move as a king.</source>
        <translation>Observa un peón que corona a mitad de su captura y termina la jugada como dama.</translation>
    </message>
    <message>
        <source>Black plays d8-c7, a mistake: the white man on b6 can now jump c7, because d8 behind it is empty.</source>
        <extracomment>d8, c7 and b6 are squares: keep them as they are</extracomment>
        <translation>Las negras juegan d8-c7, un error: el peón blanco de b6 ya puede saltar c7, porque d8, detrás de él, está vacía.</translation>
    </message>
    <message>
        <source>b6 jumps c7 and lands on d8: a king at once. Still in the same move, the king jumps f6 from a distance and stops on g5, from where it can go on; it jumps e3 and lands on c1. Three men in one move.</source>
        <extracomment>b6, c7, d8, f6, g5, e3 and c1 are squares: keep them as they are</extracomment>
        <translation>b6 salta c7 y cae en d8: es dama en el acto. En la misma jugada, la dama salta f6 desde lejos y se detiene en g5, desde donde puede seguir; salta e3 y cae en c1. Tres peones en una sola jugada.</translation>
    </message>
    <message>
        <source>Your man on b4 can reach the crowning row by capturing. Play the capture that crowns it and goes on as a king in the same move.</source>
        <extracomment>b4 is a square: keep it as it is</extracomment>
        <translation>Tu peón de b4 puede llegar a la fila de coronación capturando. Juega la captura que lo corona y sigue como dama en la misma jugada.</translation>
    </message>
    <message>
        <source>That capture takes one man only. The man on b4 can jump c5 and e7 and be crowned on f8; from there, as a king, it can take g7 and then f4.</source>
        <extracomment>b4, c5, e7, f8, g7 and f4 are squares: keep them as they are</extracomment>
        <translation>Esa captura toma un solo peón. El peón de b4 puede saltar c5 y e7 y coronar en f8; desde allí, ya como dama, puede tomar g7 y después f4.</translation>
    </message>
    <message>
        <source>Four men in one move: crowned on f8, your new king jumped g7, landed on h6 and took f4 from a distance.</source>
        <extracomment>f8, h6 and f4 are squares: keep them as they are</extracomment>
        <translation>Cuatro peones en una jugada: tras coronar en f8, tu nueva dama saltó g7, cayó en h6 y tomó f4 desde lejos.</translation>
    </message>
    <message>
        <source>The man on d4 has two captures, and both end on h4. Choose the one that gets there as a king.</source>
        <extracomment>d4 and h4 are squares: keep them as they are</extracomment>
        <translation>El peón de d4 tiene dos capturas, y las dos terminan en h4. Elige la que llega allí como dama.</translation>
    </message>
    <message>
        <source>Three men and a new king. Because both captures start and end on the same squares, this one is written with the squares in between: d4:b6:d8:h4.</source>
        <extracomment>d4:b6:d8:h4 is a move in Russian notation: keep it as it is</extracomment>
        <translation>Tres peones y una dama nueva. Como las dos capturas empiezan y terminan en las mismas casillas, esta se escribe con las casillas intermedias: d4:b6:d8:h4.</translation>
    </message>
    <message>
        <source>The rule works for your opponent too. When one of their men is one jump from your first row, like the black man on a3, look beyond its landing square: from c1 a new king could run along c1-h6 and take more men before your turn comes.</source>
        <extracomment>a3, b2, c1 and c1-h6 are squares and a diagonal: keep them as they are</extracomment>
        <translation>La regla también vale para tu rival. Cuando uno de sus peones está a un salto de tu primera fila, como el peón negro de a3, mira más allá de su casilla de llegada: desde c1, una dama recién coronada podría recorrer c1-h6 y tomar más peones antes de que te toque jugar.</translation>
    </message>
    <message>
        <source>Watch what happens when White moves without looking along that diagonal.</source>
        <translation>Observa qué ocurre cuando las blancas juegan sin mirar esa diagonal.</translation>
    </message>
    <message>
        <source>White plays c1-d2 and leaves c1 empty behind the man on b2.</source>
        <extracomment>c1, d2 and b2 are squares: keep them as they are</extracomment>
        <translation>Las blancas juegan c1-d2 y dejan c1 vacía detrás del peón de b2.</translation>
    </message>
    <message>
        <source>a3 jumps b2 and is crowned on c1. As a king it goes on along c1-h6: it jumps d2, stops on e3, jumps f4 and lands on h6. Three white men are gone in one move.</source>
        <extracomment>a3, b2, c1, c1-h6, d2, e3, f4 and h6 are squares and a diagonal: keep them as they are</extracomment>
        <translation>a3 salta b2 y corona en c1. Como dama sigue por c1-h6: salta d2, se detiene en e3, salta f4 y cae en h6. Tres peones blancos desaparecen en una sola jugada.</translation>
    </message>
    <message>
        <source>Here c1 is already empty. If Black were to move, a3 would jump b2, be crowned on c1 and run along c1-h6 over d2 and f4. Find the move that stops it.</source>
        <extracomment>c1, a3, b2, c1-h6, d2 and f4 are squares and a diagonal: keep them as they are</extracomment>
        <translation>Aquí c1 ya está vacía. Si jugaran las negras, a3 saltaría b2, coronaría en c1 y recorrería c1-h6 tomando d2 y f4. Encuentra la jugada que lo impide.</translation>
    </message>
    <message>
        <source>After that move the black man still jumps b2 and is crowned on c1, and the new king may go on capturing. Take away the man it would jump.</source>
        <extracomment>b2 and c1 are squares: keep them as they are</extracomment>
        <translation>Después de esa jugada, el peón negro sigue pudiendo saltar b2 y coronar en c1, y la nueva dama puede seguir capturando. Quita de ahí el peón que saltaría.</translation>
    </message>
    <message>
        <source>That way jumps e5 and g5 and stops on h4 as a man. The other way takes c5 and c7, is crowned on d8, and the king takes g5 on its way to h4.</source>
        <extracomment>e5, g5, h4, d8, c5 and c7 are squares: keep them as they are</extracomment>
        <translation>Ese camino salta e5 y g5 y se detiene en h4 siendo todavía peón. El otro toma c5 y c7, corona en d8, y la dama toma g5 camino de h4.</translation>
    </message>
    <message>
        <source>Right: with b2 gone to c3, the man on a3 has nothing to jump, and no king can run along your diagonal. Your opponent&apos;s captures are forced too, so you can sometimes lead one of their men where you want it: the next lesson, Forced captures, teaches how to find these moves, up to a combination that ends in a crowning.</source>
        <extracomment>b2, c3 and a3 are squares: keep them as they are. &quot;Forced captures&quot; is the title of the next lesson: use its translated title</extracomment>
        <translation>Correcto: con b2 en c3, el peón de a3 no tiene nada que saltar, y ninguna dama puede recorrer tu diagonal. Las capturas de tu rival también son obligatorias, así que a veces puedes llevar uno de sus peones adonde quieras: la próxima lección, Capturas forzadas, enseña a buscar estas jugadas, hasta una combinación que termina coronando.</translation>
    </message>
    <message>
        <source>Here Russian draughts parts from the other variants in this program: a man that reaches the crowning row during a capture becomes a king on the spot. If it can capture again, it must, and now with a king&apos;s reach, in the same move. In the diagram, b6 jumps c7 and is crowned on d8; as a king it then jumps g5 from a distance and lands on h4.</source>
        <extracomment>b6, c7, d8, g5 and h4 are squares: keep them as they are</extracomment>
        <translation>Aquí es donde las damas rusas se separan de las demás modalidades del programa: un peón que alcanza la fila de coronación durante una captura se convierte en dama en ese mismo instante. Si puede volver a capturar, debe hacerlo, ya con el alcance de una dama y en la misma jugada. En el diagrama, b6 salta c7 y corona en d8; ya como dama, salta g5 desde lejos y cae en h4.</translation>
    </message>
</context>
<context>
    <name>RussianForcedCaptures</name>
    <message>
        <source>Forced captures</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Capturas forzadas</translation>
    </message>
    <message>
        <source>Your opponent must capture too: give a man to lead theirs where you want it.</source>
        <translation>Tu rival también está obligado a capturar: entrega un peón para llevar uno de los suyos adonde quieras.</translation>
    </message>
    <message>
        <source>Captures are obligatory for your opponent as well. When you offer a man, their capture is forced, so you decide where their man lands. Watch White use it.</source>
        <translation>Las capturas también son obligatorias para tu rival. Cuando ofreces un peón, su captura es forzosa, así que tú decides dónde cae su peón. Observa cómo lo aprovechan las blancas.</translation>
    </message>
    <message>
        <source>White offers a man: h4-g5.</source>
        <extracomment>h4-g5 is a move: keep it as it is</extracomment>
        <translation>Las blancas ofrecen un peón: h4-g5.</translation>
    </message>
    <message>
        <source>Black has no other move: h6 must jump g5, and it lands on f4.</source>
        <extracomment>h6, g5 and f4 are squares: keep them as they are</extracomment>
        <translation>Las negras no tienen otra jugada: h6 tiene que saltar g5 y cae en f4.</translation>
    </message>
    <message>
        <source>Right where White wanted it: g3 jumps f4, d6 and b6 and lands on a5. Three men for one.</source>
        <extracomment>g3, f4, d6, b6 and a5 are squares: keep them as they are</extracomment>
        <translation>Justo donde las blancas querían: g3 salta f4, d6 y b6 y cae en a5. Tres peones por uno.</translation>
    </message>
    <message>
        <source>Give a man to the black man on a5 so that its capture leaves it right in front of your man on b2. Then capture two.</source>
        <extracomment>a5 and b2 are squares: keep them as they are</extracomment>
        <translation>Entrega un peón al peón negro de a5 de modo que su captura lo deje justo delante de tu peón de b2. Después captura dos.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the man on a5 had to capture, where would it land, and what could your man on b2 jump from there?</source>
        <extracomment>a5 and b2 are squares: keep them as they are</extracomment>
        <translation>Esa jugada no obliga a nada. Si el peón de a5 tuviera que capturar, ¿dónde caería, y qué podría saltar entonces tu peón de b2?</translation>
    </message>
    <message>
        <source>a5 had to take on b4 and landed on c3; b2 then jumped c3 and e5. Two men for one.</source>
        <extracomment>a5, b4, c3, b2 and e5 are squares: keep them as they are</extracomment>
        <translation>a5 tuvo que tomar en b4 y cayó en c3; entonces b2 saltó c3 y e5. Dos peones por uno.</translation>
    </message>
    <message>
        <source>Find the sacrifice that opens a capture of three men.</source>
        <translation>Encuentra el sacrificio que abre una captura de tres peones.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which of your men can you put where a black man must take it, so that the taker lands in front of your man on e3?</source>
        <extracomment>e3 is a square: keep it as it is</extracomment>
        <translation>Esa jugada no obliga a nada. ¿Qué peón tuyo puedes poner donde un peón negro tenga que tomarlo, de modo que el que captura caiga delante de tu peón de e3?</translation>
    </message>
    <message>
        <source>h6 had to take on g5 and landed on f4; e3 then took f4, f6 and d6. Three for one.</source>
        <extracomment>h6, g5, f4, e3, f6 and d6 are squares: keep them as they are</extracomment>
        <translation>h6 tuvo que tomar en g5 y cayó en f4; entonces e3 tomó f4, f6 y d6. Tres por uno.</translation>
    </message>
    <message>
        <source>Sometimes one sacrifice is not enough. Give two men, one after the other, so that your man on b2 can jump three.</source>
        <extracomment>b2 is a square: keep it as it is</extracomment>
        <translation>A veces un sacrificio no basta. Entrega dos peones, uno tras otro, para que tu peón de b2 pueda saltar tres.</translation>
    </message>
    <message>
        <source>That move forces nothing. Start with the man on e5: where would the black man that takes it land?</source>
        <extracomment>e5 is a square: keep it as it is</extracomment>
        <translation>Esa jugada no obliga a nada. Empieza por el peón de e5: ¿dónde caería el peón negro que lo tome?</translation>
    </message>
    <message>
        <source>c7 took on d6 and landed on e5, a5 took on b4 and landed on c3, and b2 jumped c3, e5 and g5. Two men given, three taken.</source>
        <extracomment>c7, d6, e5, a5, b4, c3, b2 and g5 are squares: keep them as they are</extracomment>
        <translation>c7 tomó en d6 y cayó en e5, a5 tomó en b4 y cayó en c3, y b2 saltó c3, e5 y g5. Dos peones entregados, tres capturados.</translation>
    </message>
    <message>
        <source>A forced capture can also open the road to the crowning row. Give a man, then capture all the way to row 8.</source>
        <translation>Una captura forzada también puede abrir el camino a la fila de coronación. Entrega un peón y luego captura hasta la fila 8.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which black man could you make land right in front of your man on f2?</source>
        <extracomment>f2 is a square: keep it as it is</extracomment>
        <translation>Esa jugada no obliga a nada. ¿Qué peón negro podrías hacer caer justo delante de tu peón de f2?</translation>
    </message>
    <message>
        <source>g5 had to take on f4 and landed on e3; f2 then jumped e3, c5 and c7 and was crowned on d8. Three men and a king for one man.</source>
        <extracomment>g5, f4, e3, f2, c5, c7 and d8 are squares: keep them as they are</extracomment>
        <translation>g5 tuvo que tomar en f4 y cayó en e3; entonces f2 saltó e3, c5 y c7 y coronó en d8. Tres peones y una dama a cambio de un peón.</translation>
    </message>
    <message>
        <source>Now add the Russian rule. Give a man so that the black man on a3 must land in front of your man on d4. Your man then reaches the crowning row in the middle of its capture and goes on as a king.</source>
        <extracomment>a3 and d4 are squares: keep them as they are</extracomment>
        <translation>Ahora súmale la regla rusa. Entrega un peón para que el peón negro de a3 tenga que caer delante de tu peón de d4. Tu peón llegará entonces a la fila de coronación en plena captura y seguirá como dama.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the black man on a3 had to capture, where would it land?</source>
        <extracomment>a3 is a square: keep it as it is</extracomment>
        <translation>Esa jugada no obliga a nada. Si el peón negro de a3 tuviera que capturar, ¿dónde caería?</translation>
    </message>
    <message>
        <source>a3 had to take on b4 and landed on c5. d4 jumped c5 and c7, was crowned on d8 and, as a king, took e7 and g5: four men, and Black has two left.</source>
        <extracomment>a3, b4, c5, d4, c7, d8, e7 and g5 are squares: keep them as they are</extracomment>
        <translation>a3 tuvo que tomar en b4 y cayó en c5. d4 saltó c5 y c7, coronó en d8 y, ya como dama, tomó e7 y g5: cuatro peones, y a las negras les quedan dos.</translation>
    </message>
    <message>
        <source>The same weapon works against you. Before each move, ask which man your opponent could offer you, and where your forced capture would take your man.</source>
        <translation>La misma arma funciona contra ti. Antes de cada jugada, pregúntate qué peón podría ofrecerte tu rival y adónde llevaría tu captura forzada a tu peón.</translation>
    </message>
    <message>
        <source>White plays g3-h4 without asking what Black can force.</source>
        <extracomment>g3-h4 is a move: keep it as it is</extracomment>
        <translation>Las blancas juegan g3-h4 sin preguntarse qué pueden forzar las negras.</translation>
    </message>
    <message>
        <source>Black offers a man: f6-g5.</source>
        <extracomment>f6-g5 is a move: keep it as it is</extracomment>
        <translation>Las negras ofrecen un peón: f6-g5.</translation>
    </message>
    <message>
        <source>White has no choice: h4 must jump g5, and it lands on f6.</source>
        <extracomment>h4, g5 and f6 are squares: keep them as they are</extracomment>
        <translation>Las blancas no tienen elección: h4 tiene que saltar g5 y cae en f6.</translation>
    </message>
    <message>
        <source>g7 jumps f6 and d4 and lands on c3. Two men for one, this time against White.</source>
        <extracomment>g7, f6, d4 and c3 are squares: keep them as they are</extracomment>
        <translation>g7 salta f6 y d4 y cae en c3. Dos peones por uno, esta vez contra las blancas.</translation>
    </message>
</context>
<context>
    <name>RussianGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Cómo termina la partida</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quién gana, cómo se ofrecen tablas y qué tablas aplica el programa por sí solo.</translation>
    </message>
    <message>
        <source>A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on b6 can neither step nor capture, so White has won.</source>
        <extracomment>b6 is a square: keep it as it is</extracomment>
        <translation>Pierde la partida el bando al que le toca jugar y no puede: no le queda ninguna pieza, o ninguna de sus piezas tiene una jugada legal. Aquí juegan las negras, pero el peón de b6 no puede avanzar ni capturar, así que las blancas han ganado.</translation>
    </message>
    <message>
        <source>Black has two men left. Choose the capture that takes both: with no piece left, Black loses at once.</source>
        <translation>A las negras les quedan dos peones. Elige la captura que toma los dos: sin ninguna pieza, las negras pierden en el acto.</translation>
    </message>
    <message>
        <source>That capture takes only c3, and the game goes on. The king on a1 can take both men in one move.</source>
        <extracomment>c3 and a1 are squares: keep them as they are</extracomment>
        <translation>Esa captura solo toma c3, y la partida sigue. La dama de a1 puede tomar los dos peones en una sola jugada.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>A las negras no les quedan piezas: ganan las blancas.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on h4. Play the move that leaves it with no step and no capture.</source>
        <extracomment>h4 is a square: keep it as it is</extracomment>
        <translation>El último peón negro está en h4. Haz la jugada que lo deja sin paso y sin captura.</translation>
    </message>
    <message>
        <source>After that move the man on h4 can still move. Its only square is g3: fill it with a man that cannot be jumped, because f2 behind it stays occupied.</source>
        <extracomment>h4, g3 and f2 are squares: keep them as they are</extracomment>
        <translation>Después de esa jugada, el peón de h4 todavía puede moverse. Su única casilla es g3: ocúpala con un peón que no se pueda saltar, porque f2, detrás de él, sigue ocupada.</translation>
    </message>
    <message>
        <source>Black has a man but no legal move: White wins.</source>
        <translation>Las negras tienen un peón, pero ninguna jugada legal: ganan las blancas.</translation>
    </message>
    <message>
        <source>Now win against the computer within five moves: take every black man or leave Black without a move. Look for a king move after which any black move loses a man.</source>
        <translation>Ahora gana a la computadora en cinco jugadas como máximo: captura todos los peones negros o deja a las negras sin jugada. Busca una jugada de dama tras la cual cualquier jugada negra pierda un peón.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <extracomment>&quot;Offer a draw&quot; is the name of a button on the play page: use the same words as the button</extracomment>
        <translation>Una partida también puede terminar en tablas de mutuo acuerdo. En la página de juego, «Ofrecer tablas» envía tu oferta junto con tu jugada, solo para el turno siguiente de tu rival. Una vez hecha, no se puede retirar: tu rival la acepta, o la rechaza simplemente jugando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.</source>
        <translation>La computadora responde a tu oferta según su propia valoración de la posición. La acepta cuando no cree que vaya ganando, porque su posición es peor o está más o menos igualada, y dice cuál de las dos. Cuando cree que está mejor, o ve una línea ganadora, la rechaza y lo dice.</translation>
    </message>
    <message>
        <source>Other draws need no offer: they come from the 2022 Russian rules, and the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Las demás tablas no necesitan oferta: proceden de las reglas rusas de 2022, y el programa las aplica por sí solo. Cuando una posición aparece por tercera vez, o se agota una cuenta de jugadas, la partida termina en el acto y la línea del resultado dice por qué. El panel junto al tablero muestra las cuentas en curso; las próximas lecciones enseñan la repetición y las cuentas.</translation>
    </message>
</context>
<context>
    <name>RussianKings</name>
    <message>
        <source>Flying kings</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Damas voladoras</translation>
    </message>
    <message>
        <source>Crowning, the long moves and long captures of a king, where it must land, and the Turkish strike.</source>
        <translation>La coronación, las jugadas y capturas largas de la dama, dónde debe detenerse y el golpe turco.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned: it becomes a king. White&apos;s men crown on row 8, Black&apos;s on row 1. The man on c7 is one step away, and so is Black&apos;s man on f2.</source>
        <translation>Un peón que llega a la última fila corona: se convierte en dama. Los peones blancos coronan en la fila 8 y los negros en la fila 1. Al peón de c7 le falta un paso, y al peón negro de f2 también.</translation>
    </message>
    <message>
        <source>Crown your man on c7.</source>
        <extracomment>c7 is a square: keep it as it is</extracomment>
        <translation>Corona tu peón de c7.</translation>
    </message>
    <message>
        <source>That man is far from row 8. Step the man on c7 forward to b8 or d8.</source>
        <extracomment>c7, b8 and d8 are squares: keep them as they are</extracomment>
        <translation>Ese peón está lejos de la fila 8. Avanza el peón de c7 a b8 o a d8.</translation>
    </message>
    <message>
        <source>Your man is now a king.</source>
        <translation>Tu peón ya es una dama.</translation>
    </message>
    <message>
        <source>A king flies: it moves any distance along a free diagonal, forward or backward. From d4 this king can reach any square the arrows cover. It cannot pass over a piece without capturing it, so the black man on a7 stops it at b6.</source>
        <extracomment>d4, b6 and a7 are squares: keep them as they are</extracomment>
        <translation>La dama vuela: recorre cualquier distancia por una diagonal libre, hacia delante o hacia atrás. Desde d4 esta dama puede llegar a cualquier casilla que cubran las flechas. No puede pasar por encima de una pieza sin capturarla, así que el peón negro de a7 la detiene en b6.</translation>
    </message>
    <message>
        <source>The black man on h2 is about to crown on g1. Stop it: your king can cross the whole board in one move.</source>
        <extracomment>h2 and g1 are squares: keep them as they are</extracomment>
        <translation>El peón negro de h2 está a punto de coronar en g1. Impídelo: tu dama puede cruzar todo el tablero en una sola jugada.</translation>
    </message>
    <message>
        <source>Now Black steps onto g1 and crowns. Go all the way to g1 yourself: a7-g1 in one move.</source>
        <extracomment>g1 and a7-g1 are a square and a move: keep them as they are</extracomment>
        <translation>Ahora las negras pasan a g1 y coronan. Ve tú hasta g1 de una vez: a7-g1 en una sola jugada.</translation>
    </message>
    <message>
        <source>a7-g1! The black man has no square left, and a side that cannot move loses the game.</source>
        <extracomment>a7-g1 is a move: keep it as it is</extracomment>
        <translation>¡a7-g1! El peón negro se queda sin casillas, y el bando que no puede mover pierde la partida.</translation>
    </message>
    <message>
        <source>A king captures from a distance: it jumps an enemy piece anywhere along its diagonal, provided the square just behind is free, and lands on any free square beyond. Take d4, and choose a landing square where your king is safe.</source>
        <extracomment>d4 is a square: keep it as it is</extracomment>
        <translation>La dama captura a distancia: salta una pieza rival en cualquier punto de su diagonal, siempre que la casilla justo detrás esté libre, y se detiene en cualquier casilla libre más allá. Toma d4 y elige una casilla donde tu dama quede a salvo.</translation>
    </message>
    <message>
        <source>On f6 your king stands next to g7, with e5 empty behind it: g7 takes it (g7:e5). Land on e5 instead.</source>
        <extracomment>f6, g7, g7:e5 and e5 are squares and a capture: keep them as they are</extracomment>
        <translation>En f6 tu dama queda junto a g7, con e5 vacía detrás: g7 la captura (g7:e5). Detente mejor en e5.</translation>
    </message>
    <message>
        <source>Right: a1:e5. The king could stop on e5 or f6, and e5 is out of reach.</source>
        <extracomment>a1:e5 is a capture: keep it as it is</extracomment>
        <translation>Correcto: a1:e5. La dama podía detenerse en e5 o en f6, y en e5 está fuera de alcance.</translation>
    </message>
    <message>
        <source>A king may land on any free square beyond the piece it takes, but if one of them lets the capture go on, it must stop on one that does. Take c3: only from e5 can the king go on to take d6. Then choose where to land after d6.</source>
        <extracomment>c3, e5 and d6 are squares: keep them as they are</extracomment>
        <translation>La dama puede detenerse en cualquier casilla libre tras la pieza que toma, pero si una de ellas permite seguir capturando, debe detenerse en una que lo permita. Toma c3: solo desde e5 puede seguir y tomar d6. Después elige dónde detenerte tras d6.</translation>
    </message>
    <message>
        <source>On c7 the king stands right next to d8, which takes it (d8:b6). Land on b8 instead, where it is safe.</source>
        <extracomment>c7, d8, d8:b6 and b8 are squares and a capture: keep them as they are</extracomment>
        <translation>En c7 la dama queda justo al lado de d8, que la captura (d8:b6). Detente mejor en b8, donde está a salvo.</translation>
    </message>
    <message>
        <source>Right. The king had to stop on e5 to take d6; after that it could choose between c7 and b8.</source>
        <extracomment>e5 and d6 are squares: keep them as they are</extracomment>
        <translation>Correcto. La dama tenía que detenerse en e5 para tomar d6; después podía elegir entre c7 y b8.</translation>
    </message>
    <message>
        <source>Jumped pieces stay on the board until the move ends, so they still block the way. Watch a king caught by this rule: the trap is called the Turkish strike.</source>
        <translation>Las piezas saltadas siguen en el tablero hasta que termina la jugada, así que siguen cerrando el paso. Observa una dama atrapada por esta regla: la trampa se llama golpe turco.</translation>
    </message>
    <message>
        <source>Now the jumped men are removed, and Black&apos;s man on a5 jumps the king, landing on the empty c7.</source>
        <extracomment>a5 and c7 are squares: keep them as they are</extracomment>
        <translation>Ahora se retiran los peones saltados, y el peón negro de a5 salta la dama y cae en c7, ya vacía.</translation>
    </message>
    <message>
        <source>Your king against a lone man. Capture the black man on b6 within 4 moves, before it reaches row 1. Use the king&apos;s long reach to get in front of it.</source>
        <extracomment>b6 is a square: keep it as it is</extracomment>
        <translation>Tu dama contra un peón solitario. Captura el peón negro de b6 en 4 jugadas como máximo, antes de que llegue a la fila 1. Aprovecha el largo alcance de la dama para ponerte delante de él.</translation>
    </message>
    <message>
        <source>The king takes f2 and must stop on h4 to go on; then it takes e7, landing on d8, and c7, landing on b6. It cannot take e3: the square behind it, f2, still holds the first man it jumped, so the move ends there.</source>
        <extracomment>f2, h4, e7, d8, c7, b6 and e3 are squares: keep them as they are</extracomment>
        <translation>La dama toma f2 y debe detenerse en h4 para seguir; luego toma e7, cayendo en d8, y c7, cayendo en b6. No puede tomar e3: la casilla que hay detrás, f2, aún tiene el primer peón que saltó, así que la jugada termina ahí.</translation>
    </message>
</context>
<context>
    <name>RussianMen</name>
    <message>
        <source>Men: moving forward</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Los peones: siempre hacia delante</translation>
    </message>
    <message>
        <source>A man steps one square diagonally forward to an empty square, and never moves backward.</source>
        <translation>Un peón avanza una casilla en diagonal hasta una casilla vacía, y nunca retrocede.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, to an empty square. Forward for White is up the board, toward row 8; forward for Black is down, toward row 1. So the man on c3 may go to b4 or d4, and the man on f6 to e5 or g5.</source>
        <extracomment>c3 and f6 are squares: keep them as they are</extracomment>
        <translation>Un peón avanza una casilla en diagonal, a una casilla vacía. Para las blancas, avanzar es subir hacia la fila 8; para las negras, bajar hacia la fila 1. Así, el peón de c3 puede ir a b4 o a d4, y el de f6 a e5 o a g5.</translation>
    </message>
    <message>
        <source>A man can only step onto an empty square. Move the man on e3: one of its two forward squares is already taken.</source>
        <extracomment>e3 is a square: keep it as it is</extracomment>
        <translation>Un peón solo puede pasar a una casilla vacía. Mueve el peón de e3: una de sus dos casillas de avance ya está ocupada.</translation>
    </message>
    <message>
        <source>This step is about the man on e3. Your own man stands on d4, so f4 is the only square it can reach.</source>
        <extracomment>e3, d4 and f4 are squares: keep them as they are</extracomment>
        <translation>Aquí se trata del peón de e3. En d4 hay un peón tuyo, así que f4 es la única casilla a la que puede ir.</translation>
    </message>
    <message>
        <source>Right: e3-f4, the one forward square that was free.</source>
        <extracomment>e3-f4 is a move: keep it as it is</extracomment>
        <translation>Correcto: e3-f4, la única casilla de avance que estaba libre.</translation>
    </message>
    <message>
        <source>Put one of your men on f4.</source>
        <extracomment>f4 is a square: keep it as it is</extracomment>
        <translation>Lleva uno de tus peones a f4.</translation>
    </message>
    <message>
        <source>That does not reach f4. Only the man on g3 can: the man on e5 is next to f4 too, but f4 is behind it, and a man never moves backward.</source>
        <extracomment>f4, g3 and e5 are squares: keep them as they are</extracomment>
        <translation>Así no llegas a f4. Solo puede el peón de g3: el de e5 también está junto a f4, pero f4 queda detrás de él, y un peón nunca retrocede.</translation>
    </message>
    <message>
        <source>Yes, g3-f4. The man on e5 could not go back to f4: plain moves only go forward.</source>
        <extracomment>g3-f4 and e5 are a move and a square: keep them as they are</extracomment>
        <translation>Sí, g3-f4. El peón de e5 no podía volver a f4: las jugadas simples solo van hacia delante.</translation>
    </message>
    <message>
        <source>This time you play Black, whose men move down the board. Move the man on h6.</source>
        <extracomment>h6 is a square: keep it as it is</extracomment>
        <translation>Esta vez juegas con las negras, cuyos peones bajan por el tablero. Mueve el peón de h6.</translation>
    </message>
    <message>
        <source>Move the man on h6. It stands on the edge of the board, so it has just one square forward: g5.</source>
        <extracomment>h6 and g5 are squares: keep them as they are</extracomment>
        <translation>Mueve el peón de h6. Está en el borde del tablero, así que solo tiene una casilla de avance: g5.</translation>
    </message>
    <message>
        <source>Right: h6-g5. A man on the edge has only one forward square.</source>
        <extracomment>h6-g5 is a move: keep it as it is</extracomment>
        <translation>Correcto: h6-g5. Un peón en el borde solo tiene una casilla de avance.</translation>
    </message>
    <message>
        <source>Watch the first moves of a game. Each man steps one square forward, and the men behind fill the squares left empty.</source>
        <translation>Observa las primeras jugadas de una partida. Cada peón avanza una casilla, y los de atrás ocupan las casillas que quedan vacías.</translation>
    </message>
    <message>
        <source>White opens: the man on c3 steps forward to d4.</source>
        <extracomment>c3 and d4 are squares: keep them as they are</extracomment>
        <translation>Abren las blancas: el peón de c3 avanza a d4.</translation>
    </message>
    <message>
        <source>Black&apos;s men go down the board: b6 to a5, on the edge.</source>
        <extracomment>b6 and a5 are squares: keep them as they are</extracomment>
        <translation>Los peones negros bajan por el tablero: de b6 a a5, en el borde.</translation>
    </message>
    <message>
        <source>The man on b2 steps up into c3, the square just left empty.</source>
        <extracomment>b2 and c3 are squares: keep them as they are</extracomment>
        <translation>El peón de b2 sube a c3, la casilla que acaba de quedar vacía.</translation>
    </message>
    <message>
        <source>Black steps f6 to g5.</source>
        <extracomment>f6 and g5 are squares: keep them as they are</extracomment>
        <translation>Las negras juegan de f6 a g5.</translation>
    </message>
    <message>
        <source>Now a1 can follow to b2: the men come up one behind the other.</source>
        <extracomment>a1, b2 and c3 are squares: keep them as they are</extracomment>
        <translation>Ahora a1 puede seguir hasta b2: los peones suben uno detrás de otro.</translation>
    </message>
    <message>
        <source>Black does the same, g7 to f6. No man ever stepped backward.</source>
        <extracomment>g7 and f6 are squares: keep them as they are</extracomment>
        <translation>Las negras hacen lo mismo, de g7 a f6. Ningún peón ha retrocedido.</translation>
    </message>
    <message>
        <source>A man that reaches the far row, row 8 for White, becomes a king. Get there within 4 moves against the computer. The black man on f8 will try to stop you: keep out of its way.</source>
        <extracomment>f8 and row 8 are a square and a row: keep them as they are</extracomment>
        <translation>Un peón que llega a la última fila, la 8 para las blancas, se convierte en dama. Llega allí en 4 jugadas como máximo contra la computadora. El peón negro de f8 intentará impedirlo: mantente lejos de él.</translation>
    </message>
    <message>
        <source>Remember: a plain move always goes forward. Captures are different: here the man on e5 may jump the black man on d4 backward and land on c3. The next lesson is about captures.</source>
        <extracomment>e5, d4 and c3 are squares: keep them as they are</extracomment>
        <translation>Recuerda: una jugada simple siempre va hacia delante. Las capturas son distintas: aquí el peón de e5 puede saltar hacia atrás el peón negro de d4 y caer en c3. La próxima lección trata de las capturas.</translation>
    </message>
</context>
<context>
    <name>RussianPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Juega una partida con estas reglas</translation>
    </message>
    <message>
        <source>A short recap of the Russian rules, then a game against the computer.</source>
        <translation>Un breve repaso de las reglas rusas y, después, una partida contra la computadora.</translation>
    </message>
    <message>
        <source>What makes Russian draughts its own: men capture backwards as well as forwards, kings fly along open diagonals, and you may choose any capture, however small. A man that reaches the last row during a capture becomes a king at once and goes on capturing as a king.</source>
        <translation>Lo que hace únicas a las damas rusas: los peones capturan hacia atrás y hacia delante, las damas recorren las diagonales libres a cualquier distancia y puedes elegir cualquier captura, por pequeña que sea. Un peón que llega a la última fila durante una captura corona en el acto y sigue capturando como dama.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the four move counts running out. The result line says why the game ended.</source>
        <translation>Pierdes si en tu turno no te quedan piezas o jugadas legales. Se pueden ofrecer tablas; las demás tablas llegan solas: una posición por tercera vez o una de las cuatro cuentas de jugadas agotada. La línea del resultado dice por qué terminó la partida.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.</source>
        <translation>Durante la partida, el panel Cuentas de tablas, junto al tablero, muestra cada cuenta en marcha, con las jugadas que quedan y una barra que se acorta al acercarse el final. Pasa el puntero sobre una cuenta para leer su regla y qué la reinicia. Debajo de las cuentas, el panel avisa cuando una posición se ha dado dos veces.</translation>
    </message>
    <message>
        <source>You know the rules of Russian draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.</source>
        <translation>Ya conoces las reglas de las damas rusas. Empieza una partida contra la computadora con estas reglas y vigila las cuentas cuando llegue el final.</translation>
    </message>
    <message>
        <source>One last puzzle before your game. Both of your men can capture, and you may choose either capture. Find the one that takes two men.</source>
        <extracomment>c3:g7 and e3:c5 are moves in Russian notation: keep them as they are</extracomment>
        <translation>Un último ejercicio antes de tu partida. Tus dos peones pueden capturar y puedes elegir cualquiera de las dos capturas. Encuentra la que se lleva dos peones.</translation>
    </message>
    <message>
        <source>That capture takes only one man. The man on c3 can jump d4 and then f6.</source>
        <translation>Esa captura se lleva un solo peón. El peón de c3 puede saltar d4 y después f6.</translation>
    </message>
    <message>
        <source>Right: c3:g7 takes both black men, written by its start and end only.</source>
        <translation>Correcto: c3:g7 se lleva los dos peones negros y se escribe solo con su inicio y su final.</translation>
    </message>
</context>
<context>
    <name>RussianRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Repetición</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>La misma posición por tercera vez es tablas: cómo se cuenta, qué hace borrón y cuenta nueva y cómo evitarla.</translation>
    </message>
    <message>
        <source>When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.</source>
        <translation>Cuando las mismas piezas están en las mismas casillas, con el mismo bando al turno, por tercera vez, la partida es tablas. Nadie tiene que reclamarlas: se aplican automáticamente en cuanto la posición aparece por tercera vez.</translation>
    </message>
    <message>
        <source>The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.</source>
        <translation>La misma posición significa cada peón y cada dama de cada color en la misma casilla, y el mismo bando al turno. Un peón y una dama son piezas distintas. Las tres veces no tienen que ser seguidas: entre ellas puede haber otras posiciones.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.</source>
        <translation>Las blancas tienen una dama de más y deberían ganar. Mira cómo tiran esa ventaja moviendo sus damas de ida y vuelta mientras la dama negra hace lo mismo. Sigue las repeticiones en el panel.</translation>
    </message>
    <message>
        <source>g1-h2: the king steps aside. It achieves nothing.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2: la dama se aparta. No consigue nada.</translation>
    </message>
    <message>
        <source>b8-a7: Black shuffles too.</source>
        <extracomment>b8-a7 is a move: keep it as it is</extracomment>
        <translation>b8-a7: las negras también van y vienen.</translation>
    </message>
    <message>
        <source>The king goes back to g1.</source>
        <translation>La dama vuelve a g1.</translation>
    </message>
    <message>
        <source>The black king goes back to b8: the starting position is on the board for the second time. The panel warns that a third time draws.</source>
        <translation>La dama negra vuelve a b8: la posición inicial está en el tablero por segunda vez. El panel avisa de que una tercera vez es tablas.</translation>
    </message>
    <message>
        <source>a1-b2: now White moves the other king. This position is new.</source>
        <extracomment>a1-b2 is a move: keep it as it is</extracomment>
        <translation>a1-b2: ahora las blancas mueven la otra dama. Esta posición es nueva.</translation>
    </message>
    <message>
        <source>Black answers with the same shuffle to a7.</source>
        <translation>Las negras responden con el mismo vaivén a a7.</translation>
    </message>
    <message>
        <source>The king returns to a1. This position, with the black king on a7, is here for the second time too.</source>
        <translation>La dama regresa a a1. Esta posición, con la dama negra en a7, también aparece por segunda vez.</translation>
    </message>
    <message>
        <source>The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.</source>
        <translation>La posición inicial aparece por tercera vez, aunque no justo después de la segunda. La partida termina en el acto: «La misma posición apareció tres veces».</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.</source>
        <translation>Una repetición necesita que los dos bandos vuelvan a las mismas casillas. Así que el bando que va por delante siempre tiene algo que decir: en cualquier jugada las blancas podían mover su peón o llevar una dama a una casilla nueva. Si vas ganando, varía tus jugadas; si vas perdiendo, una repetición puede salvar la partida.</translation>
    </message>
    <message>
        <source>This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.</source>
        <translation>Esta posición aparece por segunda vez. Una captura o un movimiento de peón hace borrón y cuenta nueva: después de cualquiera de los dos ninguna posición anterior puede volver, así que se empieza a contar de nuevo.</translation>
    </message>
    <message>
        <source>c3-b4: a man move. A man never moves back, so the two earlier visits no longer count. The count of only kings moving starts again too.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>c3-b4: un movimiento de peón. Un peón nunca retrocede, así que las dos apariciones anteriores ya no cuentan. La cuenta de «solo se mueven damas» también vuelve a empezar.</translation>
    </message>
    <message>
        <source>The black king shuffles to a7 as before.</source>
        <translation>La dama negra va y viene a a7 como antes.</translation>
    </message>
    <message>
        <source>The same king move as in the earlier shuffle, but with the man on b4 this position is new: it has occurred once.</source>
        <translation>La misma jugada de dama que en el vaivén de antes, pero con el peón en b4 esta posición es nueva: se ha dado una sola vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling. The position you would get after g1-h2 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>Las damas han ido y venido. La posición que tendrías tras g1-h2 ya ha estado dos veces en el tablero. Conserva tus opciones de ganar: haz una jugada que no la traiga por tercera vez.</translation>
    </message>
    <message>
        <source>g1-h2 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2 trae esa posición por tercera vez: la partida termina en tablas en el acto y la dama de más se desperdicia. Cualquier otra jugada mantiene viva la partida.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as c3-b4 even wipes the slate clean, since no earlier position can come back after it.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>Correcto, la partida sigue. Un movimiento de peón como c3-b4 incluso hace borrón y cuenta nueva, porque después ninguna posición anterior puede volver.</translation>
    </message>
    <message>
        <source>The referee checks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>El árbitro comprueba la repetición después de cada jugada, antes que cualquier cuenta de jugadas: una tercera aparición es tablas aunque a una cuenta aún le queden jugadas. El panel te avisa cuando la posición del tablero ya se ha dado dos veces.</translation>
    </message>
</context>
<context>
    <name>RussianShots</name>
    <message>
        <source>Shots from real games</source>
        <extracomment>Lesson title (a course of the Learn page): combinations (shots) found in games</extracomment>
        <translation>Golpes de partidas reales</translation>
    </message>
    <message>
        <source>Positions from real games where one move wins material by force: find it, then play the whole combination.</source>
        <translation>Posiciones de partidas reales en las que una jugada gana material de forma forzada: encuéntrala y después juega toda la combinación.</translation>
    </message>
    <message>
        <source>White to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>Juegan las blancas y ganan material de forma forzada.</translation>
    </message>
    <message>
        <source>From a game between %1 (White) and %2 (Black), %3.</source>
        <extracomment>Where a shot&apos;s position comes from. %1 and %2 are players, %3 the event and the year, as the game&apos;s record writes them: keep them as they are</extracomment>
        <translation>De una partida entre %1 (blancas) y %2 (negras), %3.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces Black to capture: find the move after which Black&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esa no. El golpe obliga a las negras a capturar: busca la jugada tras la cual su captura deja sus piezas donde puedes tomar más.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las blancas toman %n pieza más de las que entregan.</numerusform>
            <numerusform>El golpe: %1. Las blancas toman %n piezas más de las que entregan.</numerusform>
        </translation>
    </message>
    <message>
        <source>Black to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>Juegan las negras y ganan material de forma forzada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces White to capture: find the move after which White&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esa no. El golpe obliga a las blancas a capturar: busca la jugada tras la cual su captura deja sus piezas donde puedes tomar más.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las negras toman %n pieza más de las que entregan.</numerusform>
            <numerusform>El golpe: %1. Las negras toman %n piezas más de las que entregan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las negras toman %n pieza más de las que entregan y consiguen una dama nueva.</numerusform>
            <numerusform>El golpe: %1. Las negras toman %n piezas más de las que entregan y consiguen una dama nueva.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>El golpe: %1. Las blancas toman %n pieza más de las que entregan y consiguen una dama nueva.</numerusform>
            <numerusform>El golpe: %1. Las blancas toman %n piezas más de las que entregan y consiguen una dama nueva.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RussianTechnique</name>
    <message>
        <source>Endgame technique</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Técnica de finales</translation>
    </message>
    <message>
        <source>Three kings against one: take the main diagonal, build Petrov&apos;s triangle and catch the lone king before the count runs out; and how the lone king holds the draw.</source>
        <translation>Tres damas contra una: toma la gran diagonal, forma el triángulo de Petrov y atrapa a la dama solitaria antes de que se agote la cuenta; y cómo la dama solitaria defiende las tablas.</translation>
    </message>
    <message>
        <source>Three kings against a lone king win only if the stronger side holds the main diagonal (a1-h8). With a king of yours on it, the 5-move count cannot start, and you have 15 moves: a good method needs far fewer.</source>
        <translation>Tres damas contra una dama solitaria solo ganan si el bando más fuerte domina la gran diagonal (a1-h8). Con una dama tuya en ella, la cuenta de 5 jugadas no puede empezar y tienes 15 jugadas: un buen método necesita muchas menos.</translation>
    </message>
    <message>
        <source>None of your kings is on the main diagonal, and the black king threatens h2-e5 to settle there. Take the main diagonal first with one of your kings.</source>
        <extracomment>h2-e5 is a move: keep it as it is</extracomment>
        <translation>Ninguna de tus damas está en la gran diagonal, y la dama negra amenaza h2-e5 para instalarse en ella. Toma primero la gran diagonal con una de tus damas.</translation>
    </message>
    <message>
        <source>Good: the main diagonal is yours, so the 5-move count cannot start and you keep all 15 moves.</source>
        <translation>Bien: la gran diagonal es tuya, así que la cuenta de 5 jugadas no puede empezar y conservas las 15 jugadas.</translation>
    </message>
    <message>
        <source>The king on a1 already holds the main diagonal. Watch White build the triangle and catch the lone king, with the count in the panel.</source>
        <translation>La dama de a1 ya domina la gran diagonal. Mira cómo las blancas forman el triángulo y atrapan a la dama solitaria, con la cuenta en el panel.</translation>
    </message>
    <message>
        <source>c1-e3: a king takes the double diagonal g1-a7.</source>
        <extracomment>c1-e3 and g1-a7 are a move and a diagonal: keep them as they are</extracomment>
        <translation>c1-e3: una dama toma la diagonal doble g1-a7.</translation>
    </message>
    <message>
        <source>The lone king looks for room.</source>
        <translation>La dama solitaria busca espacio.</translation>
    </message>
    <message>
        <source>h2-f4: a second king takes the other double diagonal, h2-b8.</source>
        <extracomment>h2-f4 and h2-b8 are a move and a diagonal: keep them as they are</extracomment>
        <translation>h2-f4: una segunda dama toma la otra diagonal doble, h2-b8.</translation>
    </message>
    <message>
        <source>The lone king heads for the far side.</source>
        <translation>La dama solitaria se va al otro lado.</translation>
    </message>
    <message>
        <source>a1-c3: the first king steps up, still on the main diagonal.</source>
        <extracomment>a1-c3 is a move: keep it as it is</extracomment>
        <translation>a1-c3: la primera dama avanza, siempre en la gran diagonal.</translation>
    </message>
    <message>
        <source>The lone king runs to the edge.</source>
        <translation>La dama solitaria corre al borde.</translation>
    </message>
    <message>
        <source>f4-d6: the triangle c3, e3, d6 stands. Only a few edge squares are left to the lone king.</source>
        <extracomment>f4-d6 is a move: keep it as it is</extracomment>
        <translation>f4-d6: el triángulo c3, e3, d6 está formado. A la dama solitaria solo le quedan unas pocas casillas del borde.</translation>
    </message>
    <message>
        <source>It goes to h4.</source>
        <translation>Va a h4.</translation>
    </message>
    <message>
        <source>d6-b4: the kings get ready to finish.</source>
        <extracomment>d6-b4 is a move: keep it as it is</extracomment>
        <translation>d6-b4: las damas se preparan para rematar.</translation>
    </message>
    <message>
        <source>Back to d8.</source>
        <translation>Vuelve a d8.</translation>
    </message>
    <message>
        <source>e3-b6: a sacrifice. Capturing is compulsory.</source>
        <extracomment>e3-b6 is a move: keep it as it is</extracomment>
        <translation>e3-b6: un sacrificio. Capturar es obligatorio.</translation>
    </message>
    <message>
        <source>The lone king must take it and lands on a5. With two kings left, the three-kings count is over, and the count for kings on both sides starts again at 5 moves per side.</source>
        <translation>La dama solitaria debe capturarla y cae en a5. Con dos damas blancas, la cuenta de tres damas termina, y la de «damas en ambos bandos» vuelve a empezar con 5 jugadas por bando.</translation>
    </message>
    <message>
        <source>c3-e1: a second sacrifice. Now the king on b4 must be taken.</source>
        <extracomment>c3-e1 and b4 are a move and a square: keep them as they are</extracomment>
        <translation>c3-e1: un segundo sacrificio. Ahora hay que capturar la dama de b4.</translation>
    </message>
    <message>
        <source>Forced again, whether it lands on c3 or d2.</source>
        <translation>Obligada otra vez, caiga en c3 o en d2.</translation>
    </message>
    <message>
        <source>The king on e1 captures the lone king: White wins with its 8th move, well within the 15.</source>
        <translation>La dama de e1 captura a la dama solitaria: las blancas ganan con su 8.ª jugada, muy dentro de las 15.</translation>
    </message>
    <message>
        <source>Your turn, against the computer at full strength: the same position, reflected across the main diagonal. Keep a king on the main diagonal (a1), put the others on the double diagonals g1-a7 and h2-b8, and catch the lone king before your 15 moves run out.</source>
        <extracomment>a1, g1-a7 and h2-b8 are a square and diagonals: keep them as they are</extracomment>
        <translation>Te toca a ti, contra la computadora a máxima fuerza: la misma posición, reflejada sobre la gran diagonal. Mantén una dama en la gran diagonal (a1), lleva las otras a las diagonales dobles g1-a7 y h2-b8, y atrapa a la dama solitaria antes de que se agoten tus 15 jugadas.</translation>
    </message>
    <message>
        <source>With the lone king, the same facts are your plan. Go to the main diagonal and stay on it, out of reach: while you are its only piece, the stronger side has just 5 moves. A king of theirs that steps onto it without cover can be captured.</source>
        <translation>Con la dama solitaria, esos mismos hechos son tu plan. Ve a la gran diagonal y quédate en ella, fuera de alcance: mientras seas la única pieza en ella, el bando más fuerte solo tiene 5 jugadas. Una dama rival que entre en ella sin protección puede ser capturada.</translation>
    </message>
    <message>
        <source>Now you have the lone king against three black kings. Reach the main diagonal, stay on it out of reach, and hold on until a count ends the game in a draw.</source>
        <translation>Ahora tienes tú la dama solitaria contra tres damas negras. Llega a la gran diagonal, quédate en ella fuera de alcance y aguanta hasta que una cuenta termine la partida en tablas.</translation>
    </message>
    <message>
        <source>Keep a safe man move in reserve, but know what it buys: in Russian draughts it starts the count of only kings moving again, while the count for kings on both sides keeps running. Only a capture or a promotion restarts that one.</source>
        <translation>Guarda en reserva un movimiento de peón seguro, pero ten claro lo que te da: en las damas rusas reinicia la cuenta de «solo se mueven damas», mientras la de «damas en ambos bandos» sigue corriendo. Esa solo la reinicia una captura o una coronación.</translation>
    </message>
    <message>
        <source>Now the black king gets onto the main diagonal at e5 (after some moves even by capturing a king), and you would have only 5 moves to win. Put a king on a1-h8 where it cannot be captured.</source>
        <extracomment>e5 and a1-h8 are a square and a diagonal: keep them as they are</extracomment>
        <translation>Ahora la dama negra entra en la gran diagonal por e5 (tras algunas jugadas, incluso capturando una dama), y solo tendrías 5 jugadas para ganar. Pon una dama en a1-h8 donde no pueda ser capturada.</translation>
    </message>
    <message>
        <source>The method is called Petrov&apos;s triangle. One king holds the main diagonal (c3), the others the two double diagonals that run from the double corners, g1-a7 (e3) and h2-b8 (d6). With the triangle built and White to move, the lone king has only a few edge squares left and is caught within five moves.</source>
        <extracomment>c3, e3, d6, g1-a7 and h2-b8 are squares and diagonals: keep them as they are</extracomment>
        <translation>El método se llama triángulo de Petrov. Una dama domina la gran diagonal (c3) y las otras las dos diagonales dobles que salen de las esquinas dobles, g1-a7 (e3) y h2-b8 (d6). Con el triángulo formado y turno de las blancas, a la dama solitaria le quedan pocas casillas del borde y cae en cinco jugadas como máximo.</translation>
    </message>
    <message>
        <source>Practical advice: don&apos;t move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game: make every move bring a piece closer to a capture or a new king. Know the number before simplifying: two kings against one give only 5 moves per side, so if you cannot see the win in that time, keep more pieces for now. And take the main diagonal first.</source>
        <translation>Consejos prácticos: no muevas damas por mover, porque una jugada que no cambia nada gasta la cuenta, y una tercera repetición termina la partida: que cada jugada acerque una pieza a una captura o a una nueva dama. Conoce el número antes de simplificar: dos damas contra una solo dan 5 jugadas por bando, así que, si no ves la victoria en ese tiempo, conserva más piezas de momento. Y toma primero la gran diagonal.</translation>
    </message>
</context>
</TS>
