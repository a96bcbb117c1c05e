<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>AmericanBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>O tabuleiro e a notação</translation>
    </message>
    <message>
        <source>The 32 numbered squares, how the game starts, and how a move is written.</source>
        <translation>As 32 casas numeradas, como a partida começa e como se escreve um lance.</translation>
    </message>
    <message>
        <source>American checkers, also called English draughts, is played on the 32 dark squares of an 8×8 board. The squares are numbered 1 to 32, starting from Black&apos;s side: 1 to 4 along Black&apos;s back row, 29 to 32 along White&apos;s. In these lessons White is at the bottom of every diagram, so square 1 is at the top left and 32 at the bottom right.</source>
        <extracomment>1, 4, 29 and 32 are square numbers: keep them as they are</extracomment>
        <translation>As damas americanas, também chamadas de damas inglesas, são jogadas nas 32 casas escuras de um tabuleiro 8×8. As casas são numeradas de 1 a 32 a partir do lado das pretas: de 1 a 4 na primeira fileira das pretas e de 29 a 32 na das brancas. Nestas lições as brancas ficam embaixo em todos os diagramas, então a casa 1 fica no alto à esquerda e a 32 embaixo à direita.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twelve men: Black&apos;s stand on squares 1-12, White&apos;s on 21-32, and the two middle rows are empty. Unlike most other kinds of draughts, Black makes the first move.</source>
        <extracomment>1-12 and 21-32 are ranges of square numbers: keep them as they are</extracomment>
        <translation>É assim que toda partida começa. Cada lado tem doze pedras: as pretas ficam nas casas 1-12, as brancas nas 21-32, e as duas fileiras do meio ficam vazias. Ao contrário de quase todas as outras modalidades de damas, quem faz o primeiro lance são as pretas.</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: 11-15 takes the black man on 11 one square forward to 15. You have Black here: play 11-15, the most popular first move.</source>
        <extracomment>11-15 is a move in American notation: keep it as it is</extracomment>
        <translation>Um lance que não captura nada liga as suas duas casas com um hífen: 11-15 leva a pedra preta da 11 uma casa para a frente, até a 15. Aqui você joga com as pretas: jogue 11-15, o lance de abertura mais popular.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for 11-15: the man on 11 goes one square forward, to 15.</source>
        <extracomment>11-15, 11 and 15 are a move and squares: keep them as they are</extracomment>
        <translation>Esse lance é legal, mas este passo pede 11-15: a pedra da 11 avança uma casa, até a 15.</translation>
    </message>
    <message>
        <source>Well done. That move is written 11-15.</source>
        <extracomment>11-15 is a move: keep it as it is</extracomment>
        <translation>Muito bem. Esse lance se escreve 11-15.</translation>
    </message>
    <message>
        <source>A capture is written with an x instead: 22x15 means the white man on 22 jumps the black man on 18 and lands on 15.</source>
        <extracomment>22x15, 22, 18 and 15 are a capture and squares in American notation: keep them as they are</extracomment>
        <translation>Uma captura se escreve com um x: 22x15 quer dizer que a pedra branca da 22 salta a pedra preta da 18 e cai na 15.</translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on 23 jumps 19 and lands on 16, written 23x16.</source>
        <extracomment>23, 19, 16 and 23x16 are squares and a capture: keep them as they are</extracomment>
        <translation>Agora capture você a pedra preta: a pedra da 23 salta a 19 e cai na 16, o que se escreve 23x16.</translation>
    </message>
    <message>
        <source>Jump the black man on 19 and land on 16.</source>
        <extracomment>19 and 16 are squares: keep them as they are</extracomment>
        <translation>Salte a pedra preta da 19 e caia na 16.</translation>
    </message>
    <message>
        <source>That capture is written 23x16.</source>
        <extracomment>23x16 is a capture: keep it as it is</extracomment>
        <translation>Essa captura se escreve 23x16.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps 18 and 11, lands on 15 on the way, and is written 22x8, without 15.</source>
        <extracomment>22x8, 15, 18 and 11 are a move and squares in American notation: keep them as they are</extracomment>
        <translation>Uma captura de várias peças se escreve só com a saída e a chegada: esta salta a 18 e a 11, passa pela 15 e se escreve 22x8, sem a 15.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end but take different pieces is the landing square in between written too. Here both go from 30 to 14: one by way of 21, taking 25 and 17, written 30x21x14; the other by way of 23, taking 26 and 18, written 30x23x14.</source>
        <extracomment>30, 14, 21, 23 and the moves 30x21x14, 30x23x14 stay as they are</extracomment>
        <translation>Só quando duas capturas têm a mesma saída e a mesma chegada, mas tomam peças diferentes, se escreve também a casa intermediária. Aqui as duas vão da 30 à 14: uma passa pela 21, toma a 25 e a 17 e se escreve 30x21x14; a outra passa pela 23, toma a 26 e a 18 e se escreve 30x23x14.</translation>
    </message>
    <message>
        <source>Play the capture written 30x23x14: over 26 to 23, then over 18 to 14.</source>
        <extracomment>30x23x14 is a capture written in full: keep it as it is</extracomment>
        <translation>Jogue a captura que se escreve 30x23x14: por cima da 26 até a 23 e depois por cima da 18 até a 14.</translation>
    </message>
    <message>
        <source>That was 30x21x14, which takes 25 and 17. The step asks for 30x23x14, the way through 23.</source>
        <extracomment>30x21x14, 25, 17 and 30x23x14 stay as they are</extracomment>
        <translation>Essa foi a 30x21x14, que toma a 25 e a 17. O passo pede 30x23x14, o caminho pela 23.</translation>
    </message>
    <message>
        <source>Right. Because the other capture also goes from 30 to 14, this one is written with 23, the square it passes through.</source>
        <extracomment>21 and 23 are squares: keep them as they are</extracomment>
        <translation>Certo. Como a outra captura também vai da 30 à 14, esta se escreve com a 23, a casa por onde passa.</translation>
    </message>
</context>
<context>
    <name>AmericanCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>As capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, men capture only forward, and a capture goes on to the end.</source>
        <translation>Capturar é obrigatório, as pedras capturam só para a frente e uma captura vai até o fim.</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy piece right in front of it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on 22 has to take 18 and land on 15; the man on 24 may not move this turn.</source>
        <extracomment>22, 18, 15 and 24 are squares: keep them as they are</extracomment>
        <translation>Uma pedra captura saltando na diagonal uma peça inimiga que está logo à sua frente e caindo na casa vazia logo atrás. Capturar é obrigatório: quando você pode capturar, tem de capturar. Aqui a pedra da 22 tem de tomar a 18 e cair na 15; a pedra da 24 não pode se mover neste lance.</translation>
    </message>
    <message>
        <source>Men capture only forward, in the direction they move. The white man on 18 has a black man on each side: it may take 14 (18x9), but never the man on 22 behind it.</source>
        <extracomment>18, 22, 14 and 18x9 are squares and a capture: keep them as they are</extracomment>
        <translation>As pedras capturam só para a frente, no sentido em que avançam. A pedra branca da 18 tem uma pedra preta de cada lado: pode tomar a 14 (18x9), mas nunca a pedra da 22, que está atrás dela.</translation>
    </message>
    <message>
        <source>You have Black now, and Black captures down the board. Your man on 17 can take a white man: capture, even though it will be taken back, because the capture is obligatory.</source>
        <extracomment>17 is a square: keep it as it is</extracomment>
        <translation>Agora você joga com as pretas, que capturam para baixo. A sua pedra da 17 pode tomar uma pedra branca: capture, mesmo que depois ela seja tomada, porque a captura é obrigatória.</translation>
    </message>
    <message>
        <source>Capturing is obligatory: the man on 17 must jump 22.</source>
        <extracomment>22 is a square: keep it as it is</extracomment>
        <translation>Capturar é obrigatório: a pedra da 17 tem de saltar a 22.</translation>
    </message>
    <message>
        <source>Right. White will now take your man with 30x23: that capture is obligatory too.</source>
        <extracomment>30x23 is a capture: keep it as it is</extracomment>
        <translation>Certo. Agora as brancas vão tomar a sua pedra com 30x23: essa captura também é obrigatória.</translation>
    </message>
    <message>
        <source>A capture must be completed: after each jump, if the man can jump again, it goes on. Capture with the man on 30 and keep jumping until nothing more can be taken.</source>
        <extracomment>30 is a square: keep it as it is</extracomment>
        <translation>Uma captura tem de ser completada: depois de cada salto, se a pedra puder saltar de novo, ela continua. Capture com a pedra da 30 e continue saltando até não haver mais nada para tomar.</translation>
    </message>
    <message>
        <source>Keep jumping: the man on 30 takes three men and ends on 7.</source>
        <extracomment>30 and 7 are squares: keep them as they are</extracomment>
        <translation>Continue saltando: a pedra da 30 toma três pedras e termina na 7.</translation>
    </message>
    <message>
        <source>Well done: 30x7 takes 26, 18 and 10 in one move.</source>
        <extracomment>30x7, 26, 18 and 10 are a capture and squares: keep them as they are</extracomment>
        <translation>Muito bem: 30x7 toma a 26, a 18 e a 10 num só lance.</translation>
    </message>
    <message>
        <source>Click every white man that can capture, then confirm your answer. Men capture only forward, and the square behind the black piece must be empty.</source>
        <translation>Clique em cada pedra branca que pode capturar e depois confirme a sua resposta. As pedras capturam só para a frente, e a casa atrás da peça preta tem de estar vazia.</translation>
    </message>
</context>
<context>
    <name>AmericanCounts</name>
    <message>
        <source>The 40-move rule</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>A regra dos 40 lances</translation>
    </message>
    <message>
        <source>The move count that ends a game in a draw by itself: what it counts, what starts it again, and why it is the only one.</source>
        <translation>A contagem de lances que encerra a partida em empate por si só: o que ela conta, o que a reinicia e por que é a única.</translation>
    </message>
    <message>
        <source>American checkers has one move count. When 40 moves of each player have gone by with no man moved and no piece captured, the game is drawn by itself. Limits are given in moves of each player, so 40 moves means 40 by White and 40 by Black. The panel beside the board shows the count as moves left for each side.</source>
        <translation>As damas americanas têm uma só contagem de lances. Quando passam 40 lances de cada jogador sem mover nenhuma pedra e sem capturar nenhuma peça, a partida termina empatada por si só. Os limites são dados em lances de cada jogador, então 40 lances significam 40 das brancas e 40 das pretas. O painel ao lado do tabuleiro mostra a contagem como os lances que restam a cada lado.</translation>
    </message>
    <message>
        <source>Watch what each kind of move does to the count in the panel.</source>
        <translation>Veja o que cada tipo de lance faz com a contagem do painel.</translation>
    </message>
    <message>
        <source>A king move: the count goes on.</source>
        <translation>Um lance de dama: a contagem continua.</translation>
    </message>
    <message>
        <source>Another king move: the count goes on.</source>
        <translation>Outro lance de dama: a contagem continua.</translation>
    </message>
    <message>
        <source>28-24 is a man move: the count starts again, 40 moves for each side.</source>
        <extracomment>28-24 is a move: keep it as it is</extracomment>
        <translation>28-24 é um lance de pedra: a contagem recomeça, 40 lances para cada lado.</translation>
    </message>
    <message>
        <source>A king move, and a blunder: the black king on 9 stands right in front of the white king on 14.</source>
        <extracomment>9 and 14 are squares: keep them as they are</extracomment>
        <translation>Um lance de dama, e um erro grave: a dama preta da 9 fica bem na frente da dama branca da 14.</translation>
    </message>
    <message>
        <source>14x5 is a capture: the count starts again.</source>
        <extracomment>14x5 is a capture: keep it as it is</extracomment>
        <translation>14x5 é uma captura: a contagem recomeça.</translation>
    </message>
    <message>
        <source>There is no shorter count for endgames: two kings against one, or three against one, still have the full 40 moves per side. Forty moves are plenty for the basic wins, as the next lesson shows, but not for moving kings aimlessly.</source>
        <translation>Não há contagem mais curta para os finais: duas damas contra uma, ou três contra uma, continuam tendo os 40 lances por lado completos. Quarenta lances bastam de sobra para as vitórias básicas, como mostra a próxima lição, mas não para mover damas à toa.</translation>
    </message>
    <message>
        <source>Two kings each, and only kings have moved for a long time: 36 moves each have gone, and 4 each are left. Watch the count run out.</source>
        <translation>Duas damas para cada lado, e há muito tempo só damas se movem: já passaram 36 lances de cada um e restam 4 para cada um. Veja a contagem se esgotar.</translation>
    </message>
    <message>
        <source>White&apos;s 37th move: White has 3 moves left, Black 4.</source>
        <translation>37.º lance das brancas: as brancas têm 3 lances restantes, as pretas 4.</translation>
    </message>
    <message>
        <source>Black&apos;s 37th move: 3 each.</source>
        <translation>37.º lance das pretas: 3 para cada um.</translation>
    </message>
    <message>
        <source>White&apos;s 38th move: White has 2 left, Black 3.</source>
        <translation>38.º lance das brancas: as brancas têm 2 restantes, as pretas 3.</translation>
    </message>
    <message>
        <source>Black&apos;s 38th move: 2 each.</source>
        <translation>38.º lance das pretas: 2 para cada um.</translation>
    </message>
    <message>
        <source>White&apos;s 39th move: White has 1 left, Black 2.</source>
        <translation>39.º lance das brancas: as brancas têm 1 restante, as pretas 2.</translation>
    </message>
    <message>
        <source>Black&apos;s 39th move: one each.</source>
        <translation>39.º lance das pretas: um para cada um.</translation>
    </message>
    <message>
        <source>White&apos;s 40th move: only Black&apos;s last move remains.</source>
        <translation>40.º lance das brancas: só resta o último lance das pretas.</translation>
    </message>
    <message>
        <source>Black&apos;s 40th move: the count is over. The game is drawn: “Move limit: too long without captures”.</source>
        <translation>40.º lance das pretas: a contagem acabou. A partida é empate: “Limite de lances: tempo demais sem captura”.</translation>
    </message>
    <message>
        <source>This is White&apos;s 40th move with only kings moving: the last one the count allows. The black king has just stepped to 23. Capture it: the win is checked before the count, so taking the last piece on the last counted move wins.</source>
        <extracomment>23 is a square name: keep it as it is</extracomment>
        <translation>Este é o 40.º lance das brancas em que só damas se movem: o último que a contagem permite. A dama preta acaba de ir para a 23. Capture-a: a vitória é verificada antes da contagem, então tomar a última peça no último lance contado vence.</translation>
    </message>
    <message>
        <source>Capture the black king: the king on 19 can jump 23.</source>
        <extracomment>19 and 23 are squares: keep them as they are</extracomment>
        <translation>Capture a dama preta: a dama da 19 pode saltar a 23.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>A última peça cai no último lance contado: a partida está ganha, não empatada.</translation>
    </message>
    <message>
        <source>Only kings have moved for a long time: Black has made 40 such moves, and this is White&apos;s 40th. A king move now would end the game in a draw at once. Your man on 29 has been waiting in reserve: use it.</source>
        <extracomment>29 is a square: keep it as it is</extracomment>
        <translation>Há muito tempo só damas se movem: as pretas fizeram 40 lances assim, e este é o 40.º das brancas. Um lance de dama agora terminaria a partida empatada na hora. A sua pedra da 29 estava esperando em reserva: use-a.</translation>
    </message>
    <message>
        <source>That king move would be the 40th for each side with only kings moving, and the game would be drawn. Move the man instead: 29-25 starts the count again.</source>
        <extracomment>29-25 is a move: keep it as it is</extracomment>
        <translation>Esse lance de dama seria o 40.º de cada lado movendo só damas, e a partida seria empate. Mova a pedra: 29-25 reinicia a contagem.</translation>
    </message>
    <message>
        <source>The man move starts the count again: 40 more moves for each side to play for a win.</source>
        <translation>O lance de pedra reinicia a contagem: mais 40 lances para cada lado para jogar pela vitória.</translation>
    </message>
    <message>
        <source>So when you are ahead, treat the count as a clock: every king move that achieves nothing uses it up. A man that can still move safely is worth keeping in reserve, because its move starts the count again.</source>
        <translation>Então, quando você está na frente, trate a contagem como um relógio: cada lance de dama que não consegue nada a gasta. Vale guardar em reserva uma pedra que ainda possa andar com segurança, porque o lance dela reinicia a contagem.</translation>
    </message>
    <message>
        <source>The count starts again from the beginning after any man move or any capture, by either side. In practice it runs only while nothing but kings move. A man move is an advance toward the king row, so it can never be undone, and neither can a capture. The move that crowns a man is a man move too, so it also starts the count again.</source>
        <translation>A contagem recomeça do início depois de qualquer lance de pedra ou de qualquer captura, de qualquer um dos lados. Na prática, ela só corre enquanto apenas damas se movem. Um lance de pedra é um avanço rumo à fileira de coroação, então nunca pode ser desfeito, e uma captura também não. O lance em que uma pedra é coroada também é um lance de pedra, então também reinicia a contagem.</translation>
    </message>
</context>
<context>
    <name>AmericanCrowning</name>
    <message>
        <source>Which capture, and crowning</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Qual captura escolher, e a coroação</translation>
    </message>
    <message>
        <source>You may choose any capture, however small; a man crowned during a capture stops there.</source>
        <translation>Você pode escolher qualquer captura, por menor que seja; uma pedra coroada durante uma captura para ali.</translation>
    </message>
    <message>
        <source>When you have several captures, you may choose any of them, even one that takes fewer pieces: American checkers has no rule that you must take the most. Only two things are fixed: you must capture, and the capture you choose must be completed. Here 22 can take two men and 16 only one.</source>
        <extracomment>22 and 16 are squares: keep them as they are</extracomment>
        <translation>Quando você tem várias capturas, pode escolher qualquer uma, até uma que tome menos peças: nas damas americanas não há lei da maioria que obrigue a tomar o maior número de peças. Só duas coisas são fixas: você tem de capturar, e a captura escolhida tem de ser completada. Aqui a 22 pode tomar duas pedras e a 16 só uma.</translation>
    </message>
    <message>
        <source>Look at what each capture leaves on the board, then play the one that does not give material back.</source>
        <translation>Veja o que cada captura deixa no tabuleiro e jogue a que não devolve material.</translation>
    </message>
    <message>
        <source>22x8 takes two men, but then the man on 4 jumps 8 and 16 in one move (4x20): two for two. The smaller capture, 16x7, loses nothing.</source>
        <extracomment>22x8, 4, 8, 16, 4x20 and 16x7 are captures and squares: keep them as they are</extracomment>
        <translation>22x8 toma duas pedras, mas depois a pedra da 4 salta a 8 e a 16 num só lance (4x20): duas por duas. A captura menor, 16x7, não perde nada.</translation>
    </message>
    <message>
        <source>Right: 16x7 takes only one man, but every white man is safe, and the man on 7 is about to be crowned.</source>
        <extracomment>16x7 and 7 are a capture and a square: keep them as they are</extracomment>
        <translation>Certo: 16x7 toma só uma pedra, mas todas as pedras brancas estão a salvo, e a da 7 está prestes a ser coroada.</translation>
    </message>
    <message>
        <source>Now see what the bigger capture would have led to.</source>
        <translation>Agora veja aonde a captura maior teria levado.</translation>
    </message>
    <message>
        <source>The man on 22 takes 18 and 11 and ends on 8, right in front of the black man on 4.</source>
        <extracomment>22, 18, 11 and 8 are squares: keep them as they are</extracomment>
        <translation>A pedra da 22 toma a 18 e a 11 e termina na 8, bem na frente da pedra preta da 4.</translation>
    </message>
    <message>
        <source>Black must capture too: 4 jumps 8, lands on 11, jumps 16 and ends on 20. Two men each, and White&apos;s advantage is gone.</source>
        <extracomment>4, 8, 11, 16 and 20 are squares: keep them as they are</extracomment>
        <translation>As pretas também têm de capturar: a 4 salta a 8, cai na 11, salta a 16 e termina na 20. Duas pedras para cada lado, e a vantagem das brancas sumiu.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned, and its move ends there, even in the middle of a capture. Here 11 jumps 7 and lands on 2, a king. A king on 2 could jump 6, but the move is over: the new king may capture only on its next turn.</source>
        <extracomment>11, 7, 2 and 6 are squares: keep them as they are</extracomment>
        <translation>Uma pedra que chega à última fileira é coroada, e o seu lance termina ali, mesmo no meio de uma captura. Aqui a 11 salta a 7 e cai na 2, já dama. Uma dama na 2 poderia saltar a 6, mas o lance acabou: a nova dama só pode capturar no próximo lance.</translation>
    </message>
    <message>
        <source>Your man on 18 can capture its way to the far row. Play the capture.</source>
        <extracomment>18 is a square: keep it as it is</extracomment>
        <translation>A sua pedra da 18 pode chegar à última fileira capturando. Jogue a captura.</translation>
    </message>
    <message>
        <source>Jump 14 to 9, then 6 to 2.</source>
        <extracomment>18, 14, 9, 6 and 2 are squares: keep them as they are</extracomment>
        <translation>Salte a 14 até a 9 e depois a 6 até a 2.</translation>
    </message>
    <message>
        <source>Crowned on 2, and the move ends there: your new king does not take 7 now, though it could on its next move if 7 is still there and 11 is empty.</source>
        <extracomment>2 and 7 are squares: keep them as they are</extracomment>
        <translation>Coroada na 2, e o lance termina ali: a sua nova dama não toma a 7 agora, embora possa fazê-lo no próximo lance se a 7 ainda estiver lá e a 11 estiver vazia.</translation>
    </message>
    <message>
        <source>This is where American checkers differs from Russian draughts, where a man crowned during a capture goes on at once as a king. In American checkers the crowning always ends the move, whether the man got there by a step or by a capture.</source>
        <translation>Nisso as damas americanas diferem das damas russas, em que uma pedra coroada durante uma captura continua na hora como dama. Nas damas americanas a coroação sempre encerra o lance, tenha a pedra chegado com um passo ou com uma captura.</translation>
    </message>
</context>
<context>
    <name>AmericanForcedCaptures</name>
    <message>
        <source>Forced captures</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Capturas forçadas</translation>
    </message>
    <message>
        <source>Your opponent must capture too: give a man to take two, or to open the way to the king row.</source>
        <translation>O seu adversário também é obrigado a capturar: entregue uma pedra para tomar duas, ou para abrir o caminho até a fileira de coroação.</translation>
    </message>
    <message>
        <source>Capturing is obligatory for your opponent too. So you can give a man away on purpose: the capture that follows is forced, and it may leave the capturing man, or its neighbours, where you can jump them. A combination of this kind is called a shot.</source>
        <translation>Capturar também é obrigatório para o seu adversário. Por isso você pode entregar uma pedra de propósito: a captura que se segue é forçada e pode deixar a pedra que captura, ou as vizinhas dela, onde você pode saltá-las. Uma combinação desse tipo se chama golpe.</translation>
    </message>
    <message>
        <source>Give one man to take two. Find the move that forces the black man on 14 to capture and lets you jump two men in reply.</source>
        <extracomment>14 and 15 are squares: keep them as they are</extracomment>
        <translation>Entregue uma pedra para tomar duas. Encontre o lance que obriga a pedra preta da 14 a capturar e deixa você saltar duas pedras em resposta.</translation>
    </message>
    <message>
        <source>That move wins nothing. Put a man where 14 must take it: 23-18.</source>
        <extracomment>23-18 is a move: keep it as it is</extracomment>
        <translation>Esse lance não ganha nada. Coloque uma pedra onde a 14 tenha de tomá-la: 23-18.</translation>
    </message>
    <message>
        <source>Two for one: after the forced 14x23, 27x11 takes 23 and 15.</source>
        <extracomment>27x11, 23 and 15 are a capture and squares: keep them as they are</extracomment>
        <translation>Duas por uma: depois da captura forçada 14x23, 27x11 toma a 23 e a 15.</translation>
    </message>
    <message>
        <source>The same shot again, move by move.</source>
        <translation>O mesmo golpe de novo, lance a lance.</translation>
    </message>
    <message>
        <source>23-18 offers a man. Behind it 23 is now empty, so 14 can jump it.</source>
        <extracomment>23-18, 14 and 23 are a move and squares: keep them as they are</extracomment>
        <translation>23-18 oferece uma pedra. Atrás dela a 23 agora está vazia, então a 14 pode saltá-la.</translation>
    </message>
    <message>
        <source>27 jumps 23, lands on 18, jumps 15 and ends on 11. White is a man ahead.</source>
        <extracomment>27, 23, 18, 15 and 11 are squares: keep them as they are</extracomment>
        <translation>A 27 salta a 23, cai na 18, salta a 15 e termina na 11. As brancas ficam com uma pedra a mais.</translation>
    </message>
    <message>
        <source>Your man on 9 would crown by jumping 6, but 2 behind it is taken. Give a man to pull the black man away from 2, then crown with a capture.</source>
        <extracomment>9, 6 and 2 are squares: keep them as they are</extracomment>
        <translation>A sua pedra da 9 seria coroada saltando a 6, mas a 2, atrás, está ocupada. Entregue uma pedra para tirar a pedra preta da 2 e depois coroe com uma captura.</translation>
    </message>
    <message>
        <source>Not yet. Offer the man on 11 with 11-7: 2 must take it, and the way to 2 opens for 9.</source>
        <extracomment>11-7, 2 and 9 are a move and squares: keep them as they are</extracomment>
        <translation>Ainda não. Ofereça a pedra da 11 com 11-7: a 2 tem de tomá-la, e o caminho até a 2 se abre para a 9.</translation>
    </message>
    <message>
        <source>After the forced 2x11, 9x2 jumps 6 and crowns your man on 2.</source>
        <extracomment>2x11 and 9x2 are captures: keep them as they are</extracomment>
        <translation>Depois da captura forçada 2x11, 9x2 salta a 6 e coroa a sua pedra na 2.</translation>
    </message>
    <message>
        <source>Watch the crowning combination again.</source>
        <translation>Veja de novo a combinação que termina em coroação.</translation>
    </message>
    <message>
        <source>11-7 puts a man right in front of the black man on 2.</source>
        <extracomment>11-7 and 2 are a move and a square: keep them as they are</extracomment>
        <translation>11-7 coloca uma pedra bem na frente da pedra preta da 2.</translation>
    </message>
    <message>
        <source>2x11 is forced: it is Black&apos;s only capture, since the man on 13 stops 6x13.</source>
        <extracomment>2x11, 6x13 and 13 are captures and a square: keep them as they are</extracomment>
        <translation>2x11 é forçada: é a única captura das pretas, porque a pedra da 13 impede 6x13.</translation>
    </message>
    <message>
        <source>9x2: the man jumps 6 and is crowned. White has a king, and the material is level again.</source>
        <extracomment>9x2 is a capture: keep it as it is</extracomment>
        <translation>9x2: a pedra salta a 6 e é coroada. As brancas têm uma dama, e o material volta a ficar igual.</translation>
    </message>
    <message>
        <source>Before every move, ask two questions: which captures will my opponent be forced to make, and where will their men stand afterwards? The same questions warn you of your opponent&apos;s shots.</source>
        <translation>Antes de cada lance, faça duas perguntas: que capturas o meu adversário será obrigado a fazer, e onde as pedras dele vão ficar depois? As mesmas perguntas avisam você dos golpes do adversário.</translation>
    </message>
    <message>
        <source>14x23 is Black&apos;s only capture, so it is forced: 15 cannot jump 18, since 22 is taken. And it cannot go on, since 32, behind 27, is taken too.</source>
        <extracomment>14x23, 15, 18, 22, 27 and 32 are a capture and squares: keep them as they are</extracomment>
        <translation>14x23 é a única captura das pretas, então é forçada: a 15 não pode saltar a 18, porque a 22 está ocupada. E ela não pode continuar, porque a 32, atrás da 27, também está ocupada.</translation>
    </message>
</context>
<context>
    <name>AmericanGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quem vence, como se propõe empate e os empates que o programa aplica sozinho.</translation>
    </message>
    <message>
        <source>A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on 5 can neither step nor capture, so White has won.</source>
        <extracomment>5 is a square: keep it as it is</extracomment>
        <translation>Perde a partida o lado que tem de jogar e não pode: não tem mais nenhuma peça, ou nenhuma das suas peças tem um lance legal. Aqui é a vez das pretas, mas a pedra da 5 não pode nem avançar nem capturar, então as brancas venceram.</translation>
    </message>
    <message>
        <source>Black has two men left. Choose the capture that takes both: with no piece left, Black loses at once.</source>
        <translation>As pretas têm duas pedras. Escolha a captura que toma as duas: sem nenhuma peça, as pretas perdem na hora.</translation>
    </message>
    <message>
        <source>That capture takes only 18, and the game goes on. The man on 22 can take both men in one move.</source>
        <extracomment>18 and 22 are squares: keep them as they are</extracomment>
        <translation>Essa captura toma só a 18, e a partida continua. A pedra da 22 pode tomar as duas pedras num só lance.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>As pretas ficaram sem peças: as brancas vencem.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on 20. Play the move that leaves it with no step and no capture.</source>
        <extracomment>20 is a square: keep it as it is</extracomment>
        <translation>A última pedra preta está na 20. Faça o lance que a deixa sem poder avançar nem capturar.</translation>
    </message>
    <message>
        <source>After that move the man on 20 can still move. Its only square is 24: fill it with a man that cannot be jumped, because 27 behind it stays occupied.</source>
        <extracomment>20, 24 and 27 are squares: keep them as they are</extracomment>
        <translation>Depois desse lance a pedra da 20 ainda pode se mover. A única casa dela é a 24: ocupe-a com uma pedra que não possa ser saltada, porque a 27, atrás, continua ocupada.</translation>
    </message>
    <message>
        <source>Black has a man but no legal move: White wins.</source>
        <translation>As pretas têm uma pedra, mas nenhum lance legal: as brancas vencem.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <extracomment>&quot;Offer a draw&quot; is the name of a button on the play page: use the same words as the button</extracomment>
        <translation>Uma partida também pode terminar empatada de comum acordo. Na página de jogo, &quot;Propor empate&quot; envia a sua proposta junto com o seu lance, valendo só para a próxima vez do adversário. Depois de feita, não pode ser retirada: o adversário aceita, ou recusa simplesmente jogando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.</source>
        <translation>O computador responde à sua proposta de acordo com a própria avaliação da posição. Ele aceita quando não acha que está ganhando, porque a posição dele é pior ou está mais ou menos igual, e diz qual dos dois. Quando acha que está melhor, ou vê uma linha vencedora, recusa e diz isso.</translation>
    </message>
    <message>
        <source>Other draws need no offer, and the program applies them by itself: when a position appears for the third time, or when 40 moves per side go by with no man moved and nothing captured, the game ends at once and the result line says why. The panel beside the board shows the count; the next lessons teach repetition and the count.</source>
        <translation>Outros empates não precisam de proposta, e o programa os aplica sozinho: quando uma posição aparece pela terceira vez, ou quando passam 40 lances por lado sem mover nenhuma pedra e sem capturar nada, a partida termina na hora e a linha do resultado diz por quê. O painel ao lado do tabuleiro mostra a contagem; as próximas lições ensinam a repetição e a contagem.</translation>
    </message>
    <message>
        <source>Now win against the computer within five moves: take every black man or leave Black without a move. The black men stand on the right-hand edge and can only come down the board; put your king where they will have to walk into it.</source>
        <translation>Agora vença o computador em no máximo cinco lances: tome todas as pedras pretas ou deixe as pretas sem lance. As pedras pretas estão na borda direita e só podem descer pelo tabuleiro; coloque a sua dama onde, ao avançar, elas tenham de ficar ao alcance dela.</translation>
    </message>
</context>
<context>
    <name>AmericanKings</name>
    <message>
        <source>Kings</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>As damas</translation>
    </message>
    <message>
        <source>A king moves and captures one square at a time, forward and backward.</source>
        <translation>A dama se move e captura uma casa de cada vez, para a frente e para trás.</translation>
    </message>
    <message>
        <source>A crowned man is a king. A king moves one square diagonally, forward or backward: the king on 18 can go to 14, 15, 22 or 23. It never goes further in one move; in American checkers kings do not fly along the diagonals as they do in other kinds of draughts.</source>
        <extracomment>18, 14, 15, 22 and 23 are squares: keep them as they are</extracomment>
        <translation>Uma pedra coroada é uma dama. A dama se move uma casa na diagonal, para a frente ou para trás: a dama da 18 pode ir para a 14, a 15, a 22 ou a 23. Nunca vai mais longe num lance; nas damas americanas a dama não corre pelas diagonais como em outras modalidades de damas.</translation>
    </message>
    <message>
        <source>A king captures like a man, over an adjacent piece onto the empty square behind, but backward as well as forward. Your king on 15 can take either black man: choose the capture after which it is not taken straight back.</source>
        <translation>A dama captura como uma pedra, por cima de uma peça vizinha até a casa vazia de trás, mas tanto para trás quanto para a frente. A sua dama da 15 pode tomar qualquer uma das duas pedras pretas: escolha a captura depois da qual ela não é tomada na hora.</translation>
    </message>
    <message>
        <source>After 15x8 the black man on 4 jumps your king (4x11). Capture backward instead: 15x24.</source>
        <extracomment>15x8, 4, 4x11 and 15x24 are captures and squares: keep them as they are</extracomment>
        <translation>Depois de 15x8 a pedra preta da 4 salta a sua dama (4x11). Capture para trás: 15x24.</translation>
    </message>
    <message>
        <source>Right: 15x24 jumps 19 backward, and nothing can take your king on 24.</source>
        <extracomment>15x24 and 19 are a capture and a square: keep them as they are</extracomment>
        <translation>Certo: 15x24 salta a 19 para trás, e nada pode tomar a sua dama na 24.</translation>
    </message>
    <message>
        <source>Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This king jumps all four black men and comes back to 22; the man on 18, next to it, has already been jumped, so the capture ends there.</source>
        <extracomment>22, 18 and 15 are squares: keep them as they are</extracomment>
        <translation>As peças saltadas só saem do tabuleiro quando o lance inteiro termina, e nenhuma pode ser saltada duas vezes. Esta dama salta as quatro pedras pretas e volta à 22; a pedra da 18, ao lado dela, já foi saltada, então a captura termina ali.</translation>
    </message>
    <message>
        <source>Two captures go from 22 to 31. Play the one that takes all five black men.</source>
        <extracomment>22 and 31 are squares: keep them as they are</extracomment>
        <translation>Duas capturas vão da 22 à 31. Jogue a que toma as cinco pedras pretas.</translation>
    </message>
    <message>
        <source>That was 22x31, which takes only 26. The long one goes round the four men first: 22x13x6x15x22x31.</source>
        <extracomment>22x31, 26 and 22x13x6x15x22x31 stay as they are</extracomment>
        <translation>Essa foi a 22x31, que toma só a 26. A longa primeiro dá a volta nas quatro pedras: 22x13x6x15x22x31.</translation>
    </message>
    <message>
        <source>All five men are gone. Because the short capture also goes from 22 to 31, this one is written with every square it lands on.</source>
        <extracomment>22 and 31 are squares: keep them as they are</extracomment>
        <translation>As cinco pedras caíram. Como a captura curta também vai da 22 à 31, esta se escreve com todas as casas em que cai.</translation>
    </message>
    <message>
        <source>A king is strong, but a man can jump it like any other piece. Move your king on 10 without putting it where a black man can capture it.</source>
        <extracomment>10 is a square: keep it as it is</extracomment>
        <translation>A dama é forte, mas uma pedra pode saltá-la como qualquer outra peça. Mova a sua dama da 10 sem colocá-la onde uma pedra preta possa capturá-la.</translation>
    </message>
    <message>
        <source>After 10-7 the black man on 3 jumps your king (3x10). Any other square is safe.</source>
        <extracomment>10-7, 3 and 3x10 are a move, a square and a capture: keep them as they are</extracomment>
        <translation>Depois de 10-7 a pedra preta da 3 salta a sua dama (3x10). Qualquer outra casa é segura.</translation>
    </message>
    <message>
        <source>Right: your king is out of reach of both black men.</source>
        <translation>Certo: a sua dama está fora do alcance das duas pedras pretas.</translation>
    </message>
</context>
<context>
    <name>AmericanMen</name>
    <message>
        <source>How men move</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Como as pedras se movem</translation>
    </message>
    <message>
        <source>Men move one square diagonally forward, never backward, and are crowned on the far row.</source>
        <translation>As pedras avançam uma casa na diagonal, nunca recuam e são coroadas na última fileira.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, onto an empty square. White&apos;s men move up the board, toward squares 1-4; Black&apos;s move down, toward 29-32. The white man on 22 can go to 17 or to 18, and nowhere else.</source>
        <extracomment>22, 17, 18, 1-4 and 29-32 are square numbers: keep them as they are</extracomment>
        <translation>Uma pedra avança uma casa na diagonal, para uma casa vazia. As pedras brancas sobem pelo tabuleiro, rumo às casas 1-4; as pretas descem, rumo às 29-32. A pedra branca da 22 pode ir para a 17 ou para a 18, e para nenhum outro lugar.</translation>
    </message>
    <message>
        <source>Move your man on 22 to a square where no black man can jump it.</source>
        <extracomment>22 is a square: keep it as it is</extracomment>
        <translation>Mova a sua pedra da 22 para uma casa onde nenhuma pedra preta possa saltá-la.</translation>
    </message>
    <message>
        <source>After 22-18 the black man on 15 jumps it at once (15x22). Go to 17 instead.</source>
        <extracomment>22-18, 15 and 15x22 are a move, a square and a capture: keep them as they are</extracomment>
        <translation>Depois de 22-18 a pedra preta da 15 a salta na hora (15x22). Vá para a 17.</translation>
    </message>
    <message>
        <source>Right: on 17 your man has no black man right in front of it with an empty square behind, so it is safe.</source>
        <extracomment>17, 9 and 15 are squares: keep them as they are</extracomment>
        <translation>Certo: na 17 a sua pedra não tem à frente nenhuma pedra preta com uma casa vazia atrás, então está a salvo.</translation>
    </message>
    <message>
        <source>A man never moves backward. When it reaches the far row (squares 1-4 for White, 29-32 for Black) it is crowned and becomes a king, which the next lessons teach. Here the white man on 6 is one step from crowning, and so is the black man on 27.</source>
        <extracomment>1-4, 6, 29-32 and 27 are square numbers: keep them as they are</extracomment>
        <translation>Uma pedra nunca recua. Quando chega à última fileira (casas 1-4 para as brancas, 29-32 para as pretas), ela é coroada e vira dama, como ensinam as próximas lições. Aqui a pedra branca da 6 está a um passo da coroação, e a pedra preta da 27 também.</translation>
    </message>
    <message>
        <source>Crown your man on 6.</source>
        <extracomment>6 is a square: keep it as it is</extracomment>
        <translation>Coroe a sua pedra da 6.</translation>
    </message>
    <message>
        <source>That move does not crown. The man on 6 can step to 1 or 2, on the far row.</source>
        <extracomment>6, 1 and 2 are squares: keep them as they are</extracomment>
        <translation>Esse lance não coroa. A pedra da 6 pode ir para a 1 ou para a 2, na última fileira.</translation>
    </message>
    <message>
        <source>Crowned: your man is now a king. In a real game a second piece is put on top of it.</source>
        <translation>Coroada: a sua pedra agora é uma dama. Numa partida de verdade, coloca-se outra peça por cima dela.</translation>
    </message>
    <message>
        <source>Take your man on 21 all the way to the far row against the computer, within five moves, without letting it be captured.</source>
        <extracomment>21 is a square: keep it as it is</extracomment>
        <translation>Leve a sua pedra da 21 até a última fileira contra o computador, em no máximo cinco lances, sem deixar que ela seja capturada.</translation>
    </message>
    <message>
        <source>Watch the first moves of a game. Black moves first.</source>
        <translation>Veja os primeiros lances de uma partida. As pretas jogam primeiro.</translation>
    </message>
    <message>
        <source>11-15: Black takes a central square.</source>
        <extracomment>11-15 is a move: keep it as it is</extracomment>
        <translation>11-15: as pretas ocupam uma casa central.</translation>
    </message>
    <message>
        <source>23-19: White answers in the centre too; the men on 15 and 19 face each other, and neither can jump the other, since the squares behind them are occupied.</source>
        <extracomment>23-19 is a move: keep it as it is</extracomment>
        <translation>23-19: as brancas respondem também no centro; as pedras da 15 e da 19 ficam frente a frente, e nenhuma pode saltar a outra, porque as casas de trás estão ocupadas.</translation>
    </message>
    <message>
        <source>8-11: Black brings up a man behind the one on 15.</source>
        <extracomment>8-11 is a move: keep it as it is</extracomment>
        <translation>8-11: as pretas trazem uma pedra para trás da que está na 15.</translation>
    </message>
    <message>
        <source>22-17: White develops on the other side. Every man has moved forward; none can come back.</source>
        <extracomment>22-17 is a move: keep it as it is</extracomment>
        <translation>22-17: as brancas desenvolvem pelo outro lado. Todas as pedras avançaram; nenhuma pode voltar.</translation>
    </message>
</context>
<context>
    <name>AmericanPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Jogue uma partida com estas regras</translation>
    </message>
    <message>
        <source>A short recap of the American rules, then a game against the computer.</source>
        <translation>Uma breve revisão das regras americanas e, depois, uma partida contra o computador.</translation>
    </message>
    <message>
        <source>What makes American checkers its own: Black moves first, men move and capture only forward, kings move and capture one square at a time, forward and backward, and you may choose any capture, however small. A man that reaches the last row is crowned, and its move ends there, even in the middle of a capture.</source>
        <translation>O que torna as damas americanas únicas: as pretas jogam primeiro, as pedras se movem e capturam só para a frente, as damas se movem e capturam uma casa de cada vez, para a frente e para trás, e você pode escolher qualquer captura, por menor que seja. Uma pedra que chega à última fileira é coroada, e o seu lance termina ali, mesmo no meio de uma captura.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or 40 moves per side with no man moved and nothing captured. The result line says why the game ended.</source>
        <translation>Você perde quando, na sua vez, não tem mais nenhuma peça ou nenhum lance legal. Pode-se propor empate; os outros empates vêm sozinhos: uma posição pela terceira vez, ou 40 lances por lado sem mover nenhuma pedra e sem capturar nada. A linha do resultado diz por que a partida terminou.</translation>
    </message>
    <message>
        <source>One last puzzle before your game. Both of your men can capture, and you may choose either capture. Find the one that takes two men.</source>
        <extracomment>22x8 and 28x19 are moves in American notation: keep them as they are</extracomment>
        <translation>Um último exercício antes da sua partida. As suas duas pedras podem capturar, e você pode escolher qualquer uma das capturas. Encontre a que toma duas pedras.</translation>
    </message>
    <message>
        <source>That capture takes only one man. The man on 22 can jump 18 and then 11.</source>
        <extracomment>22 is a square number: keep it as it is</extracomment>
        <translation>Essa captura toma só uma pedra. A pedra da 22 pode saltar a 18 e depois a 11.</translation>
    </message>
    <message>
        <source>Right: 22x8 takes both men, written by its start and end only.</source>
        <extracomment>22x8 is a move: keep it as it is</extracomment>
        <translation>Certo: 22x8 toma as duas pedras, e se escreve só com a saída e a chegada.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board shows the 40-move count, with the moves left and a bar that shrinks as the end nears. Hover over it to read its rule and what starts it again. Below the count, the panel warns when a position has occurred twice.</source>
        <translation>Durante a partida, o painel Contagens de empate, ao lado do tabuleiro, mostra a contagem de 40 lances, com os lances restantes e uma barra que encolhe conforme o fim se aproxima. Passe o ponteiro sobre ela para ler a regra e o que a reinicia. Abaixo da contagem, o painel avisa quando uma posição já ocorreu duas vezes.</translation>
    </message>
    <message>
        <source>You know the rules of American checkers now. Start a game against the computer with these rules, and keep an eye on the count when the endgame comes.</source>
        <translation>Agora você conhece as regras das damas americanas. Comece uma partida contra o computador com estas regras, e fique de olho na contagem quando chegar o final.</translation>
    </message>
</context>
<context>
    <name>AmericanRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Repetição</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>A mesma posição pela terceira vez é empate: como se conta, o que zera a contagem e como evitá-la.</translation>
    </message>
    <message>
        <source>When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.</source>
        <translation>Quando as mesmas peças estão nas mesmas casas, com o mesmo lado a jogar, pela terceira vez, a partida termina empatada. Ninguém precisa pedir: o empate vale automaticamente no instante em que a posição aparece pela terceira vez.</translation>
    </message>
    <message>
        <source>The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.</source>
        <translation>A mesma posição quer dizer cada pedra e cada dama de cada cor na mesma casa, e o mesmo lado a jogar. Pedra e dama são peças diferentes. As três vezes não precisam ser seguidas: pode haver outras posições entre elas.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.</source>
        <translation>As brancas têm uma dama a mais e deveriam vencer. Veja como jogam essa vantagem fora, levando as damas para lá e para cá enquanto a dama preta faz o mesmo. Acompanhe as repetições no painel.</translation>
    </message>
    <message>
        <source>32-28: the king steps aside. It achieves nothing.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>32-28: a dama se afasta. Não consegue nada.</translation>
    </message>
    <message>
        <source>1-5: Black shuffles too.</source>
        <extracomment>1-5 is a move: keep it as it is</extracomment>
        <translation>1-5: as pretas também vão e voltam.</translation>
    </message>
    <message>
        <source>The king goes back to 32.</source>
        <translation>A dama volta para a 32.</translation>
    </message>
    <message>
        <source>The black king goes back to 1: the starting position is on the board for the second time. The panel warns that a third time draws.</source>
        <translation>A dama preta volta para a 1: a posição inicial está no tabuleiro pela segunda vez. O painel avisa que uma terceira vez é empate.</translation>
    </message>
    <message>
        <source>29-25: now White moves the other king. This position is new.</source>
        <extracomment>29-25 is a move: keep it as it is</extracomment>
        <translation>29-25: agora as brancas movem a outra dama. Esta posição é nova.</translation>
    </message>
    <message>
        <source>Black answers with the same shuffle to 5.</source>
        <translation>As pretas respondem com o mesmo vaivém para a 5.</translation>
    </message>
    <message>
        <source>The king returns to 29. This position, with the black king on 5, is here for the second time too.</source>
        <translation>A dama regressa à 29. Esta posição, com a dama preta na 5, também está aqui pela segunda vez.</translation>
    </message>
    <message>
        <source>The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.</source>
        <translation>A posição inicial aparece pela terceira vez, embora não logo depois da segunda. A partida termina na hora: “A mesma posição apareceu três vezes”.</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.</source>
        <translation>A repetição exige que os dois lados voltem às mesmas casas. Por isso quem está na frente sempre tem voz: a qualquer lance as brancas podiam mover a pedra ou levar uma dama a uma casa nova. Se você está na frente, varie os lances; se está atrás, uma repetição pode salvar a partida.</translation>
    </message>
    <message>
        <source>This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.</source>
        <translation>Esta posição aparece pela segunda vez. Uma captura ou um movimento de pedra zera tudo: depois de qualquer um deles nenhuma posição anterior pode voltar, então a contagem recomeça.</translation>
    </message>
    <message>
        <source>22-18: a man move. A man never moves back, so the two earlier visits no longer count. The 40-move count starts again too.</source>
        <extracomment>22-18 is a move: keep it as it is</extracomment>
        <translation>22-18: um lance de pedra. Uma pedra nunca recua, então as duas ocorrências anteriores não contam mais. A contagem de 40 lances também recomeça.</translation>
    </message>
    <message>
        <source>The black king shuffles to 5 as before.</source>
        <translation>A dama preta vai para a 5 como antes.</translation>
    </message>
    <message>
        <source>The same king move as in the earlier shuffle, but with the man on 18 this position is new: it has occurred once.</source>
        <translation>O mesmo lance de dama do vaivém anterior, mas com a pedra na 18 esta posição é nova: ocorreu uma vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling. The position you would get after 32-28 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>As damas estão indo e voltando. A posição que você teria depois de 32-28 já esteve duas vezes no tabuleiro. Mantenha as suas chances de vitória: faça um lance que não a traga pela terceira vez.</translation>
    </message>
    <message>
        <source>32-28 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>32-28 traz essa posição pela terceira vez: a partida é empate na hora e a dama a mais é desperdiçada. Qualquer outro lance mantém a partida viva.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as 22-18 even wipes the slate clean, since no earlier position can come back after it.</source>
        <extracomment>22-18 is a move: keep it as it is</extracomment>
        <translation>Certo, a partida continua. Um lance de pedra como 22-18 até zera tudo, porque depois dele nenhuma posição anterior pode voltar.</translation>
    </message>
    <message>
        <source>The referee checks for a repetition after every move, before the move count: a third occurrence draws even when the count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>O árbitro verifica a repetição depois de cada lance, antes da contagem de lances: uma terceira ocorrência é empate mesmo que a contagem ainda tenha lances. O painel avisa quando a posição do tabuleiro já ocorreu duas vezes.</translation>
    </message>
</context>
<context>
    <name>AmericanShots</name>
    <message>
        <source>Shots from real games</source>
        <extracomment>Lesson title (a course of the Learn page): combinations (shots) found in games</extracomment>
        <translation>Golpes de partidas reais</translation>
    </message>
    <message>
        <source>Positions from real games where one move wins material by force: find it, then play the whole combination.</source>
        <translation>Posições de partidas reais em que um lance ganha material de forma forçada: encontre-o e depois jogue a combinação inteira.</translation>
    </message>
    <message>
        <source>White to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>As brancas jogam e ganham material de forma forçada.</translation>
    </message>
    <message>
        <source>From a game: %1.</source>
        <extracomment>Where a shot&apos;s position comes from. %1 is the event and the year, as the game&apos;s record writes them: keep it as it is</extracomment>
        <translation>De uma partida: %1.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces Black to capture: find the move after which Black&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esse não. O golpe obriga as pretas a capturar: procure o lance depois do qual a captura delas deixa as peças onde você pode tomar mais.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As brancas tomam %n peça a mais do que entregam.</numerusform>
            <numerusform>O golpe: %1. As brancas tomam %n peças a mais do que entregam.</numerusform>
        </translation>
    </message>
    <message>
        <source>From a game between %1 (White) and %2 (Black), %3.</source>
        <extracomment>Where a shot&apos;s position comes from. %1 and %2 are players, %3 the event and the year, as the game&apos;s record writes them: keep them as they are</extracomment>
        <translation>De uma partida entre %1 (brancas) e %2 (pretas), %3.</translation>
    </message>
    <message>
        <source>Black to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>As pretas jogam e ganham material de forma forçada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces White to capture: find the move after which White&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esse não. O golpe obriga as brancas a capturar: procure o lance depois do qual a captura delas deixa as peças onde você pode tomar mais.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As pretas tomam %n peça a mais do que entregam.</numerusform>
            <numerusform>O golpe: %1. As pretas tomam %n peças a mais do que entregam.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As brancas tomam %n peça a mais do que entregam e ganham uma dama nova.</numerusform>
            <numerusform>O golpe: %1. As brancas tomam %n peças a mais do que entregam e ganham uma dama nova.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AmericanTechnique</name>
    <message>
        <source>Endgame technique</source>
        <extracomment>Lesson title (American checkers course)</extracomment>
        <translation>Técnica de finais</translation>
    </message>
    <message>
        <source>Two kings against one: drive the lone king out of the double corner and catch it well within the count; and how the lone king makes the win hardest.</source>
        <translation>Duas damas contra uma: tire a dama solitária do canto duplo e capture-a bem dentro da contagem; e como a dama solitária torna a vitória o mais difícil possível.</translation>
    </message>
    <message>
        <source>Two kings against one always win, but only with the right method. The lone king runs for a double corner: squares 1 and 5 on Black&apos;s side, 28 and 32 on White&apos;s, two corner squares side by side where it can shuttle back and forth. You have 40 moves, and a good method needs about a dozen.</source>
        <extracomment>1, 5, 28 and 32 are square numbers: keep them as they are</extracomment>
        <translation>Duas damas contra uma sempre vencem, mas só com o método certo. A dama solitária corre para um canto duplo: as casas 1 e 5 no lado das pretas, 28 e 32 no das brancas, duas casas de canto vizinhas entre as quais ela pode ir e voltar. Você tem 40 lances, e um bom método precisa de uns doze.</translation>
    </message>
    <message>
        <source>The method: bring both kings close, take the squares next to the corner so that the lone king has to step out along the edge, then set a trap in which every move it has walks into one of your kings. Never let it slip past into the open board.</source>
        <translation>O método: aproxime as duas damas, ocupe as casas ao lado do canto para que a dama solitária tenha de sair pela borda e depois arme uma armadilha em que cada lance que ela tiver a faça cair numa das suas damas. Nunca a deixe escapar para o centro do tabuleiro.</translation>
    </message>
    <message>
        <source>Watch White catch the lone king in the double corner, with the count in the panel.</source>
        <translation>Veja as brancas capturarem a dama solitária no canto duplo, com a contagem no painel.</translation>
    </message>
    <message>
        <source>The first king comes closer.</source>
        <translation>A primeira dama se aproxima.</translation>
    </message>
    <message>
        <source>The lone king looks for room.</source>
        <translation>A dama solitária procura espaço.</translation>
    </message>
    <message>
        <source>The second king comes closer.</source>
        <translation>A segunda dama se aproxima.</translation>
    </message>
    <message>
        <source>Back into the corner.</source>
        <translation>De volta ao canto.</translation>
    </message>
    <message>
        <source>The lone king shuttles in the double corner.</source>
        <translation>A dama solitária vai e volta no canto duplo.</translation>
    </message>
    <message>
        <source>White takes a square next to the corner.</source>
        <translation>As brancas ocupam uma casa ao lado do canto.</translation>
    </message>
    <message>
        <source>A king steps into the corner square 1 itself: the lone king can no longer go back there.</source>
        <extracomment>1 is a square: keep it as it is</extracomment>
        <translation>Uma dama entra na própria casa do canto, a 1: a dama solitária não pode mais voltar para lá.</translation>
    </message>
    <message>
        <source>It must leave the corner.</source>
        <translation>Ela tem de sair do canto.</translation>
    </message>
    <message>
        <source>The king follows to 5, behind it.</source>
        <extracomment>5 is a square: keep it as it is</extracomment>
        <translation>A dama a segue até a 5, por trás.</translation>
    </message>
    <message>
        <source>Down the edge.</source>
        <translation>Desce pela borda.</translation>
    </message>
    <message>
        <source>The second king comes back to cut the lone king off.</source>
        <translation>A segunda dama volta para cortar o caminho da dama solitária.</translation>
    </message>
    <message>
        <source>The lone king runs on.</source>
        <translation>A dama solitária continua fugindo.</translation>
    </message>
    <message>
        <source>The net closes.</source>
        <translation>A rede se fecha.</translation>
    </message>
    <message>
        <source>Back to the edge.</source>
        <translation>De volta à borda.</translation>
    </message>
    <message>
        <source>The trap is set: the lone king on 13 cannot go to 17 without being taken, and its other square is next to the king on 5.</source>
        <extracomment>13 and 17 are squares: keep them as they are</extracomment>
        <translation>A armadilha está armada: a dama solitária da 13 não pode ir para a 17 sem ser capturada, e a outra casa dela fica ao lado da dama da 5.</translation>
    </message>
    <message>
        <source>Its only other move walks into the king on 5.</source>
        <translation>O único outro lance dela a leva a cair na dama da 5.</translation>
    </message>
    <message>
        <source>5x14: White wins with its 11th move, far within the 40.</source>
        <extracomment>5x14 is a capture: keep it as it is</extracomment>
        <translation>5x14: as brancas vencem com o seu 11.º lance, bem dentro dos 40.</translation>
    </message>
    <message>
        <source>Your turn, against the computer at full strength: the same ending in the other double corner, 28 and 32. Bring both kings close, drive the lone king out along the edge and catch it within 12 moves.</source>
        <extracomment>28 and 32 are squares: keep them as they are</extracomment>
        <translation>Sua vez, contra o computador com força total: o mesmo final no outro canto duplo, a 28 e a 32. Aproxime as duas damas, tire a dama solitária pela borda e capture-a em no máximo 12 lances.</translation>
    </message>
    <message>
        <source>With the lone king, the same facts are your plan. Head for a double corner at once and shuttle between its two squares: there the win takes longest, and a stronger side that does not know the method may run out of moves. In a single corner (square 4 or 29) there is only one square, and the lone king is caught far sooner.</source>
        <translation>Com a dama solitária, esses mesmos fatos são o seu plano. Vá logo para um canto duplo e fique indo e voltando entre as suas duas casas: ali a vitória demora mais, e um lado mais forte que não conheça o método pode ficar sem lances. Num canto simples (a casa 4 ou a 29) há uma só casa, e a dama solitária cai muito antes.</translation>
    </message>
    <message>
        <source>Now you have the lone king against two white kings, and only kings have moved for a long time: 33 moves each are gone and 7 are left. Run for the double corner (1 and 5), shuttle there out of reach, and let the count end the game as a draw.</source>
        <extracomment>1 and 5 are squares: keep them as they are</extracomment>
        <translation>Agora você tem a dama solitária contra duas damas brancas, e há muito tempo só as damas se movem: já se foram 33 lances de cada lado e restam 7. Corra para o canto duplo (1 e 5), vá e volte ali fora de alcance e deixe a contagem terminar a partida empatada.</translation>
    </message>
    <message>
        <source>Don&apos;t move kings for nothing. Only kings have moved for a long time: 27 moves each are gone and 13 are left, and this win needs about 11. Catch the lone king before the count runs out: every move must bring a king closer to the trap.</source>
        <translation>Não mova as damas à toa. Há muito tempo só as damas se movem: já se foram 27 lances de cada lado e restam 13, e esta vitória precisa de uns 11. Capture a dama solitária antes que a contagem acabe: cada lance deve aproximar uma dama da armadilha.</translation>
    </message>
    <message>
        <source>That king move changes nothing, and with 5 moves left three kings cannot catch two. Give a king that Black must take, so that you can take back: 18-22.</source>
        <extracomment>18-22 is a move: keep it as it is</extracomment>
        <translation>Esse lance de dama não muda nada, e com 5 lances restantes três damas não conseguem pegar duas. Entregue uma dama que as pretas sejam obrigadas a capturar, para você recapturar: 18-22.</translation>
    </message>
    <message>
        <source>One more piece of advice: while you are ahead, keep a man that can still move safely in reserve, like the one on 24. Its move starts the 40-move count again whenever the kings need more time. And a third repetition of a position ends the game too, so a king that only goes back and forth throws the win away.</source>
        <extracomment>24 is a square: keep it as it is</extracomment>
        <translation>Mais um conselho: enquanto estiver à frente, guarde de reserva uma pedra que ainda possa se mover com segurança, como a da casa 24. O lance dela reinicia a contagem de 40 lances sempre que as damas precisarem de mais tempo. E a terceira repetição de uma posição também termina a partida, então uma dama que só vai e volta joga a vitória fora.</translation>
    </message>
    <message>
        <source>Know the number before you simplify. Only kings have moved for 35 moves each: 5 are left, far too few for three kings to beat two. An exchange changes the numbers: two kings against one win in about 15 moves, and a capture starts the 40-move count again. Offer the exchange.</source>
        <translation>Saiba a contagem antes de simplificar. Há 35 lances de cada lado só as damas se movem: restam 5, pouquíssimos para três damas vencerem duas. Uma troca muda as contas: duas damas contra uma vencem em uns 15 lances, e uma captura reinicia a contagem de 40 lances. Ofereça a troca.</translation>
    </message>
    <message>
        <source>Black had to capture and you took back: two kings against one, and the capture started the count again, so 40 moves are left for a win that needs about 15.</source>
        <translation>As pretas tiveram de capturar e você recapturou: duas damas contra uma, e a captura reiniciou a contagem, então restam 40 lances para uma vitória que precisa de uns 15.</translation>
    </message>
</context>
<context>
    <name>BrazilianBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>O tabuleiro e a notação</translation>
    </message>
    <message>
        <source>The 32 dark squares, how they are named, how the game starts, and how a move is written.</source>
        <translation>As 32 casas escuras, como se chamam, como a partida começa e como se escreve um lance.</translation>
    </message>
    <message>
        <source>Brazilian draughts is played on the 32 dark squares of an 8×8 board. The squares are named as in chess: a letter for the column, a to h from White&apos;s left, and a number for the row, 1 to 8 from White&apos;s side. The dark corner on White&apos;s left is a1; the opposite corner is h8. Every diagram here has White at the bottom.</source>
        <extracomment>a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are</extracomment>
        <translation>As damas brasileiras são jogadas nas 32 casas escuras de um tabuleiro 8×8. As casas têm nomes como no xadrez: uma letra para a coluna, de a até h a partir da esquerda das brancas, e um número para a fileira, de 1 a 8 a partir do lado das brancas. O canto escuro à esquerda das brancas é a1; o canto oposto é h8. Em todos os diagramas as brancas ficam embaixo.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twelve men: White&apos;s stand on rows 1 to 3, Black&apos;s on rows 6 to 8, and the two middle rows are empty. White always makes the first move.</source>
        <translation>É assim que toda partida começa. Cada lado tem doze pedras: as brancas ficam nas fileiras 1 a 3, as pretas nas fileiras 6 a 8, e as duas fileiras do meio ficam vazias. As brancas sempre fazem o primeiro lance.</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.</source>
        <extracomment>c3-d4 is a move in Brazilian notation: keep it as it is</extracomment>
        <translation>Um lance que não captura nada liga suas duas casas com um hífen: c3-d4 leva a pedra de c3 uma casa para a frente, até d4. Jogue c3-d4.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.</source>
        <extracomment>c3-d4 and d4 are a move and a square: keep them as they are</extracomment>
        <translation>Esse lance é legal, mas esta etapa pede c3-d4: a pedra de c3 avança uma casa, até d4.</translation>
    </message>
    <message>
        <source>Well done. That move is written c3-d4.</source>
        <extracomment>c3-d4 is a move: keep it as it is</extracomment>
        <translation>Muito bem. Esse lance se escreve c3-d4.</translation>
    </message>
    <message>
        <source>A capture is written with an x: c3xe5 means the man on c3 jumps the black man on d4 and lands on e5. Play it.</source>
        <extracomment>c3xe5, c3, d4 and e5 are a capture and squares: keep them as they are</extracomment>
        <translation>Uma captura se escreve com um x: c3xe5 significa que a pedra de c3 salta a pedra preta de d4 e cai em e5. Jogue-a.</translation>
    </message>
    <message>
        <source>Jump the black man on d4 and land on e5.</source>
        <extracomment>d4 and e5 are squares: keep them as they are</extracomment>
        <translation>Salte a pedra preta de d4 e caia em e5.</translation>
    </message>
    <message>
        <source>That capture is written c3xe5.</source>
        <extracomment>c3xe5 is a capture: keep it as it is</extracomment>
        <translation>Essa captura se escreve c3xe5.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2xh6, without f4.</source>
        <extracomment>d2xh6 and f4 are a move and a square in Brazilian notation: keep them as they are</extracomment>
        <translation>Uma captura de várias peças se escreve só com a casa de partida e a de chegada: esta salta e3 e g5, passa por f4 e se escreve d2xh6, sem f4.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end is every landing square written. The white king on e1 has two captures that both end on h2: e1xa5xc7xh2 and e1xb4xd6xh2. Play the one written e1xa5xc7xh2.</source>
        <extracomment>e1, h2 and the captures e1xa5xc7xh2, e1xb4xd6xh2 stay as they are</extracomment>
        <translation>Só quando duas capturas têm a mesma casa de partida e a mesma casa de chegada se escrevem todas as casas onde a peça cai. A dama branca de e1 tem duas capturas que terminam em h2: e1xa5xc7xh2 e e1xb4xd6xh2. Jogue a que se escreve e1xa5xc7xh2.</translation>
    </message>
    <message>
        <source>That was e1xb4xd6xh2, which lands on b4 and d6. The step asks for e1xa5xc7xh2, landing on a5 and c7.</source>
        <extracomment>e1xb4xd6xh2 and e1xa5xc7xh2 are captures: keep them as they are</extracomment>
        <translation>Essa foi e1xb4xd6xh2, que cai em b4 e d6. Esta etapa pede e1xa5xc7xh2, que cai em a5 e c7.</translation>
    </message>
    <message>
        <source>Right. Because both captures go from e1 to h2, each one is written with every square it lands on.</source>
        <extracomment>e1 and h2 are squares: keep them as they are</extracomment>
        <translation>Certo. Como as duas capturas vão de e1 a h2, cada uma se escreve com todas as casas onde cai.</translation>
    </message>
</context>
<context>
    <name>BrazilianCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>As capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, several pieces can be taken in one move, and they leave the board only at the end.</source>
        <translation>Capturar é obrigatório, várias peças podem ser tomadas num só lance e elas só saem do tabuleiro no final.</translation>
    </message>
    <message>
        <source>Capturing is obligatory: when one of your pieces can capture, you must capture, even if you would rather make another move. Here White has no choice but c3xe5.</source>
        <translation>Capturar é obrigatório: quando uma das suas peças pode capturar, você tem de capturar, mesmo que preferisse fazer outro lance. Aqui as brancas não têm outra escolha senão c3xe5.</translation>
    </message>
    <message>
        <source>After a jump, if the capturing piece can jump again, it must go on, in the same move. Take all three black men with the man on a1.</source>
        <extracomment>a1 is a square name: keep it as it is</extracomment>
        <translation>Depois de um salto, se a peça que captura puder saltar de novo, ela tem de continuar, no mesmo lance. Tome as três pedras pretas com a pedra de a1.</translation>
    </message>
    <message>
        <source>Keep jumping: a capture goes on as long as there is a piece to take.</source>
        <translation>Continue saltando: uma captura prossegue enquanto houver uma peça para tomar.</translation>
    </message>
    <message>
        <source>Three men in one move, written a1xg7.</source>
        <extracomment>a1xg7 is a capture: keep it as it is</extracomment>
        <translation>Três pedras num só lance, que se escreve a1xg7.</translation>
    </message>
    <message>
        <source>The pieces you jump stay on the board until the whole capture is over; only then are they taken off. Meanwhile no piece may be jumped twice, and a piece already jumped still blocks the way.</source>
        <translation>As peças que você salta ficam no tabuleiro até o fim de toda a captura; só então são retiradas. Enquanto isso, nenhuma peça pode ser saltada duas vezes, e uma peça já saltada continua bloqueando o caminho.</translation>
    </message>
    <message>
        <source>Your man on e1 can jump all four black men and come back to where it started. Play the capture.</source>
        <extracomment>e1 is a square name: keep it as it is</extracomment>
        <translation>A sua pedra de e1 pode saltar as quatro pedras pretas e voltar à casa de onde saiu. Faça a captura.</translation>
    </message>
    <message>
        <source>Follow the arrow: over d2, d4, f4 and f2, back to e1.</source>
        <translation>Siga a seta: por cima de d2, d4, f4 e f2, de volta a e1.</translation>
    </message>
    <message>
        <source>It ends on e1, the square it left, and it may not jump d2 a second time. A capture that ends where it started is written e1xe1.</source>
        <extracomment>e1, d2 and e1xe1 stay as they are</extracomment>
        <translation>Ela termina em e1, a casa de onde saiu, e não pode saltar d2 uma segunda vez. Uma captura que termina onde começou se escreve e1xe1.</translation>
    </message>
    <message>
        <source>Which of your men can capture? Click each of them, then confirm your answer. Remember that a piece on the edge of the board, like the man on h4, cannot be jumped: there is no square behind it.</source>
        <extracomment>h4 is a square name: keep it as it is</extracomment>
        <translation>Quais das suas pedras podem capturar? Clique em cada uma e confirme a sua resposta. Lembre-se de que uma peça na borda do tabuleiro, como a pedra de h4, não pode ser saltada: não há nenhuma casa atrás dela.</translation>
    </message>
</context>
<context>
    <name>BrazilianCounts</name>
    <message>
        <source>The Brazilian counts</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>As contagens brasileiras</translation>
    </message>
    <message>
        <source>The two move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.</source>
        <translation>As duas contagens de lances que terminam a partida empatada sozinhas: quando cada uma corre, quanto dura e o que a reinicia.</translation>
    </message>
    <message>
        <source>Watch the 20-move count in the panel: king moves use it up, a man move of either side gives it back in full.</source>
        <translation>Observe a contagem de 20 lances no painel: os lances de dama a gastam, e um movimento de pedra de qualquer um dos lados a devolve inteira.</translation>
    </message>
    <message>
        <source>A king move: one move used.</source>
        <translation>Um lance de dama: um lance gasto.</translation>
    </message>
    <message>
        <source>The black king moves: the count goes on.</source>
        <translation>A dama preta joga: a contagem continua.</translation>
    </message>
    <message>
        <source>h2-g3 is a man move: the count starts again.</source>
        <extracomment>h2-g3 is a move: keep it as it is</extracomment>
        <translation>h2-g3 é um movimento de pedra: a contagem recomeça.</translation>
    </message>
    <message>
        <source>A king move: the count runs again.</source>
        <translation>Um lance de dama: a contagem volta a correr.</translation>
    </message>
    <message>
        <source>Another king move.</source>
        <translation>Outro lance de dama.</translation>
    </message>
    <message>
        <source>a7-b6: a black man move starts it again too.</source>
        <extracomment>a7-b6 is a move: keep it as it is</extracomment>
        <translation>a7-b6: um movimento de uma pedra preta também a reinicia.</translation>
    </message>
    <message>
        <source>The second count is much shorter: 5 moves per side, in these small endings: two kings against two kings, two kings against one king, two kings against a king and a man, one king against one king, and one king against a king and a man, whichever side has them. Here, two kings against two.</source>
        <translation>A segunda contagem é bem mais curta: 5 lances de cada lado, nestes finais pequenos: duas damas contra duas damas, duas damas contra uma dama, duas damas contra dama e pedra, dama contra dama, e dama contra dama e pedra, seja qual for o lado que os tenha. Aqui, duas damas contra duas.</translation>
    </message>
    <message>
        <source>Here, one king against a king and a man: the same 5 moves per side. Two kings against one king also gives only 5 moves each, so know it before you exchange down to it.</source>
        <translation>Aqui, uma dama contra dama e pedra: os mesmos 5 lances de cada lado. Duas damas contra uma dama também dão só 5 lances a cada um, então saiba disso antes de trocar peças até chegar a esse final.</translation>
    </message>
    <message>
        <source>In the 5-move endings, nothing starts the count again: not a man move, not a capture that leads to another of these endings. Watch both counts.</source>
        <translation>Nos finais de 5 lances nada reinicia a contagem: nem um movimento de pedra, nem uma captura que leve a outro desses finais. Observe as duas contagens.</translation>
    </message>
    <message>
        <source>A king move: both counts run.</source>
        <translation>Um lance de dama: as duas contagens correm.</translation>
    </message>
    <message>
        <source>h4-g3, a man move: the 20-move count starts again, but the 5-move count goes on.</source>
        <extracomment>h4-g3 is a move: keep it as it is</extracomment>
        <translation>h4-g3, um movimento de pedra: a contagem de 20 lances recomeça, mas a de 5 continua.</translation>
    </message>
    <message>
        <source>e1xh4 takes the man: two kings against one, still a 5-move ending, and the same count goes on.</source>
        <extracomment>e1xh4 is a capture: keep it as it is</extracomment>
        <translation>e1xh4 toma a pedra: duas damas contra uma, continua sendo um final de 5 lances e a mesma contagem segue.</translation>
    </message>
    <message>
        <source>Four of the ten moves are gone.</source>
        <translation>Já se foram quatro dos dez lances.</translation>
    </message>
    <message>
        <source>The same with a king and two men against the lone king on the main diagonal: 5 moves per side. The men&apos;s moves do not start it again.</source>
        <translation>O mesmo com uma dama e duas pedras contra a dama solitária na grande diagonal: 5 lances de cada lado. Os movimentos das pedras não a reiniciam.</translation>
    </message>
    <message>
        <source>Off the main diagonal it is different: with the lone king on b8, only the 20-move count applies to these endings.</source>
        <extracomment>b8 is a square name: keep it as it is</extracomment>
        <translation>Fora da grande diagonal é diferente: com a dama solitária em b8, só a contagem de 20 lances vale para esses finais.</translation>
    </message>
    <message>
        <source>A piece of the stronger side on the main diagonal keeps the 5-move count from starting, because the lone king is then not alone there. With White&apos;s king on a1, as long as it stays on the diagonal, White keeps the full 20 moves per side.</source>
        <extracomment>a1 is a square name: keep it as it is</extracomment>
        <translation>Uma peça do lado mais forte na grande diagonal impede que a contagem de 5 lances comece, porque então a dama solitária não está sozinha ali. Com a dama branca em a1, enquanto ela ficar na diagonal, as brancas mantêm os 20 lances inteiros de cada lado.</translation>
    </message>
    <message>
        <source>Two kings against one: 5 moves each, and 3 each have gone. Watch the count run out.</source>
        <translation>Duas damas contra uma: 5 lances cada um, e já se foram 3 de cada lado. Veja a contagem se esgotar.</translation>
    </message>
    <message>
        <source>White&apos;s 4th move: White has one left, Black two.</source>
        <translation>4º lance das brancas: resta um às brancas e dois às pretas.</translation>
    </message>
    <message>
        <source>Black&apos;s 4th move: one each.</source>
        <translation>4º lance das pretas: um para cada lado.</translation>
    </message>
    <message>
        <source>White&apos;s 5th move: only Black&apos;s last move remains.</source>
        <translation>5º lance das brancas: só resta o último lance das pretas.</translation>
    </message>
    <message>
        <source>Black&apos;s 5th move: the count is over. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.</source>
        <translation>5º lance das pretas: a contagem terminou. A partida está empatada: “Regra de final: o lado mais forte não venceu nos lances permitidos”.</translation>
    </message>
    <message>
        <source>This is the last move of the 5-move count, and the black king has just stepped onto c3. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.</source>
        <extracomment>c3 is a square name: keep it as it is</extracomment>
        <translation>Este é o último lance da contagem de 5, e a dama preta acabou de ir para c3. Capture-a: a vitória é verificada antes de qualquer contagem, então tomar a última peça no último lance contado vence.</translation>
    </message>
    <message>
        <source>Capture the black king with the king on e1.</source>
        <extracomment>e1 is a square name: keep it as it is</extracomment>
        <translation>Capture a dama preta com a dama de e1.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>A última peça cai no último lance contado: a partida está ganha, não empatada.</translation>
    </message>
    <message>
        <source>Even a lone king against a lone king is one of these endings: 5 moves per side, then the game is drawn.</source>
        <translation>Mesmo uma dama solitária contra outra dama solitária é um desses finais: 5 lances de cada lado, e depois a partida está empatada.</translation>
    </message>
    <message>
        <source>And with two kings and a man against the lone king alone on the main diagonal: 5 moves per side as well.</source>
        <translation>E com duas damas e uma pedra contra a dama solitária, única peça na grande diagonal: também 5 lances de cada lado.</translation>
    </message>
    <message>
        <source>With that man on b2 instead, on the main diagonal, the lone king is no longer the only piece there: the 5-move count does not apply, only the 20-move count.</source>
        <extracomment>b2 is a square name: keep it as it is</extracomment>
        <translation>Com essa pedra em b2, na grande diagonal, a dama solitária deixa de ser a única peça ali: a contagem de 5 lances não vale, só a de 20.</translation>
    </message>
    <message>
        <source>The CBD rules have two move counts. Both may run at once, and whichever runs out first draws the game by itself. Limits are given in moves of each player: 5 moves means 5 by White and 5 by Black. The panel beside the board shows every running count as moves left. Here, two kings against one, both run.</source>
        <translation>As regras da CBD têm duas contagens de lances. As duas podem correr ao mesmo tempo, e a que se esgotar primeiro encerra sozinha a partida com empate. Os limites são dados em lances de cada jogador: 5 lances são 5 das brancas e 5 das pretas. O painel ao lado do tabuleiro mostra cada contagem em curso como lances restantes. Aqui, com duas damas contra uma, as duas correm.</translation>
    </message>
    <message>
        <source>The first count is always there: after 20 moves per side in which only kings have moved, with no capture and no man moved, the game is drawn: “Move limit: too long without captures”. A man move or a capture starts it again from zero.</source>
        <translation>A primeira contagem está sempre presente: depois de 20 lances de cada lado em que só damas se moveram, sem captura e sem nenhuma pedra movida, a partida está empatada: “Limite de lances: tempo demais sem captura”. Um movimento de pedra ou uma captura a zera de novo.</translation>
    </message>
    <message>
        <source>Three kings, two kings and a man, or a king and two men against a lone king: here the 5-move count starts only when the lone king stands on the main diagonal (a1-h8) and is the only piece there. The lone king on h8 holds it, so the count runs: 5 moves per side. If the lone king leaves the diagonal, this count ends; if it comes back, a new one starts from zero.</source>
        <extracomment>a1-h8 names the main diagonal by its two end squares: keep it as it is</extracomment>
        <translation>Três damas, duas damas e uma pedra, ou uma dama e duas pedras contra uma dama solitária: aqui a contagem de 5 lances só começa quando a dama solitária está na grande diagonal (a1-h8) e é a única peça nela. A dama solitária de h8 a ocupa, então a contagem corre: 5 lances de cada lado. Se a dama solitária sair da diagonal, essa contagem acaba; se ela voltar, uma nova contagem começa do zero.</translation>
    </message>
</context>
<context>
    <name>BrazilianForcedCaptures</name>
    <message>
        <source>Forced captures and combinations</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Capturas forçadas e combinações</translation>
    </message>
    <message>
        <source>Give a piece, force the reply, take more: the shots that obligatory capture makes possible.</source>
        <translation>Entregue uma peça, force a resposta e tome mais: os golpes que a captura obrigatória torna possíveis.</translation>
    </message>
    <message>
        <source>Capturing is obligatory for your opponent too. So when you put a man where it must be taken, you know exactly where the capturing piece will land. If it lands in front of one of your men, you take back more than you gave. Such a planned sequence is a combination, or shot.</source>
        <translation>Capturar também é obrigatório para o adversário. Então, quando você coloca uma pedra onde ela tem de ser tomada, sabe exatamente onde a peça que captura vai cair. Se ela cair na frente de uma das suas pedras, você toma de volta mais do que deu. Uma sequência assim, planejada, é uma combinação, ou golpe.</translation>
    </message>
    <message>
        <source>Play the shot: give a man to the black man on a5 so that it lands where your man on b2 can take two.</source>
        <extracomment>a5 and b2 are square names: keep them as they are</extracomment>
        <translation>Jogue o golpe: entregue uma pedra à pedra preta de a5 para que ela caia onde a sua pedra de b2 possa tomar duas.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the man on a5 had to capture, where would it land?</source>
        <extracomment>a5 is a square name: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Se a pedra de a5 tivesse de capturar, onde ela cairia?</translation>
    </message>
    <message>
        <source>a5 had to capture and landed on c3; b2 then took c3 and e5 and ended on f6. Two for one.</source>
        <extracomment>a5, c3, b2, e5 and f6 are squares: keep them as they are</extracomment>
        <translation>a5 teve de capturar e caiu em c3; depois b2 tomou c3 e e5 e terminou em f6. Duas por uma.</translation>
    </message>
    <message>
        <source>Find the man to give so that the black piece that takes it lands in front of your man on e3. Then take three.</source>
        <extracomment>e3 is a square name: keep it as it is</extracomment>
        <translation>Encontre a pedra a entregar para que a peça preta que a tomar caia na frente da sua pedra de e3. Depois tome três.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which man can you put where a black man must take it and land on f4?</source>
        <translation>Esse lance não força nada. Qual pedra você pode colocar onde uma pedra preta tenha de tomá-la e cair em f4?</translation>
    </message>
    <message>
        <source>h6 had to take and landed on f4; e3 then took f4, f6 and d6 and ended on c5. Three for one.</source>
        <extracomment>h6, f4, e3, f6, d6 and c5 are squares: keep them as they are</extracomment>
        <translation>h6 teve de tomar e caiu em f4; depois e3 tomou f4, f6 e d6 e terminou em c5. Três por uma.</translation>
    </message>
    <message>
        <source>Sometimes it takes two sacrifices. Watch White give two men, one after the other, to set up a capture of three.</source>
        <translation>Às vezes são precisos dois sacrifícios. Veja as brancas entregarem duas pedras, uma depois da outra, para preparar uma captura de três.</translation>
    </message>
    <message>
        <source>e5-d6 gives the first man.</source>
        <extracomment>e5-d6 is a move: keep it as it is</extracomment>
        <translation>e5-d6 entrega a primeira pedra.</translation>
    </message>
    <message>
        <source>Black must take it: the man from c7 lands on e5.</source>
        <extracomment>c7 and e5 are square names: keep them as they are</extracomment>
        <translation>As pretas têm de tomá-la: a pedra de c7 cai em e5.</translation>
    </message>
    <message>
        <source>a3-b4 gives the second man.</source>
        <extracomment>a3-b4 is a move: keep it as it is</extracomment>
        <translation>a3-b4 entrega a segunda pedra.</translation>
    </message>
    <message>
        <source>Black must take again: the man from a5 lands on c3.</source>
        <extracomment>a5 and c3 are square names: keep them as they are</extracomment>
        <translation>As pretas têm de tomar de novo: a pedra de a5 cai em c3.</translation>
    </message>
    <message>
        <source>Now b2 jumps c3, e5 and g5. Two men given, three taken.</source>
        <extracomment>b2, c3, e5 and g5 are square names: keep them as they are</extracomment>
        <translation>Agora b2 salta c3, e5 e g5. Duas pedras entregues, três tomadas.</translation>
    </message>
    <message>
        <source>A combination can also open the road to the crowning row. Give a man so that a black man lands in front of your man on d4, then capture all the way to row 8.</source>
        <extracomment>d4 is a square name: keep it as it is</extracomment>
        <translation>Uma combinação também pode abrir o caminho até a fileira de coroação. Entregue uma pedra para que uma pedra preta caia na frente da sua pedra de d4 e depois capture até a fileira 8.</translation>
    </message>
    <message>
        <source>That move forces nothing. Where would the black man on c7 land if it had to capture?</source>
        <extracomment>c7 is a square name: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Onde a pedra preta de c7 cairia se tivesse de capturar?</translation>
    </message>
    <message>
        <source>c7 had to take and landed on e5; d4 then took e5 and e7 and ended its move on d8, so it was crowned. Black is lost.</source>
        <extracomment>c7, e5, d4, e7 and d8 are squares: keep them as they are</extracomment>
        <translation>c7 teve de tomar e caiu em e5; depois d4 tomou e5 e e7 e terminou o lance em d8, então foi coroada. As pretas estão perdidas.</translation>
    </message>
</context>
<context>
    <name>BrazilianGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quem vence, como se propõe empate e os empates que o programa aplica sozinho.</translation>
    </message>
    <message>
        <source>The side that must move and cannot has lost: either it has no piece left, or none of its pieces can move or capture. Here it is Black&apos;s turn, and the man on b6 is stuck: both squares in front are taken and it cannot jump. White has won.</source>
        <extracomment>b6 is a square name: keep it as it is</extracomment>
        <translation>Perde o lado que tem de jogar e não pode: ou não tem mais nenhuma peça, ou nenhuma das suas peças pode se mover nem capturar. Aqui é a vez das pretas, e a pedra de b6 está presa: as duas casas à frente estão ocupadas e ela não pode saltar. As brancas venceram.</translation>
    </message>
    <message>
        <source>Black has two men left. Take them both in one move, and Black has no piece left.</source>
        <translation>As pretas têm duas pedras. Tome as duas num só lance, e as pretas ficam sem peças.</translation>
    </message>
    <message>
        <source>The king on a1 takes both men in one move.</source>
        <extracomment>a1 is a square name: keep it as it is</extracomment>
        <translation>A dama de a1 toma as duas pedras num só lance.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>As pretas ficaram sem peças: as brancas vencem.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on h4. Play the move that leaves it with no step and no capture.</source>
        <extracomment>h4 is a square name: keep it as it is</extracomment>
        <translation>A última pedra preta está em h4. Faça o lance que a deixa sem passo e sem captura.</translation>
    </message>
    <message>
        <source>After that move the man on h4 can still move. Its only square is g3: put a man there that cannot be jumped, because f2 behind it is taken.</source>
        <extracomment>h4, g3 and f2 are square names: keep them as they are</extracomment>
        <translation>Depois desse lance a pedra de h4 ainda pode se mover. A sua única casa é g3: coloque ali uma pedra que não possa ser saltada, porque f2, atrás dela, está ocupada.</translation>
    </message>
    <message>
        <source>Black still has a man, but no legal move: White wins.</source>
        <translation>As pretas ainda têm uma pedra, mas nenhum lance legal: as brancas vencem.</translation>
    </message>
    <message>
        <source>Now win against the computer within five moves: take every black man or leave Black without a move. Look for a king move after which every black move gives a man away.</source>
        <translation>Agora vença o computador em no máximo cinco lances: tome todas as pedras pretas ou deixe as pretas sem lance. Procure um lance de dama depois do qual qualquer lance das pretas entregue uma pedra.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. It cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <extracomment>&quot;Offer a draw&quot; is the name of the button on the play page</extracomment>
        <translation>Uma partida também pode terminar empatada de comum acordo. Na página de jogo, &quot;Propor empate&quot; envia a sua proposta junto com o seu lance, só para a próxima vez do adversário. Ela não pode ser retirada: o adversário aceita, ou recusa simplesmente jogando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, it declines and says so.</source>
        <translation>O computador responde à sua proposta pela própria avaliação da posição. Ele aceita quando não acha que está ganhando, porque a posição dele é pior ou mais ou menos igual, e diz qual das duas. Quando acha que está melhor, recusa e diz isso.</translation>
    </message>
    <message>
        <source>Other draws need no offer: the program applies the CBD rules by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Outros empates não precisam de proposta: o programa aplica sozinho as regras da CBD. Quando uma posição aparece pela terceira vez, ou uma contagem de lances se esgota, a partida termina na hora e a linha do resultado diz por quê. O painel ao lado do tabuleiro mostra as contagens em curso; as próximas lições ensinam a repetição e as contagens.</translation>
    </message>
</context>
<context>
    <name>BrazilianKings</name>
    <message>
        <source>Flying kings</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Damas voadoras</translation>
    </message>
    <message>
        <source>A king moves and captures along whole diagonals, and where it lands matters.</source>
        <translation>Uma dama se move e captura ao longo de diagonais inteiras, e o lugar onde ela cai faz diferença.</translation>
    </message>
    <message>
        <source>A king moves along a diagonal, forwards or backwards, as many free squares as it likes: it flies. This king on d4 can reach any square on the four arrows in one move.</source>
        <translation>Uma dama se move por uma diagonal, para a frente ou para trás, quantas casas livres quiser: ela voa. Esta dama de d4 pode chegar num só lance a qualquer casa das quatro setas.</translation>
    </message>
    <message>
        <source>Fly your king from c1 to g5 in a single move.</source>
        <extracomment>c1 and g5 are square names: keep them as they are</extracomment>
        <translation>Leve a sua dama de c1 até g5 num só lance.</translation>
    </message>
    <message>
        <source>That is a legal move, but the step asks for c1-g5: the king on c1 crosses the whole diagonal.</source>
        <extracomment>c1-g5 is a move: keep it as it is</extracomment>
        <translation>É um lance legal, mas a etapa pede c1-g5: a dama de c1 atravessa a diagonal inteira.</translation>
    </message>
    <message>
        <source>Four squares in one move: that is a flying king.</source>
        <translation>Quatro casas num só lance: isso é uma dama voadora.</translation>
    </message>
    <message>
        <source>A king also captures from a distance: it may jump a piece far down the diagonal, as long as the squares before it are free and there is at least one free square behind it. It may then stop on any free square beyond. Here the king can take d4 and land on e5, f6, g7 or h8.</source>
        <extracomment>d4 is a square name: keep it as it is</extracomment>
        <translation>Uma dama também captura à distância: pode saltar uma peça distante na diagonal, desde que as casas antes dela estejam livres e haja pelo menos uma casa livre atrás. Depois pode parar em qualquer casa livre além dela. Aqui a dama pode tomar d4 e cair em e5, f6, g7 ou h8.</translation>
    </message>
    <message>
        <source>Capture the black man on f6 with your king, from where it stands.</source>
        <extracomment>f6 is a square name: keep it as it is</extracomment>
        <translation>Capture a pedra preta de f6 com a sua dama, de onde ela está.</translation>
    </message>
    <message>
        <source>Jump the man on f6 along the long diagonal.</source>
        <translation>Salte a pedra de f6 pela grande diagonal.</translation>
    </message>
    <message>
        <source>Both landing squares were allowed, because the capture could not go on from either.</source>
        <translation>As duas casas de chegada eram permitidas, porque de nenhuma delas a captura podia continuar.</translation>
    </message>
    <message>
        <source>The free choice of landing square has one limit: if landing on one of the squares lets the king capture again, it must land on such a square and go on. After taking c3 this king could stop anywhere from d4 to h8, but only from e5 can it jump d6, so it must land on e5.</source>
        <extracomment>c3, d6 and e5 are square names: keep them as they are</extracomment>
        <translation>A livre escolha da casa de chegada tem um limite: se cair numa dessas casas permite que a dama capture de novo, ela tem de cair numa casa assim e continuar. Depois de tomar c3, esta dama poderia parar em qualquer casa de d4 a h8, mas só de e5 pode saltar d6, então tem de cair em e5.</translation>
    </message>
    <message>
        <source>Capture both black men with your king in one move.</source>
        <translation>Capture as duas pedras pretas com a sua dama num só lance.</translation>
    </message>
    <message>
        <source>Land on e5 after the first jump, then take d6.</source>
        <extracomment>e5 and d6 are square names: keep them as they are</extracomment>
        <translation>Caia em e5 depois do primeiro salto e então tome d6.</translation>
    </message>
    <message>
        <source>Right. After the last piece, the king was free again to stop on c7 or on b8.</source>
        <extracomment>c7 and b8 are square names: keep them as they are</extracomment>
        <translation>Certo. Depois da última peça, a dama estava de novo livre para parar em c7 ou em b8.</translation>
    </message>
</context>
<context>
    <name>BrazilianMajority</name>
    <message>
        <source>The majority rule and promotion</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>A lei da maioria e a coroação</translation>
    </message>
    <message>
        <source>You must take the most pieces, a king counting as one piece, and a man is crowned only where its move ends.</source>
        <translation>É obrigatório tomar o maior número de peças, a dama vale uma peça, e a pedra só é coroada onde o seu lance termina.</translation>
    </message>
    <message>
        <source>When there are several captures, you must play one that takes the most pieces. This is the majority rule. It does not matter which piece captures, or whether the capture is good for you: count the pieces each capture takes, and only the largest number is allowed.</source>
        <translation>Quando há várias capturas, você tem de fazer uma das que tomam mais peças. É a lei da maioria. Não importa qual peça captura nem se a captura é boa para você: conte as peças que cada captura toma; só o maior número é permitido.</translation>
    </message>
    <message>
        <source>Three of your men can jump a black man. Which of them may capture under the majority rule? Click each one, then confirm your answer.</source>
        <translation>Três das suas pedras podem saltar uma pedra preta. Quais delas podem capturar pela lei da maioria? Clique em cada uma e confirme a sua resposta.</translation>
    </message>
    <message>
        <source>A king counts as one piece, the same as a man: what counts is how many pieces, not which. Here you could take the black king on b4, or two men. Which of your men may capture? Click them, then confirm your answer.</source>
        <extracomment>b4 is a square name: keep it as it is</extracomment>
        <translation>Uma dama vale uma peça, igual a uma pedra: o que conta é quantas peças, não quais. Aqui você poderia tomar a dama preta de b4 ou duas pedras. Quais das suas pedras podem capturar? Clique nelas e confirme a sua resposta.</translation>
    </message>
    <message>
        <source>When several captures take the same number of pieces, you choose among them. Both of these take one piece: the king on d2 or the man on f2. Choose the better one.</source>
        <extracomment>d2 and f2 are square names: keep them as they are</extracomment>
        <translation>Quando várias capturas tomam o mesmo número de peças, você escolhe entre elas. Estas duas tomam uma peça cada: a dama de d2 ou a pedra de f2. Escolha a melhor.</translation>
    </message>
    <message>
        <source>That takes only a man. Both captures take one piece, so you were free to take the black king on d2 instead.</source>
        <extracomment>d2 is a square name: keep it as it is</extracomment>
        <translation>Essa toma só uma pedra. As duas capturas tomam uma peça, então você podia escolher a dama preta de d2.</translation>
    </message>
    <message>
        <source>Right: the same number of pieces, so the choice was yours, and a king is worth more than a man.</source>
        <translation>Certo: o mesmo número de peças, então a escolha era sua, e uma dama vale mais que uma pedra.</translation>
    </message>
    <message>
        <source>Promotion: a man that reaches the last row during a capture but must capture on from there is not crowned. Play the capture and watch the man pass through f8.</source>
        <extracomment>f8 is a square name: keep it as it is</extracomment>
        <translation>Coroação: uma pedra que chega à última fileira durante uma captura, mas tem de continuar capturando a partir dali, não é coroada. Faça a captura e veja a pedra passar por f8.</translation>
    </message>
    <message>
        <source>Capture both black men.</source>
        <translation>Capture as duas pedras pretas.</translation>
    </message>
    <message>
        <source>The man ends on h6 and is still a man: it only passed through f8.</source>
        <extracomment>h6 and f8 are square names: keep them as they are</extracomment>
        <translation>A pedra termina em h6 e continua sendo pedra: ela só passou por f8.</translation>
    </message>
    <message>
        <source>Only a man whose move ends on the last row is crowned. Take the man on e7.</source>
        <extracomment>e7 is a square name: keep it as it is</extracomment>
        <translation>Só é coroada a pedra cujo lance termina na última fileira. Tome a pedra de e7.</translation>
    </message>
    <message>
        <source>Capturing is obligatory: take the man on e7.</source>
        <translation>Capturar é obrigatório: tome a pedra de e7.</translation>
    </message>
    <message>
        <source>The capture ends on f8, so your man is crowned.</source>
        <extracomment>f8 is a square name: keep it as it is</extracomment>
        <translation>A captura termina em f8, então a sua pedra é coroada.</translation>
    </message>
</context>
<context>
    <name>BrazilianMen</name>
    <message>
        <source>How men move</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Como as pedras se movem</translation>
    </message>
    <message>
        <source>Men step forward one square, capture forwards and backwards, and are crowned on the far row.</source>
        <translation>As pedras avançam uma casa, capturam para a frente e para trás e são coroadas na última fileira.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, onto a free square: this one may go to b4 or to d4. White&apos;s men move up the board, Black&apos;s move down. A man never moves backwards when it is not capturing.</source>
        <extracomment>b4 and d4 are square names: keep them as they are</extracomment>
        <translation>Uma pedra se move uma casa na diagonal para a frente, para uma casa livre: esta pode ir para b4 ou para d4. As pedras brancas sobem pelo tabuleiro e as pretas descem. Uma pedra nunca volta para trás quando não está capturando.</translation>
    </message>
    <message>
        <source>Move the man on e3 one square forward. It has two squares to choose from.</source>
        <extracomment>e3 is a square name: keep it as it is</extracomment>
        <translation>Mova a pedra de e3 uma casa para a frente. Ela tem duas casas para escolher.</translation>
    </message>
    <message>
        <source>That moves the other man. This step asks you to move the man on e3.</source>
        <extracomment>e3 is a square name: keep it as it is</extracomment>
        <translation>Isso move a outra pedra. Esta etapa pede que você mova a pedra de e3.</translation>
    </message>
    <message>
        <source>Good: one square diagonally forward, onto a free square.</source>
        <translation>Bom: uma casa na diagonal para a frente, para uma casa livre.</translation>
    </message>
    <message>
        <source>A man captures by jumping an enemy piece next to it onto the free square just behind. In Brazilian draughts men capture backwards as well as forwards: this man may take c5 and land on b6, or take e3 and land on f2.</source>
        <extracomment>c5, e3, b6 and f2 are square names: keep them as they are</extracomment>
        <translation>Uma pedra captura saltando uma peça adversária ao seu lado e caindo na casa livre logo atrás. Nas damas brasileiras as pedras capturam para trás e também para a frente: esta pedra pode tomar c5 e cair em b6, ou tomar e3 e cair em f2.</translation>
    </message>
    <message>
        <source>Your man on e5 can capture in two directions. Capture backwards: jump the man on d4 and land on c3.</source>
        <extracomment>d4 and c3 are square names: keep them as they are</extracomment>
        <translation>A sua pedra de e5 pode capturar em duas direções. Capture para trás: salte a pedra de d4 e caia em c3.</translation>
    </message>
    <message>
        <source>That was the forward capture, e5xg7. This step asks for the backward one, e5xc3.</source>
        <extracomment>e5xg7 and e5xc3 are captures: keep them as they are</extracomment>
        <translation>Essa foi a captura para a frente, e5xg7. Esta etapa pede a captura para trás, e5xc3.</translation>
    </message>
    <message>
        <source>Right: a man may capture backwards, even though it only moves forwards.</source>
        <translation>Certo: uma pedra pode capturar para trás, embora só se mova para a frente.</translation>
    </message>
    <message>
        <source>A man whose move ends on the far row (row 8 for White, row 1 for Black) is crowned: it becomes a king, shown by a crown. Kings are much stronger, as the next lessons show.</source>
        <translation>Uma pedra cujo lance termina na última fileira (a 8 para as brancas, a 1 para as pretas) é coroada: vira dama, marcada com uma coroa. As damas são muito mais fortes, como mostram as próximas lições.</translation>
    </message>
    <message>
        <source>Crown your man: move the man on c7 onto the last row.</source>
        <extracomment>c7 is a square name: keep it as it is</extracomment>
        <translation>Coroe a sua pedra: leve a pedra de c7 até a última fileira.</translation>
    </message>
    <message>
        <source>That move does not crown. The man on c7 is one step from the last row.</source>
        <translation>Esse lance não coroa. A pedra de c7 está a um passo da última fileira.</translation>
    </message>
    <message>
        <source>Your man is now a king.</source>
        <translation>A sua pedra agora é uma dama.</translation>
    </message>
</context>
<context>
    <name>BrazilianPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Jogue uma partida com estas regras</translation>
    </message>
    <message>
        <source>A short recap of the Brazilian rules, then a game against the computer.</source>
        <translation>Uma breve revisão das regras brasileiras e, depois, uma partida contra o computador.</translation>
    </message>
    <message>
        <source>What makes Brazilian draughts its own: men capture backwards as well as forwards, kings fly along open diagonals, and you must always take the capture that takes the most pieces, kings counting the same as men. A man is crowned only if its move ends on the last row.</source>
        <translation>O que torna as damas brasileiras únicas: as pedras capturam para trás e para a frente, as damas voam pelas diagonais livres e é sempre obrigatório fazer a captura que toma mais peças, valendo a dama o mesmo que uma pedra. Uma pedra só é coroada se o seu lance terminar na última fileira.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the two move counts running out. The result line says why the game ended.</source>
        <translation>Você perde quando, na sua vez, não tem mais nenhuma peça ou nenhum lance legal. É possível propor empate; os outros empates vêm sozinhos: uma posição pela terceira vez ou uma das duas contagens de lances que se esgota. A linha do resultado diz por que a partida terminou.</translation>
    </message>
    <message>
        <source>Now play the capture: the one that takes the most pieces, written by its start and end.</source>
        <extracomment>c3xg7 is a capture in Brazilian notation: keep it as it is</extracomment>
        <translation>Agora faça a captura: a que toma mais peças, escrita pela casa de partida e pela casa de chegada.</translation>
    </message>
    <message>
        <source>That capture takes only one man. The man on c3 can jump d4 and then f6, and the majority rule makes you take both.</source>
        <translation>Essa captura toma uma só pedra. A pedra de c3 pode saltar d4 e depois f6, e a lei da maioria obriga você a tomar as duas.</translation>
    </message>
    <message>
        <source>Right: c3xg7 takes both black men. The capture from e3 took only one, so it was not allowed.</source>
        <extracomment>c3xg7 is a capture: keep it as it is</extracomment>
        <translation>Certo: c3xg7 toma as duas pedras pretas. A captura a partir de e3 tomava só uma, então não era permitida.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.</source>
        <translation>Durante a partida, o painel Contagens de empate, ao lado do tabuleiro, mostra cada contagem em curso, com os lances restantes e uma barra que encolhe conforme o fim se aproxima. Passe o ponteiro sobre uma contagem para ler a regra e o que a reinicia. Abaixo das contagens, o painel avisa quando uma posição já ocorreu duas vezes.</translation>
    </message>
    <message>
        <source>You know the rules of Brazilian draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.</source>
        <translation>Agora você conhece as regras das damas brasileiras. Comece uma partida contra o computador com estas regras e fique de olho nas contagens quando chegar o final.</translation>
    </message>
    <message>
        <source>One last puzzle before your game. Both of your men can jump the man on d4. Click every man that is allowed to capture here, then confirm your answer.</source>
        <translation>Um último problema antes da sua partida. As suas duas pedras podem saltar a pedra de d4. Clique em cada pedra que pode capturar aqui e confirme a sua resposta.</translation>
    </message>
</context>
<context>
    <name>BrazilianRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Repetição</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>A mesma posição pela terceira vez é empate: como se conta, o que zera a contagem e como evitá-la.</translation>
    </message>
    <message>
        <source>If the same position appears for the third time, the game is drawn at once; nobody has to claim it. The same position means the same pieces, men and kings of each colour, on the same squares, with the same side to move. The three times need not follow one another.</source>
        <translation>Se a mesma posição aparecer pela terceira vez, a partida termina empatada na hora; ninguém precisa reivindicar. A mesma posição quer dizer as mesmas peças, pedras e damas de cada cor, nas mesmas casas e com o mesmo lado a jogar. As três vezes não precisam ser seguidas.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw it away: its kings go back and forth, and the black king does the same. Follow the repetitions in the panel.</source>
        <translation>As brancas têm uma dama a mais e deveriam vencer. Veja como elas a desperdiçam: as suas damas vão e voltam, e a dama preta faz o mesmo. Acompanhe as repetições no painel.</translation>
    </message>
    <message>
        <source>g1-h2: a king move that achieves nothing.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2: um lance de dama que não leva a nada.</translation>
    </message>
    <message>
        <source>b8-a7: Black shuffles too.</source>
        <extracomment>b8-a7 is a move: keep it as it is</extracomment>
        <translation>b8-a7: as pretas também vão e voltam.</translation>
    </message>
    <message>
        <source>The king returns to g1.</source>
        <translation>A dama volta para g1.</translation>
    </message>
    <message>
        <source>The black king returns to b8: the starting position is here for the second time, and the panel warns that a third time draws.</source>
        <translation>A dama preta volta para b8: a posição inicial está aqui pela segunda vez, e o painel avisa que uma terceira vez empata.</translation>
    </message>
    <message>
        <source>a1-b2: White moves the other king. This position is new.</source>
        <extracomment>a1-b2 is a move: keep it as it is</extracomment>
        <translation>a1-b2: as brancas movem a outra dama. Esta posição é nova.</translation>
    </message>
    <message>
        <source>Black shuffles to a7 again.</source>
        <translation>As pretas vão de novo para a7.</translation>
    </message>
    <message>
        <source>The king returns to a1: this position, with the black king on a7, is here for the second time.</source>
        <translation>A dama volta para a1: esta posição, com a dama preta em a7, está aqui pela segunda vez.</translation>
    </message>
    <message>
        <source>The starting position is here for the third time, though not right after the second. The game is over: “The same position appeared three times”. White&apos;s extra king is wasted.</source>
        <translation>A posição inicial está aqui pela terceira vez, embora não logo depois da segunda. A partida acabou: “A mesma posição apareceu três vezes”. A dama a mais das brancas foi desperdiçada.</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares, so the side that is ahead always has a say: White could have moved its man, or sent a king to a new square, at any moment. When you are ahead, vary your moves; when you are behind, a repetition may save you.</source>
        <translation>Uma repetição exige que os dois lados voltem às mesmas casas, então o lado que está na frente sempre tem voz nisso: as brancas podiam ter movido a sua pedra, ou levado uma dama a uma casa nova, a qualquer momento. Quando estiver na frente, varie os seus lances; quando estiver atrás, uma repetição pode salvar você.</translation>
    </message>
    <message>
        <source>This position is on the board for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can come back, so the counting starts again.</source>
        <translation>Esta posição está no tabuleiro pela segunda vez. Uma captura ou um movimento de pedra zera a conta: depois de qualquer um dos dois, nenhuma posição anterior pode voltar, então a contagem recomeça.</translation>
    </message>
    <message>
        <source>c3-b4: a man move. A man never goes back, so the earlier positions can never return. The 20-move count starts again too.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>c3-b4: um movimento de pedra. Uma pedra nunca anda para trás, então as posições anteriores não podem mais voltar. A contagem de 20 lances também recomeça.</translation>
    </message>
    <message>
        <source>The black king shuffles to a7 as before.</source>
        <translation>A dama preta vai para a7 como antes.</translation>
    </message>
    <message>
        <source>The same king move as before, but with the man on b4 the position is new: it has occurred once.</source>
        <translation>O mesmo lance de dama de antes, mas com a pedra em b4 a posição é nova: ela ocorreu uma vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling, and the position after g1-h2 has already been on the board twice. Keep your winning chances: play any move that does not bring it back a third time.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>As damas andaram de um lado para outro, e a posição que resulta de g1-h2 já esteve duas vezes no tabuleiro. Mantenha as suas chances de vitória: faça qualquer lance que não a traga pela terceira vez.</translation>
    </message>
    <message>
        <source>g1-h2 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2 traz essa posição pela terceira vez: a partida termina empatada na hora e a dama a mais é desperdiçada. Qualquer outro lance mantém a partida viva.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as c3-b4 even wipes the slate clean.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>Certo, a partida continua. Um movimento de pedra como c3-b4 até zera a conta.</translation>
    </message>
    <message>
        <source>The referee looks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>O árbitro procura uma repetição depois de cada lance, antes de qualquer contagem de lances: uma terceira ocorrência empata mesmo quando uma contagem ainda tem lances sobrando. O painel avisa quando a posição do tabuleiro já ocorreu duas vezes.</translation>
    </message>
</context>
<context>
    <name>BrazilianShots</name>
    <message>
        <source>Shots from the computer&apos;s games</source>
        <extracomment>Lesson title (a course of the Learn page): combinations (shots) found in games</extracomment>
        <translation>Golpes de partidas do computador</translation>
    </message>
    <message>
        <source>Positions from games of the computer against itself where one move wins material by force: find it, then play the whole combination.</source>
        <translation>Posições de partidas do computador contra si mesmo em que um lance ganha material de forma forçada: encontre-o e depois jogue a combinação inteira.</translation>
    </message>
    <message>
        <source>Black to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>As pretas jogam e ganham material de forma forçada.</translation>
    </message>
    <message>
        <source>From a game of the computer against itself.</source>
        <extracomment>Where a shot&apos;s position comes from</extracomment>
        <translation>De uma partida do computador contra si mesmo.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces White to capture: find the move after which White&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esse não. O golpe obriga as brancas a capturar: procure o lance depois do qual a captura delas deixa as peças onde você pode tomar mais.</translation>
    </message>
    <message>
        <source>The shot: %1. Black takes as many pieces as it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>O golpe: %1. As pretas tomam tantas peças quanto entregam e ganham uma dama nova.</translation>
    </message>
    <message>
        <source>White to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>As brancas jogam e ganham material de forma forçada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces Black to capture: find the move after which Black&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esse não. O golpe obriga as pretas a capturar: procure o lance depois do qual a captura delas deixa as peças onde você pode tomar mais.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As brancas tomam %n peça a mais do que entregam.</numerusform>
            <numerusform>O golpe: %1. As brancas tomam %n peças a mais do que entregam.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As pretas tomam %n peça a mais do que entregam.</numerusform>
            <numerusform>O golpe: %1. As pretas tomam %n peças a mais do que entregam.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shot: %1. White takes as many pieces as it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>O golpe: %1. As brancas tomam tantas peças quanto entregam e ganham uma dama nova.</translation>
    </message>
</context>
<context>
    <name>BrazilianTechnique</name>
    <message>
        <source>Endgame technique within the counts</source>
        <extracomment>Lesson title (Brazilian draughts course)</extracomment>
        <translation>Técnica de finais dentro das contagens</translation>
    </message>
    <message>
        <source>How to win before a count runs out, and how the weaker side uses the counts to save the game.</source>
        <translation>Como vencer antes que uma contagem se esgote, e como o lado mais fraco usa as contagens para salvar a partida.</translation>
    </message>
    <message>
        <source>Keep a man in reserve: a man move starts the 20-move count again (it does not help in the 5-move endings). The kings have been moving; play the move that gives you back all 20 moves.</source>
        <extracomment>h2 is a square name: keep it as it is</extracomment>
        <translation>Guarde uma pedra em reserva: um movimento de pedra reinicia a contagem de 20 lances (nos finais de 5 lances não adianta). Até aqui só as damas se moveram; faça o lance que devolve a você os 20 lances.</translation>
    </message>
    <message>
        <source>A king move only uses up the count. Move the man on h2: a man move starts the count again.</source>
        <extracomment>h2 is a square name: keep it as it is</extracomment>
        <translation>Um lance de dama só gasta a contagem. Mova a pedra de h2: um movimento de pedra reinicia a contagem.</translation>
    </message>
    <message>
        <source>The panel shows the full 20 moves again. Spend man moves where they count.</source>
        <translation>O painel mostra de novo os 20 lances inteiros. Gaste os movimentos de pedra onde eles contam.</translation>
    </message>
    <message>
        <source>Take the main diagonal first. The lone king wants to reach it, because alone there it would start the 5-move count. Put one of your kings on the main diagonal now: while it stays there, the count cannot start and you keep the full 20 moves.</source>
        <translation>Ocupe a grande diagonal primeiro. A dama solitária quer chegar até ela, porque sozinha ali faria começar a contagem de 5 lances. Coloque agora uma das suas damas na grande diagonal: enquanto ela ficar ali, a contagem não pode começar e você mantém os 20 lances inteiros.</translation>
    </message>
    <message>
        <source>That move leaves the main diagonal empty: the black king could go to e5 and start the 5-move count. Put a king on b2, c3 or d4.</source>
        <translation>Esse lance deixa a grande diagonal vazia: a dama preta poderia ir para e5 e fazer começar a contagem de 5 lances. Coloque uma dama em b2, c3 ou d4.</translation>
    </message>
    <message>
        <source>Your king holds the main diagonal. Now you have time to trap the lone king.</source>
        <translation>A sua dama domina a grande diagonal. Agora você tem tempo para prender a dama solitária.</translation>
    </message>
    <message>
        <source>The main diagonal is yours. Win within three moves: remember that the lone king must capture, and must take as many pieces as it can.</source>
        <translation>A grande diagonal é sua. Vença em no máximo três lances: lembre-se de que a dama solitária tem de capturar, e tem de tomar o máximo de peças que puder.</translation>
    </message>
    <message>
        <source>Now you are the weaker side: one king against three. Your plan is the same facts seen from the other side: go to the main diagonal, where you are alone, and the 5-move count starts.</source>
        <translation>Agora você é o lado mais fraco: uma dama contra três. O seu plano são os mesmos fatos vistos do outro lado: leve a sua dama à grande diagonal, onde ela fica sozinha, e a contagem de 5 lances começa.</translation>
    </message>
    <message>
        <source>That square is not on the main diagonal. From c1, only b2 is.</source>
        <translation>Essa casa não está na grande diagonal. A partir de c1, só b2 está.</translation>
    </message>
    <message>
        <source>You are alone on the main diagonal: the 5-move count has started. Stay on it, out of reach.</source>
        <translation>A sua dama está sozinha na grande diagonal: a contagem de 5 lances começou. Mantenha-a ali, fora de alcance.</translation>
    </message>
    <message>
        <source>Hold the draw against the computer. Keep your king on the main diagonal, never stop where it can be captured, and let the 5-move count run out.</source>
        <translation>Segure o empate contra o computador. Mantenha a sua dama na grande diagonal, nunca pare onde ela possa ser capturada e deixe a contagem de 5 lances se esgotar.</translation>
    </message>
    <message>
        <source>And if the lone king does step into a trap on the very last counted move, the capture still wins: the win is checked before any count.</source>
        <translation>E se a dama solitária cair numa armadilha bem no último lance contado, a captura ainda vence: a vitória é verificada antes de qualquer contagem.</translation>
    </message>
    <message>
        <source>When you are ahead, the count is your opponent&apos;s best defence: treat it as a clock. Do not move your kings for nothing. Here White has already spent three moves going back and forth, and a position that comes back a third time ends the game at once. Every move should bring a piece closer to a capture or a new king.</source>
        <translation>Quando você está na frente, a contagem é a melhor defesa do adversário: trate-a como um relógio. Não fique mexendo as damas à toa. Aqui as brancas já gastaram três lances indo e voltando, e uma posição que aparece pela terceira vez encerra a partida na hora. Cada lance deve aproximar uma peça de uma captura ou de uma nova dama.</translation>
    </message>
    <message>
        <source>Know the number before you exchange. Here, with two kings and a man against a king off the main diagonal, only the 20-move count runs. Give up the man and it becomes two kings against one: only 5 moves per side. If you cannot see the win in that time, keep more pieces on the board for now.</source>
        <translation>Saiba o número antes de trocar peças. Aqui, com duas damas e uma pedra contra uma dama fora da grande diagonal, só corre a contagem de 20 lances. Entregue a pedra e ficam duas damas contra uma: só 5 lances de cada lado. Se você não enxerga a vitória nesse prazo, mantenha mais peças no tabuleiro por enquanto.</translation>
    </message>
    <message>
        <source>The black king threatens your man on g3. If it takes the man, two kings against one leave only 5 moves per side. Keep the man: play a move after which the black king cannot take it.</source>
        <extracomment>g3 is a square name: keep it as it is</extracomment>
        <translation>A dama preta ameaça a sua pedra de g3. Se ela capturar a pedra, duas damas contra uma deixam só 5 lances de cada lado. Conserve a pedra: faça um lance depois do qual a dama preta não possa capturá-la.</translation>
    </message>
    <message>
        <source>After that move the black king can take your man, and two kings against one give only 5 moves per side. Move the man out of reach, or block the diagonal with a king.</source>
        <translation>Depois desse lance a dama preta pode capturar a sua pedra, e duas damas contra uma dão só 5 lances de cada lado. Tire a pedra do alcance dela ou feche a diagonal com uma dama.</translation>
    </message>
    <message>
        <source>The man is safe, and with it the 20-move count: two kings and a man against a king off the main diagonal are not a 5-move ending.</source>
        <translation>A pedra está salva, e com ela a contagem de 20 lances: duas damas e uma pedra contra uma dama fora da grande diagonal não são um final de 5 lances.</translation>
    </message>
    <message>
        <source>Now a real ending, and the kings have already wandered: 12 moves each are gone and only 8 of the 20 are left. Your king on c3 holds the main diagonal. Win within seven moves and waste none of them: close in on the lone king, then give a king so that its capture lands it where you can take it.</source>
        <translation>Agora um final de verdade, e as damas já andaram à toa: foram 12 lances de cada lado e restam só 8 dos 20. Sua dama em c3 domina a grande diagonal. Vença em sete lances sem desperdiçar nenhum: cerque a dama solitária e depois entregue uma dama para que a captura a deixe onde você possa capturá-la.</translation>
    </message>
</context>
<context>
    <name>InternationalBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>O tabuleiro e a notação</translation>
    </message>
    <message>
        <source>The 50 dark squares, how they are numbered, how the game starts, and how a move is written.</source>
        <translation>As 50 casas escuras, como são numeradas, como a partida começa e como se escreve um lance.</translation>
    </message>
    <message>
        <source>International draughts is played on the 50 dark squares of a 10×10 board. The squares are numbered from 1 to 50, row by row, starting from Black&apos;s side: 1 to 5 are on the far row as White sees the board, 6 begins the next row, and 46 to 50 are on White&apos;s own back row. The dark corner on White&apos;s left is 46. Every diagram in these lessons is an example position, with White at the bottom.</source>
        <extracomment>1, 5, 6, 46 and 50 are square numbers: keep them as they are</extracomment>
        <translation>O jogo de damas internacionais é jogado nas 50 casas escuras de um tabuleiro 10×10. As casas são numeradas de 1 a 50, fileira por fileira, a partir do lado das pretas: de 1 a 5 ficam na fileira mais distante vista pelas brancas, a 6 abre a fileira seguinte e de 46 a 50 ficam na primeira fileira das brancas. O canto escuro à esquerda das brancas é a casa 46. Cada diagrama destas lições é uma posição de exemplo, com as brancas embaixo.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twenty men: Black&apos;s stand on squares 1 to 20, White&apos;s on 31 to 50, and the two middle rows (21 to 30) are empty. White always makes the first move.</source>
        <extracomment>1-20, 31-50 and 21-30 are ranges of square numbers: keep them as they are</extracomment>
        <translation>É assim que toda partida começa. Cada lado tem vinte pedras: as das pretas ficam nas casas 1 a 20, as das brancas nas casas 31 a 50, e as duas fileiras do meio (21 a 30) ficam vazias. As brancas sempre fazem o primeiro lance.</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: 32-28 takes the man on 32 one square forward to 28. Play 32-28.</source>
        <extracomment>32-28 is a move in International notation: keep it as it is</extracomment>
        <translation>Um lance sem captura liga as suas duas casas com um hífen: 32-28 leva a pedra de 32 uma casa para a frente, até 28. Jogue 32-28.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for 32-28: the man on 32 goes one square forward, to 28.</source>
        <extracomment>32-28 and 28 are a move and a square: keep them as they are</extracomment>
        <translation>Esse lance é legal, mas este passo pede 32-28: a pedra de 32 avança uma casa, até 28.</translation>
    </message>
    <message>
        <source>Well done. That move is written 32-28.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>Muito bem. Esse lance se escreve 32-28.</translation>
    </message>
    <message>
        <source>A capture is written with an x instead: 28x19 means the man on 28 jumps the black man on 23 and lands on 19.</source>
        <extracomment>28x19, 28, 23 and 19 are a capture and squares: keep them as they are</extracomment>
        <translation>Uma captura se escreve com um x: 28x19 significa que a pedra de 28 salta a pedra preta de 23 e cai em 19.</translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on 32 jumps 28 and lands on 23, written 32x23.</source>
        <extracomment>32x23, 32, 28 and 23 are a capture and squares: keep them as they are</extracomment>
        <translation>Agora capture você a pedra preta: a pedra de 32 salta 28 e cai em 23, o que se escreve 32x23.</translation>
    </message>
    <message>
        <source>Jump the black man on 28 and land on 23.</source>
        <extracomment>28 and 23 are squares: keep them as they are</extracomment>
        <translation>Salte a pedra preta de 28 e caia em 23.</translation>
    </message>
    <message>
        <source>That capture is written 32x23.</source>
        <extracomment>32x23 is a capture: keep it as it is</extracomment>
        <translation>Essa captura se escreve 32x23.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps 32 and 22, lands on 28 on the way, and is written 37x17, without 28.</source>
        <extracomment>37x17, 28, 32 and 22 are a capture and squares: keep them as they are</extracomment>
        <translation>Uma captura de várias peças se escreve só com o começo e o fim: esta salta 32 e 22, passa por 28 e se escreve 37x17, sem o 28.</translation>
    </message>
    <message>
        <source>Two captures are possible here, each of one man. Play the one written 37x28.</source>
        <extracomment>37x28, 34x23, 37 and 28 are captures and squares: keep them as they are</extracomment>
        <translation>Aqui há duas capturas possíveis, cada uma de uma pedra. Jogue a que se escreve 37x28.</translation>
    </message>
    <message>
        <source>That was 34x23. The step asks for 37x28: the man on 37 jumps 32 and lands on 28.</source>
        <extracomment>34x23 and 37x28 are captures: keep them as they are</extracomment>
        <translation>Essa foi 34x23. O passo pede 37x28: a pedra de 37 salta 32 e cai em 28.</translation>
    </message>
    <message>
        <source>Right: 37x28, from 37 over 32 to 28.</source>
        <extracomment>37x28 is a capture: keep it as it is</extracomment>
        <translation>Certo: 37x28, de 37 por cima de 32 até 28.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end but take different pieces is the path written too, square by square where it turns. Here a white king (you will meet kings soon) can go from 22 to 15 in two ways: over 18, 19 and 20, written 22x13x24x15; or over 31, 41 and 20, written 22x36x47x15.</source>
        <extracomment>22, 15 and the captures 22x13x24x15, 22x36x47x15 stay as they are</extracomment>
        <translation>Só quando duas capturas têm o mesmo começo e o mesmo fim, mas tomam peças diferentes, o caminho também é escrito, casa por casa onde ele muda de direção. Aqui uma dama branca (você vai conhecer as damas em breve) pode ir de 22 a 15 de duas maneiras: por cima de 18, 19 e 20, escrita 22x13x24x15; ou por cima de 31, 41 e 20, escrita 22x36x47x15.</translation>
    </message>
    <message>
        <source>Play the capture written 22x36x47x15: down to 36, across to 47, then all the way up to 15.</source>
        <extracomment>22x36x47x15 is a capture written in full: keep it as it is</extracomment>
        <translation>Jogue a captura escrita 22x36x47x15: para baixo até 36, de lado até 47 e depois para cima até 15.</translation>
    </message>
    <message>
        <source>That was 22x13x24x15, which takes 18, 19 and 20. The step asks for 22x36x47x15, which takes 31, 41 and 20.</source>
        <extracomment>22x13x24x15 and 22x36x47x15 stay as they are</extracomment>
        <translation>Essa foi 22x13x24x15, que toma 18, 19 e 20. O passo pede 22x36x47x15, que toma 31, 41 e 20.</translation>
    </message>
    <message>
        <source>Right. Both captures go from 22 to 15 and take three men, so each is written with the squares where it turns.</source>
        <extracomment>22 and 15 are squares: keep them as they are</extracomment>
        <translation>Certo. As duas capturas vão de 22 a 15 e tomam três pedras, por isso cada uma se escreve com as casas onde muda de direção.</translation>
    </message>
</context>
<context>
    <name>InternationalCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>As capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, men capture both ways, a capture goes on to the end, and jumped pieces come off only when it is over.</source>
        <translation>Capturar é obrigatório, as pedras capturam nos dois sentidos, uma captura vai até o fim e as peças saltadas só saem quando ela termina.</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy piece right next to it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on 32 has to take 28 and land on 23; the man on 39 may not move this turn.</source>
        <extracomment>32, 28, 23 and 39 are square numbers: keep them as they are</extracomment>
        <translation>Uma pedra captura saltando na diagonal sobre uma peça adversária vizinha até a casa vazia logo atrás. Capturar é obrigatório: se você pode capturar, tem de capturar. Aqui a pedra de 32 tem de tomar 28 e cair em 23; a pedra de 39 não pode se mover neste lance.</translation>
    </message>
    <message>
        <source>Men capture backward as well as forward. Your man on 28 can take either black man: choose the capture after which it is not taken straight back.</source>
        <extracomment>28 is a square number: keep it as it is</extracomment>
        <translation>As pedras capturam tanto para trás quanto para a frente. Sua pedra de 28 pode tomar qualquer uma das duas pedras pretas: escolha a captura depois da qual ela não é tomada em seguida.</translation>
    </message>
    <message>
        <source>After 28x17 the black man on 11 jumps your man (11x22). Capture backward instead: 28x39.</source>
        <extracomment>28x17, 11, 11x22 and 28x39 are captures and squares: keep them as they are</extracomment>
        <translation>Depois de 28x17, a pedra preta de 11 salta a sua pedra (11x22). Capture para trás: 28x39.</translation>
    </message>
    <message>
        <source>Right: 28x39 jumps 33 backward, and nothing can take your man on 39.</source>
        <extracomment>28x39 and 33 are a capture and a square: keep them as they are</extracomment>
        <translation>Certo: 28x39 salta 33 para trás, e nada pode tomar a sua pedra de 39.</translation>
    </message>
    <message>
        <source>A capture must be completed: after each jump, if the man can jump again, it goes on, forward or backward. Capture with the man on 47 and keep jumping until nothing more can be taken. A king is captured just like a man.</source>
        <extracomment>47 is a square number: keep it as it is</extracomment>
        <translation>Uma captura tem de ser completada: depois de cada salto, se a pedra puder saltar de novo, ela continua, para a frente ou para trás. Capture com a pedra de 47 e continue saltando até não haver mais nada para tomar. Uma dama é capturada como uma pedra.</translation>
    </message>
    <message>
        <source>Keep jumping: the man on 47 takes every black piece and ends on 49.</source>
        <extracomment>47 and 49 are squares: keep them as they are</extracomment>
        <translation>Continue saltando: a pedra de 47 toma todas as peças pretas e termina em 49.</translation>
    </message>
    <message>
        <source>Well done: 47x49 takes all eight pieces, the king among them, in one move.</source>
        <extracomment>47x49 is a capture: keep it as it is</extracomment>
        <translation>Muito bem: 47x49 toma as oito peças, a dama entre elas, num só lance.</translation>
    </message>
    <message>
        <source>Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This man jumps all four black men and comes back to 32, next to 28 again with 23 empty; but 28 has already been jumped, so the capture ends there. A jumped piece stays on the board until the end of the move and still blocks the way: players call this the Turkish strike.</source>
        <extracomment>32, 28 and 23 are square numbers: keep them as they are</extracomment>
        <translation>As peças saltadas só saem do tabuleiro quando o lance inteiro termina, e nenhuma pode ser saltada duas vezes. Esta pedra salta as quatro pedras pretas e volta a 32, de novo ao lado de 28 e com 23 vazia; mas 28 já foi saltada, então a captura termina ali. Uma peça saltada continua no tabuleiro até o fim do lance e ainda bloqueia a passagem: é o que os jogadores chamam de golpe turco.</translation>
    </message>
    <message>
        <source>Click every white man that can capture, then confirm your answer. Look in all four directions, and check that the square behind the black piece is empty.</source>
        <translation>Clique em cada pedra branca que possa capturar e confirme a sua resposta. Olhe nas quatro direções e verifique se a casa atrás da peça preta está vazia.</translation>
    </message>
    <message>
        <source>Now see what the forward capture would have led to.</source>
        <translation>Agora veja aonde a captura para a frente teria levado.</translation>
    </message>
    <message>
        <source>The man on 28 takes 22 and lands on 17, right in front of the black man on 11.</source>
        <extracomment>28, 22 and 17 are square numbers: keep them as they are</extracomment>
        <translation>A pedra de 28 toma 22 e cai em 17, bem na frente da pedra preta de 11.</translation>
    </message>
    <message>
        <source>Black must capture too: 11 jumps 17 and lands on 22. Your man could not take 11 first, because 6 behind it was occupied.</source>
        <extracomment>11, 17, 22 and 6 are square numbers: keep them as they are</extracomment>
        <translation>As pretas também têm de capturar: 11 salta 17 e cai em 22. Sua pedra não podia tomar antes a de 11, porque a casa 6, atrás dela, estava ocupada.</translation>
    </message>
</context>
<context>
    <name>InternationalCounts</name>
    <message>
        <source>The International counts</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>As contagens internacionais</translation>
    </message>
    <message>
        <source>The four move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.</source>
        <translation>As quatro contagens de lances que terminam uma partida empatada por si sós: quando cada uma corre, quanto dura e o que a reinicia.</translation>
    </message>
    <message>
        <source>The FMJD rules have four move counts. When one runs out, the game is drawn by itself. Limits are given in moves of each player, so 5 moves means 5 by White and 5 by Black, and the moves of both sides count. The panel beside the board shows every running count as moves left. Here three of them run at once.</source>
        <translation>As regras da FMJD têm quatro contagens de lances. Quando uma se esgota, a partida termina empatada por si só. Os limites são dados em lances de cada jogador, então 5 lances significam 5 das brancas e 5 das pretas, e contam os lances dos dois lados. O painel ao lado do tabuleiro mostra cada contagem em curso como lances restantes. Aqui três correm ao mesmo tempo.</translation>
    </message>
    <message>
        <source>Both sides have a king and a man. Watch the 25-move count in the panel as each kind of move is played.</source>
        <translation>Cada lado tem uma dama e uma pedra. Observe a contagem de 25 lances no painel enquanto cada tipo de lance é jogado.</translation>
    </message>
    <message>
        <source>A king move: the count goes on.</source>
        <translation>Um lance de dama: a contagem continua.</translation>
    </message>
    <message>
        <source>Another king move: the count goes on.</source>
        <translation>Outro lance de dama: a contagem continua.</translation>
    </message>
    <message>
        <source>36-31 is a man move: the count starts again from 25 moves.</source>
        <extracomment>36-31 is a move: keep it as it is</extracomment>
        <translation>36-31 é um movimento de pedra: a contagem recomeça a partir de 25 lances.</translation>
    </message>
    <message>
        <source>Another king move.</source>
        <translation>Outro lance de dama.</translation>
    </message>
    <message>
        <source>15-20: a black man move starts the count again just the same.</source>
        <extracomment>15-20 is a move: keep it as it is</extracomment>
        <translation>15-20: um movimento de uma pedra preta também a reinicia.</translation>
    </message>
    <message>
        <source>A king move: the count ticks down again.</source>
        <translation>Um lance de dama: a contagem volta a descer.</translation>
    </message>
    <message>
        <source>Three kings, or two kings and a man, or a king and two men against a lone king: the stronger side must win within 16 moves per side. Nothing starts this count again, not even a capture made during those 16 moves.</source>
        <translation>Três damas, ou duas damas e uma pedra, ou uma dama e duas pedras contra uma dama solitária: o lado mais forte tem de vencer em 16 lances para cada lado. Nada reinicia esta contagem, nem mesmo uma captura feita durante esses 16 lances.</translation>
    </message>
    <message>
        <source>Two kings, a king and a man, or a single king against a lone king: 5 moves per side, wherever the pieces stand. So two kings against one give only five moves, and they rarely win.</source>
        <translation>Duas damas, uma dama e uma pedra, ou uma só dama contra uma dama solitária: 5 lances para cada lado, estejam as peças onde estiverem. Então duas damas contra uma dão só cinco lances, e raramente vencem.</translation>
    </message>
    <message>
        <source>Three kings against one, and 14 of the 16 moves per side have gone. Watch what a capture does: it leads into the 5-move ending, and both counts then run. Whichever deadline comes first ends the game.</source>
        <translation>Três damas contra uma, e já se jogaram 14 dos 16 lances de cada lado. Veja o que uma captura faz: leva ao final de 5 lances, e então as duas contagens correm. O prazo que vencer primeiro termina a partida.</translation>
    </message>
    <message>
        <source>White gives up a king: the black king must take it.</source>
        <translation>As brancas entregam uma dama: a dama preta tem de tomá-la.</translation>
    </message>
    <message>
        <source>Two kings against one now: the 5-move count starts, but the 16-move count does not start again. It has only one move per side left.</source>
        <translation>Agora são duas damas contra uma: começa a contagem de 5 lances, mas a de 16 não recomeça: ela só tem mais um lance para cada lado.</translation>
    </message>
    <message>
        <source>White&apos;s 16th move.</source>
        <translation>O 16.º lance das brancas.</translation>
    </message>
    <message>
        <source>Black&apos;s 16th move: the 16-move count has run out first. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.</source>
        <translation>O 16.º lance das pretas: a contagem de 16 lances se esgotou primeiro. A partida é empate: “Regra de final: o lado mais forte não venceu nos lances permitidos”.</translation>
    </message>
    <message>
        <source>This is the last move of the 5-move count, and the black king has just stepped onto 22. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.</source>
        <extracomment>22 is a square number: keep it as it is</extracomment>
        <translation>Este é o último lance da contagem de 5 lances, e a dama preta acabou de ir para 22. Capture-a: a vitória é verificada antes de qualquer contagem, então tomar a última peça no último lance contado vence.</translation>
    </message>
    <message>
        <source>Capture the black king with the king on 39.</source>
        <extracomment>39 is a square number: keep it as it is</extracomment>
        <translation>Capture a dama preta com a dama de 39.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>A última peça cai no último lance contado: a partida está ganha, não empatada.</translation>
    </message>
    <message>
        <source>What starts each count again? The 25-move count: a man move or a capture. The three endgame counts: nothing; they only end when their ending is over. For the weaker side this is the plan: head for the main diagonal and stay there, out of reach. Hover over a count in the panel to read its rule.</source>
        <translation>O que reinicia cada contagem? A de 25 lances: um movimento de pedra ou uma captura. As três contagens de final: nada; só terminam quando o seu final acaba. Para o lado mais fraco, este é o plano: ir para a grande diagonal e ficar nela, fora de alcance. Passe o ponteiro sobre uma contagem no painel para ler a regra.</translation>
    </message>
    <message>
        <source>The longest count: when for 25 moves by each side only kings have moved, with no man moved and nothing captured, the game is drawn, and the result line says “Move limit: too long without captures”. Any man move or any capture starts it again. Here only kings are left, so nothing can start it again but a capture.</source>
        <translation>A contagem mais longa: quando durante 25 lances de cada lado só damas se moveram, sem nenhuma pedra movida e sem captura, a partida é empate, e a linha do resultado diz “Limite de lances: tempo demais sem captura”. Qualquer movimento de pedra ou qualquer captura a reinicia. Aqui só restam damas, então só uma captura pode reiniciá-la.</translation>
    </message>
    <message>
        <source>In that same ending, as soon as the lone king is the only piece on the main diagonal (46 to 5), the stronger side has just 5 moves per side left. A piece of the stronger side on the main diagonal keeps this count from starting. If the lone king steps off the diagonal, this count ends; if it comes back as the only piece there, a new 5-move count starts.</source>
        <extracomment>46 and 5 name the main diagonal by its end squares: keep them as they are</extracomment>
        <translation>Nesse mesmo final, assim que a dama solitária é a única peça na grande diagonal (de 46 a 5), restam só 5 lances para cada lado. Uma peça do lado mais forte na grande diagonal impede que esta contagem comece. Se a dama solitária sai da diagonal, esta contagem termina; se ela voltar a ser a única peça ali, começa uma nova contagem de 5 lances.</translation>
    </message>
</context>
<context>
    <name>InternationalForcedCaptures</name>
    <message>
        <source>Forced captures and combinations</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Capturas forçadas e combinações</translation>
    </message>
    <message>
        <source>Your opponent must capture too: give a man to decide where his piece lands, then take more back, even with a crowning.</source>
        <translation>O adversário também tem de capturar: entregue uma pedra para decidir onde a peça dele vai cair e depois tome mais, até com coroação.</translation>
    </message>
    <message>
        <source>Capturing is obligatory for your opponent as well. So when you offer a man, you choose where the capturing piece will land. If 32-28 is played here, the black man on 22 must take it and lands on 33, exactly where White wants it. A series of moves built on forced captures is called a combination, or a shot.</source>
        <extracomment>32-28, 22 and 33 are a move and square numbers: keep them as they are</extracomment>
        <translation>Capturar também é obrigatório para o adversário. Por isso, quando você oferece uma pedra, escolhe onde vai cair a peça que captura. Se aqui se jogar 32-28, a pedra preta de 22 tem de tomá-la e cai em 33, exatamente onde as brancas querem. Uma série de lances baseada em capturas forçadas se chama combinação, ou golpe.</translation>
    </message>
    <message>
        <source>Play 32-28, let Black take, and then capture as many men as you can.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>Jogue 32-28, deixe as pretas tomarem e depois capture o máximo de pedras que puder.</translation>
    </message>
    <message>
        <source>That move is legal, but it wins nothing. Offer the man with 32-28.</source>
        <extracomment>32-28 is a move: keep it as it is</extracomment>
        <translation>Esse lance é legal, mas não ganha nada. Ofereça a pedra com 32-28.</translation>
    </message>
    <message>
        <source>One man given, three taken: 38x9 jumps 33, 24 and 14.</source>
        <extracomment>38x9, 33, 24 and 14 are a capture and square numbers: keep them as they are</extracomment>
        <translation>Uma pedra entregue, três tomadas: 38x9 salta 33, 24 e 14.</translation>
    </message>
    <message>
        <source>Another one. Put a man where the black man on 32 has to take it, and make its landing square the first step of your own capture.</source>
        <extracomment>32 and 27 are square numbers: keep them as they are</extracomment>
        <translation>Mais uma. Coloque uma pedra onde a pedra preta de 32 tenha de tomá-la, e faça da casa onde ela cai o primeiro passo da sua própria captura.</translation>
    </message>
    <message>
        <source>That wins nothing. Play 31-27: Black must answer 32x21, and the man on 21 can then be jumped.</source>
        <extracomment>31-27 and 32x21 are a move and a capture: keep them as they are</extracomment>
        <translation>Isso não ganha nada. Jogue 31-27: as pretas têm de responder 32x21, e então a pedra de 21 pode ser saltada.</translation>
    </message>
    <message>
        <source>Right: 26x6 takes 21 and 11. Two for one.</source>
        <extracomment>26x6, 21 and 11 are a capture and square numbers: keep them as they are</extracomment>
        <translation>Certo: 26x6 toma 21 e 11. Duas por uma.</translation>
    </message>
    <message>
        <source>The best combinations end on the far row. A capture that ends there crowns the man, so a forced capture can open the way to a new king. Look for the path to 4.</source>
        <extracomment>4 is a square number: keep it as it is</extracomment>
        <translation>As melhores combinações terminam na última fileira. Uma captura que termina ali coroa a pedra, então uma captura forçada pode abrir caminho para uma nova dama. Procure o caminho até 4.</translation>
    </message>
    <message>
        <source>Offer a man to the black man on 28, then capture all the way to the far row.</source>
        <extracomment>28 is a square number: keep it as it is</extracomment>
        <translation>Ofereça uma pedra à pedra preta de 28 e depois capture até a última fileira.</translation>
    </message>
    <message>
        <source>Play 29-23: after the forced 28x19, your man on 24 takes two and ends on the far row, 24x4.</source>
        <extracomment>29-23, 28x19 and 24x4 are moves: keep them as they are</extracomment>
        <translation>Jogue 29-23: depois da captura forçada 28x19, a sua pedra de 24 toma duas e termina na última fileira, 24x4.</translation>
    </message>
    <message>
        <source>24x4 jumps 19 and 9 and ends on 4: a man given, two taken and a new king.</source>
        <extracomment>24x4, 19, 9 and 4 are a capture and square numbers: keep them as they are</extracomment>
        <translation>24x4 salta 19 e 9 e termina em 4: uma pedra entregue, duas tomadas e uma dama nova.</translation>
    </message>
    <message>
        <source>Step through the combination once more and see why Black had no choice.</source>
        <translation>Repasse a combinação passo a passo e veja por que as pretas não tinham escolha.</translation>
    </message>
    <message>
        <source>29-23 puts a man next to the black man on 28, with 19 empty behind it.</source>
        <extracomment>29-23 and 28 are a move and a square number: keep them as they are</extracomment>
        <translation>29-23 coloca uma pedra ao lado da pedra preta de 28, com 19 vazia atrás dela.</translation>
    </message>
    <message>
        <source>Black must capture, and 28x19 is the only capture on the board.</source>
        <extracomment>28x19 is a capture: keep it as it is</extracomment>
        <translation>As pretas têm de capturar, e 28x19 é a única captura no tabuleiro.</translation>
    </message>
    <message>
        <source>Now 24x4: over 19 to 13, over 9 to 4. The move ends on the far row, so the man is crowned.</source>
        <extracomment>24x4 and 13 are a capture and a square number: keep them as they are</extracomment>
        <translation>Agora 24x4: por cima de 19 até 13, por cima de 9 até 4. O lance termina na última fileira, então a pedra é coroada.</translation>
    </message>
</context>
<context>
    <name>InternationalGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quem vence, como se propõe empate e os empates que o programa aplica sozinho.</translation>
    </message>
    <message>
        <source>A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on 36 can neither step nor capture, so White has won.</source>
        <extracomment>36 is a square number: keep it as it is</extracomment>
        <translation>Perde a partida o lado que tem de jogar e não pode: não lhe resta nenhuma peça, ou nenhuma das suas peças tem um lance legal. Aqui é a vez das pretas, mas a pedra de 36 não pode avançar nem capturar, e por isso as brancas venceram.</translation>
    </message>
    <message>
        <source>Black has two men left, one behind the other on your king&apos;s diagonal. Take them both: with no piece left, Black loses at once.</source>
        <translation>Restam às pretas duas pedras, uma atrás da outra na diagonal da sua dama. Tome as duas: sem nenhuma peça, as pretas perdem na hora.</translation>
    </message>
    <message>
        <source>Take both men in one move with your king.</source>
        <translation>Tome as duas pedras num só lance com a sua dama.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>As pretas ficaram sem peças: as brancas vencem.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on 36. Play the move that leaves it with no step and no capture.</source>
        <extracomment>36 is a square number: keep it as it is</extracomment>
        <translation>A última pedra preta está em 36. Faça o lance que a deixa sem avanço e sem captura.</translation>
    </message>
    <message>
        <source>After that move the man on 36 can still move or capture. Its only square is 41: fill it with a man that cannot be jumped, because 47 behind it stays occupied.</source>
        <extracomment>36, 41 and 47 are square numbers: keep them as they are</extracomment>
        <translation>Depois desse lance, a pedra de 36 ainda pode se mover ou capturar. A única casa dela é 41: ocupe-a com uma pedra que não possa ser saltada, porque 47, atrás dela, continua ocupada.</translation>
    </message>
    <message>
        <source>Black has a man but no legal move: White wins.</source>
        <translation>As pretas têm uma pedra, mas nenhum lance legal: as brancas vencem.</translation>
    </message>
    <message>
        <source>Now win against the computer within three moves: take every black man or leave Black without a move.</source>
        <translation>Agora vença o computador em no máximo três lances: tome todas as pedras pretas ou deixe as pretas sem lance.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <translation>Uma partida também pode terminar empatada de comum acordo. Na página de jogo, &quot;Propor empate&quot; envia a sua proposta junto com o seu lance, valendo só para a próxima vez do adversário. Depois de feita, não pode ser retirada: o adversário aceita, ou recusa simplesmente jogando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.</source>
        <translation>O computador responde à sua proposta de acordo com a própria avaliação da posição. Ele aceita quando não acha que está ganhando, porque a posição dele é pior ou está mais ou menos igual, e diz qual dos dois. Quando acha que está melhor, ou vê uma linha vencedora, recusa e diz isso.</translation>
    </message>
    <message>
        <source>Other draws need no offer: they come from the FMJD rules, and the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Os outros empates dispensam proposta: vêm das regras da FMJD, e o programa os aplica sozinho. Quando uma posição aparece pela terceira vez, ou uma contagem de lances se esgota, a partida termina na hora e a linha do resultado diz por quê. O painel ao lado do tabuleiro mostra as contagens em andamento; as próximas lições ensinam a repetição e as contagens.</translation>
    </message>
</context>
<context>
    <name>InternationalKings</name>
    <message>
        <source>Flying kings</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Damas voadoras</translation>
    </message>
    <message>
        <source>A king moves and captures at any distance along a diagonal; where it may land after a capture, and where it must land to go on.</source>
        <translation>Uma dama anda e captura a qualquer distância ao longo de uma diagonal; onde pode cair depois de uma captura e onde tem de cair para continuar.</translation>
    </message>
    <message>
        <source>A king is a flying king: it moves forward or backward, any number of squares along a diagonal, as long as the squares are empty. From 28 this king can reach 17 squares in one move.</source>
        <extracomment>28 is a square number: keep it as it is</extracomment>
        <translation>A dama é voadora: anda para a frente ou para trás, quantas casas quiser ao longo de uma diagonal, desde que estejam vazias. De 28 esta dama pode chegar a 17 casas num só lance.</translation>
    </message>
    <message>
        <source>The longest diagonal, from 46 to 5, is called the main diagonal. Send your king from one end of it to the other in a single move.</source>
        <extracomment>46 and 5 are square numbers: keep them as they are</extracomment>
        <translation>A diagonal mais longa, de 46 a 5, se chama grande diagonal. Leve a sua dama de uma ponta à outra num só lance.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for the far end of the main diagonal: square 5.</source>
        <extracomment>5 is a square number: keep it as it is</extracomment>
        <translation>Esse lance é legal, mas este passo pede a outra ponta da grande diagonal: a casa 5.</translation>
    </message>
    <message>
        <source>Right: 46-5, nine squares in one move.</source>
        <extracomment>46-5 is a move: keep it as it is</extracomment>
        <translation>Certo: 46-5, nove casas num só lance.</translation>
    </message>
    <message>
        <source>A king also captures from a distance: it can jump an enemy piece anywhere on its diagonal, if every square between them is empty and there is a free square behind. It may then land on any free square behind the piece: here 19, 14 or 10.</source>
        <extracomment>46, 23, 19, 14 and 10 are square numbers: keep them as they are</extracomment>
        <translation>Uma dama também captura a distância: pode saltar uma peça adversária em qualquer ponto da sua diagonal, se todas as casas entre elas estiverem vazias e houver uma casa livre atrás. Depois pode cair em qualquer casa livre atrás da peça: aqui 19, 14 ou 10.</translation>
    </message>
    <message>
        <source>But if one landing square lets the king go on capturing, it must land there. After jumping 32 your king could stop on 28, 23, 19, 14, 10 or 5, but only from 23 can it take 29 as well. Capture both men.</source>
        <extracomment>32, 28, 23, 19, 14, 10, 5 and 29 are square numbers: keep them as they are</extracomment>
        <translation>Mas se uma casa de chegada permite à dama continuar capturando, ela tem de cair nessa casa. Depois de saltar 32, a sua dama poderia parar em 28, 23, 19, 14, 10 ou 5, mas só de 23 pode tomar também 29. Capture as duas pedras.</translation>
    </message>
    <message>
        <source>The king must stop on 23 after the first jump, then take 29 as well.</source>
        <extracomment>23 and 29 are square numbers: keep them as they are</extracomment>
        <translation>A dama tem de parar em 23 depois do primeiro salto e então tomar também 29.</translation>
    </message>
    <message>
        <source>Right: the king had to land on 23 and then take 29. After the second jump it could choose any free square behind 29.</source>
        <extracomment>23 and 29 are square numbers: keep them as they are</extracomment>
        <translation>Certo: a dama tinha de cair em 23 e depois tomar 29. Depois do segundo salto podia escolher qualquer casa livre atrás de 29.</translation>
    </message>
    <message>
        <source>Choosing the right landing squares one after another gives long captures. Take every black man with the king on 1.</source>
        <extracomment>1 is a square number: keep it as it is</extracomment>
        <translation>Escolher bem as casas de chegada, uma após a outra, dá capturas longas. Tome todas as pedras pretas com a dama de 1.</translation>
    </message>
    <message>
        <source>Look for the landing square after each jump from which the king can go on. All ten men can be taken, ending on 15.</source>
        <extracomment>15 is a square number: keep it as it is</extracomment>
        <translation>Procure depois de cada salto a casa de chegada de onde a dama pode continuar. Dá para tomar as dez pedras, terminando em 15.</translation>
    </message>
    <message>
        <source>Ten men in one move: 1x15, from the rule book of the world federation.</source>
        <extracomment>1x15 is a capture: keep it as it is</extracomment>
        <translation>Dez pedras num só lance: 1x15, do livro de regras da federação mundial.</translation>
    </message>
    <message>
        <source>A king is worth far more than a man. Capture both black men within five moves, without letting them reach your back row.</source>
        <translation>Uma dama vale muito mais que uma pedra. Capture as duas pedras pretas em no máximo cinco lances, sem deixar que cheguem à sua primeira fileira.</translation>
    </message>
</context>
<context>
    <name>InternationalMajority</name>
    <message>
        <source>The majority rule and promotion</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>A lei da maioria e a coroação</translation>
    </message>
    <message>
        <source>You must take the most pieces, kings counting as men; and a man is crowned only if its move ends on the far row.</source>
        <translation>Você tem de tomar o maior número de peças, e as damas contam como pedras; e uma pedra só é coroada se o seu lance terminar na última fileira.</translation>
    </message>
    <message>
        <source>When several captures are possible, you must choose the one that takes the most pieces. A king counts as one piece, just like a man. Here the man on 48 could take the two kings on 42 and 31, but it can take three men instead: 48x19 is the only legal move.</source>
        <extracomment>48x19, 42 and 31 are a capture and square numbers: keep them as they are</extracomment>
        <translation>Quando há várias capturas possíveis, você tem de escolher a que toma mais peças. Uma dama conta como uma peça, igual a uma pedra. Aqui a pedra de 48 poderia tomar as duas damas de 42 e 31, mas pode tomar três pedras: 48x19 é o único lance legal.</translation>
    </message>
    <message>
        <source>Play the capture the majority rule requires, with the man on 48.</source>
        <extracomment>48 is a square number: keep it as it is</extracomment>
        <translation>Jogue com a pedra de 48 a captura que a lei da maioria exige.</translation>
    </message>
    <message>
        <source>Only 48x19 is legal here: it takes three men.</source>
        <extracomment>48x19 is a capture: keep it as it is</extracomment>
        <translation>Aqui só 48x19 é legal: toma três pedras.</translation>
    </message>
    <message>
        <source>Right: 48x19 takes three men. The two kings stay, but three pieces are more than two.</source>
        <extracomment>48x19 is a capture: keep it as it is</extracomment>
        <translation>Certo: 48x19 toma três pedras. As duas damas ficam, mas três peças são mais que duas.</translation>
    </message>
    <message>
        <source>Click every white man that may capture under the majority rule, then confirm. Four of your men touch a black man, but only the captures that take the most pieces are allowed.</source>
        <translation>Clique em cada pedra branca que possa capturar segundo a lei da maioria e confirme. Quatro das suas pedras tocam uma pedra preta, mas só são permitidas as capturas que tomam mais peças.</translation>
    </message>
    <message>
        <source>When two captures take the same number of pieces, you may choose either: taking a king gives no priority. Both captures of the man on 26 take two pieces. Choose the better one.</source>
        <extracomment>26 is a square number: keep it as it is</extracomment>
        <translation>Quando duas capturas tomam o mesmo número de peças, você pode escolher qualquer uma: tomar uma dama não dá prioridade. As duas capturas da pedra de 26 tomam duas peças. Escolha a melhor.</translation>
    </message>
    <message>
        <source>26x28 is legal, but it leaves Black its king. 26x8 takes the king on 21 as well, and your man will be crowned next move.</source>
        <extracomment>26x28, 26x8 and 21 are captures and a square: keep them as they are</extracomment>
        <translation>26x28 é legal, mas deixa às pretas a sua dama. 26x8 toma também a dama de 21, e a sua pedra será coroada no próximo lance.</translation>
    </message>
    <message>
        <source>Right: 26x8 takes the king and a man, and your man stands one step from the far row.</source>
        <extracomment>26x8 is a capture: keep it as it is</extracomment>
        <translation>Certo: 26x8 toma a dama e uma pedra, e a sua pedra fica a um passo da última fileira.</translation>
    </message>
    <message>
        <source>A man is crowned only when its move ends on the far row. Capture with the man on 15: it jumps 10 and reaches 4 on the far row, but must go on over 9 and ends on 13.</source>
        <extracomment>15, 10, 4, 9 and 13 are square numbers: keep them as they are</extracomment>
        <translation>Uma pedra só é coroada quando o seu lance termina na última fileira. Capture com a pedra de 15: ela salta 10 e chega a 4, na última fileira, mas tem de continuar por cima de 9 e termina em 13.</translation>
    </message>
    <message>
        <source>Capture with the man on 15: over 10, then over 9.</source>
        <extracomment>15, 10 and 9 are square numbers: keep them as they are</extracomment>
        <translation>Capture com a pedra de 15: por cima de 10 e depois por cima de 9.</translation>
    </message>
    <message>
        <source>The man passed 4 during the capture, but its move ended on 13: it stays a man.</source>
        <extracomment>4 and 13 are square numbers: keep them as they are</extracomment>
        <translation>A pedra passou por 4 durante a captura, mas o seu lance terminou em 13: continua sendo pedra.</translation>
    </message>
    <message>
        <source>Now a capture that ends on the far row. Capture with the man on 32 and finish the move on the last row.</source>
        <extracomment>32 is a square number: keep it as it is</extracomment>
        <translation>Agora uma captura que termina na última fileira. Capture com a pedra de 32 e termine o lance na última fileira.</translation>
    </message>
    <message>
        <source>Capture with the man on 32 and end the move on 3.</source>
        <extracomment>32 and 3 are square numbers: keep them as they are</extracomment>
        <translation>Capture com a pedra de 32 e termine o lance em 3.</translation>
    </message>
    <message>
        <source>The capture ended on 3, on the far row, so your man is crowned.</source>
        <extracomment>3 is a square number: keep it as it is</extracomment>
        <translation>A captura terminou em 3, na última fileira, então a sua pedra é coroada.</translation>
    </message>
</context>
<context>
    <name>InternationalMen</name>
    <message>
        <source>How men move</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Como as pedras se movem</translation>
    </message>
    <message>
        <source>Men step one square diagonally forward, never backward, and become kings on the far row.</source>
        <translation>As pedras avançam uma casa na diagonal, nunca para trás, e viram damas na última fileira.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, onto an empty square. White&apos;s men move up the board, toward squares 1 to 5; Black&apos;s move down, toward 46 to 50. The man on 33 may go to 28 or to 29.</source>
        <extracomment>33, 28 and 29 are square numbers: keep them as they are</extracomment>
        <translation>Uma pedra anda uma casa na diagonal para a frente, até uma casa vazia. As pedras brancas sobem pelo tabuleiro, em direção às casas 1 a 5; as pretas descem, em direção às casas 46 a 50. A pedra de 33 pode ir para 28 ou para 29.</translation>
    </message>
    <message>
        <source>A man never steps backward: the man on 28 may not go back to 32 or 33. Only when it captures may a man jump backward, as the next lesson shows.</source>
        <extracomment>32 and 33 are square numbers: keep them as they are</extracomment>
        <translation>Uma pedra nunca recua: a pedra de 28 não pode voltar para 32 nem para 33. Só numa captura a pedra pode saltar para trás, como mostra a próxima lição.</translation>
    </message>
    <message>
        <source>Move the man on 33. One of its two squares is taken by your own man on 28, so only one move is left to it.</source>
        <extracomment>33 and 28 are square numbers: keep them as they are</extracomment>
        <translation>Mova a pedra de 33. Uma das suas duas casas está ocupada pela sua própria pedra de 28, então só lhe resta um lance.</translation>
    </message>
    <message>
        <source>That moved the man on 28. This step asks you to move the man on 33: it can only go to 29.</source>
        <extracomment>33 and 29 are square numbers: keep them as they are</extracomment>
        <translation>Você moveu a pedra de 28. Este passo pede para mover a pedra de 33: ela só pode ir para 29.</translation>
    </message>
    <message>
        <source>Right: 33-29. A man cannot move onto an occupied square.</source>
        <extracomment>33-29 is a move: keep it as it is</extracomment>
        <translation>Certo: 33-29. Uma pedra não pode ir para uma casa ocupada.</translation>
    </message>
    <message>
        <source>Now you have Black, whose men move down the board, toward White&apos;s side. Move the man on 18 one square forward.</source>
        <extracomment>18 is a square number: keep it as it is</extracomment>
        <translation>Agora você joga com as pretas, cujas pedras descem pelo tabuleiro, em direção ao lado das brancas. Avance uma casa a pedra de 18.</translation>
    </message>
    <message>
        <source>Move the black man on 18 one square down the board, to 22 or 23.</source>
        <extracomment>18, 22 and 23 are square numbers: keep them as they are</extracomment>
        <translation>Mova a pedra preta de 18 uma casa para baixo, para 22 ou 23.</translation>
    </message>
    <message>
        <source>Right: Black&apos;s man on 18 goes to 22 or 23, toward White&apos;s side.</source>
        <extracomment>18, 22 and 23 are square numbers: keep them as they are</extracomment>
        <translation>Certo: a pedra preta de 18 vai para 22 ou 23, em direção ao lado das brancas.</translation>
    </message>
    <message>
        <source>A man that ends its move on the far row, squares 1 to 5 for White, becomes a king. Crown this man.</source>
        <extracomment>1 to 5 are square numbers: keep them as they are</extracomment>
        <translation>Uma pedra que termina o seu lance na última fileira, as casas 1 a 5 para as brancas, vira dama. Coroe esta pedra.</translation>
    </message>
    <message>
        <source>Move the man on 7 onto the far row: to 1 or to 2.</source>
        <extracomment>7, 1 and 2 are square numbers: keep them as they are</extracomment>
        <translation>Leve a pedra de 7 até a última fileira: para 1 ou para 2.</translation>
    </message>
    <message>
        <source>Your man is now a king. Kings have lessons of their own.</source>
        <translation>A sua pedra agora é uma dama. As damas têm lições próprias.</translation>
    </message>
    <message>
        <source>A race: your man on 21 and the black man on 35 both run for the far row. Crown your man within four moves, without letting it be captured.</source>
        <translation>Uma corrida: a sua pedra de 21 e a pedra preta de 35 correm para a última fileira. Coroe a sua pedra em no máximo quatro lances, sem deixar que ela seja capturada.</translation>
    </message>
</context>
<context>
    <name>InternationalPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Jogue uma partida com estas regras</translation>
    </message>
    <message>
        <source>A short recap of the International rules, then a game against the computer.</source>
        <translation>Uma breve revisão das regras internacionais e depois uma partida contra o computador.</translation>
    </message>
    <message>
        <source>What makes International draughts its own: a 10×10 board with 20 men a side, men that capture backwards as well as forwards, flying kings, and the majority rule: of all the captures on the board you must take the one that takes the most pieces. A man is crowned only if its move ends on the last row.</source>
        <translation>O que torna as damas internacionais únicas: um tabuleiro 10×10 com 20 pedras de cada lado, pedras que capturam para trás e para a frente, damas voadoras e a lei da maioria: de todas as capturas do tabuleiro você tem de fazer a que toma mais peças. Uma pedra só é coroada se o seu lance terminar na última fileira.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the move counts running out. The result line says why the game ended.</source>
        <translation>Você perde se, na sua vez, não tiver mais peças ou lances legais. É possível propor empate; os outros empates vêm sozinhos: uma posição pela terceira vez ou uma das contagens de lances esgotada. A linha do resultado diz por que a partida terminou.</translation>
    </message>
    <message>
        <source>One last puzzle before your game. The men on 33 and 39 both touch a black man, but only one capture is allowed. Play it.</source>
        <extracomment>33 and 39 are square numbers: keep them as they are</extracomment>
        <translation>Um último exercício antes da sua partida. As pedras de 33 e 39 tocam, as duas, uma pedra preta, mas só uma captura é permitida. Jogue-a.</translation>
    </message>
    <message>
        <source>Only the capture that takes two men is legal: 33x13.</source>
        <extracomment>33x13 is a capture: keep it as it is</extracomment>
        <translation>Só é legal a captura que toma duas pedras: 33x13.</translation>
    </message>
    <message>
        <source>Right: 33x13 takes two men, so it is the only legal move. A capture of one would break the majority rule.</source>
        <extracomment>33x13 is a capture in International notation: keep it as it is</extracomment>
        <translation>Certo: 33x13 toma duas pedras, por isso é o único lance legal. Uma captura de uma só iria contra a lei da maioria.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.</source>
        <translation>Durante a partida, o painel Contagens de empate, ao lado do tabuleiro, mostra cada contagem em curso, com os lances restantes e uma barra que encolhe conforme o fim se aproxima. Passe o ponteiro sobre uma contagem para ler a regra e o que a reinicia. Abaixo das contagens, o painel avisa quando uma posição já ocorreu duas vezes.</translation>
    </message>
    <message>
        <source>You know the rules of International draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.</source>
        <translation>Agora você conhece as regras das damas internacionais. Comece uma partida contra o computador com estas regras e fique de olho nas contagens quando chegar o final.</translation>
    </message>
</context>
<context>
    <name>InternationalRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Repetição</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>A mesma posição pela terceira vez é empate: como se conta, o que zera a contagem e como evitá-la.</translation>
    </message>
    <message>
        <source>When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.</source>
        <translation>Quando as mesmas peças estão nas mesmas casas, com o mesmo lado a jogar, pela terceira vez, a partida termina empatada. Ninguém precisa pedir: o empate vale automaticamente no instante em que a posição aparece pela terceira vez.</translation>
    </message>
    <message>
        <source>The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.</source>
        <translation>A mesma posição quer dizer cada pedra e cada dama de cada cor na mesma casa, e o mesmo lado a jogar. Pedra e dama são peças diferentes. As três vezes não precisam ser seguidas: pode haver outras posições entre elas.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.</source>
        <translation>As brancas têm uma dama a mais e deveriam vencer. Veja como jogam essa vantagem fora, levando as damas para lá e para cá enquanto a dama preta faz o mesmo. Acompanhe as repetições no painel.</translation>
    </message>
    <message>
        <source>49-43: the king steps aside. It achieves nothing.</source>
        <extracomment>49-43 is a move: keep it as it is</extracomment>
        <translation>49-43: a dama se afasta. Não consegue nada.</translation>
    </message>
    <message>
        <source>3-9: Black shuffles too.</source>
        <extracomment>3-9 is a move: keep it as it is</extracomment>
        <translation>3-9: as pretas também ficam indo e voltando.</translation>
    </message>
    <message>
        <source>The king goes back to 49.</source>
        <extracomment>49 is a square number: keep it as it is</extracomment>
        <translation>A dama volta para 49.</translation>
    </message>
    <message>
        <source>The black king goes back to 3: the starting position is on the board for the second time. The panel warns that a third time draws.</source>
        <extracomment>3 is a square number: keep it as it is</extracomment>
        <translation>A dama preta volta para 3: a posição inicial está no tabuleiro pela segunda vez. O painel avisa que uma terceira vez é empate.</translation>
    </message>
    <message>
        <source>46-41: now White moves the other king. This position is new.</source>
        <extracomment>46-41 is a move: keep it as it is</extracomment>
        <translation>46-41: agora as brancas movem a outra dama. Esta posição é nova.</translation>
    </message>
    <message>
        <source>Black answers with the same shuffle to 9.</source>
        <extracomment>9 is a square number: keep it as it is</extracomment>
        <translation>As pretas respondem com o mesmo vaivém para 9.</translation>
    </message>
    <message>
        <source>The king returns to 46. This position, with the black king on 9, is here for the second time too.</source>
        <extracomment>46 and 9 are square numbers: keep them as they are</extracomment>
        <translation>A dama retorna para 46. Esta posição, com a dama preta em 9, também aparece pela segunda vez.</translation>
    </message>
    <message>
        <source>The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.</source>
        <translation>A posição inicial aparece pela terceira vez, embora não logo depois da segunda. A partida termina na hora: “A mesma posição apareceu três vezes”.</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.</source>
        <translation>A repetição exige que os dois lados voltem às mesmas casas. Por isso quem está na frente sempre tem voz: a qualquer lance as brancas podiam mover a pedra ou levar uma dama a uma casa nova. Se você está na frente, varie os lances; se está atrás, uma repetição pode salvar a partida.</translation>
    </message>
    <message>
        <source>This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.</source>
        <translation>Esta posição aparece pela segunda vez. Uma captura ou um movimento de pedra zera tudo: depois de qualquer um deles nenhuma posição anterior pode voltar, então a contagem recomeça.</translation>
    </message>
    <message>
        <source>36-31: a man move. A man never moves back, so the two earlier visits no longer count. The 25-move count starts again too; the 16-move endgame count does not.</source>
        <extracomment>36-31 is a move: keep it as it is</extracomment>
        <translation>36-31: um movimento de pedra. A pedra nunca volta, então as duas ocorrências anteriores deixam de contar. A contagem de 25 lances também recomeça; a contagem de final de 16 lances, não.</translation>
    </message>
    <message>
        <source>The black king shuffles to 9 as before.</source>
        <extracomment>9 is a square number: keep it as it is</extracomment>
        <translation>A dama preta vai para 9 como antes.</translation>
    </message>
    <message>
        <source>The same king move as in the earlier shuffle, but with the man on 31 this position is new: it has occurred once.</source>
        <extracomment>31 is a square number: keep it as it is</extracomment>
        <translation>O mesmo lance de dama do vaivém anterior, mas com a pedra em 31 esta posição é nova: ocorreu uma só vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling. The position you would get after 49-43 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time, and do not leave a king where the black king can take it.</source>
        <extracomment>49-43 is a move: keep it as it is</extracomment>
        <translation>As damas ficaram indo e voltando. A posição que surgiria depois de 49-43 já esteve duas vezes no tabuleiro. Mantenha suas chances de vitória: faça um lance que não a traga pela terceira vez, e não deixe uma dama onde a dama preta possa tomá-la.</translation>
    </message>
    <message>
        <source>49-43 brings that position back for the third time: the game is drawn at once and the extra king is wasted. A king on 14 or 21 is no better: the black king jumps it. Any other move keeps the game going.</source>
        <extracomment>49-43, 14 and 21 are a move and square numbers: keep them as they are</extracomment>
        <translation>49-43 traz essa posição pela terceira vez: a partida empata na hora e a dama a mais é desperdiçada. Uma dama em 14 ou em 21 também não serve: a dama preta a salta. Qualquer outro lance mantém a partida viva.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as 36-31 even wipes the slate clean, since no earlier position can come back after it.</source>
        <extracomment>36-31 is a move: keep it as it is</extracomment>
        <translation>Certo, a partida continua. Um movimento de pedra como 36-31 até zera a contagem, porque depois dele nenhuma posição anterior pode voltar.</translation>
    </message>
    <message>
        <source>The referee checks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>O árbitro verifica a repetição depois de cada lance, antes de qualquer contagem de lances: uma terceira ocorrência empata mesmo que uma contagem ainda tenha lances sobrando. O painel avisa quando a posição do tabuleiro já ocorreu duas vezes.</translation>
    </message>
</context>
<context>
    <name>InternationalShots</name>
    <message>
        <source>Shots from real games</source>
        <extracomment>Lesson title (a course of the Learn page): combinations (shots) found in games</extracomment>
        <translation>Golpes de partidas reais</translation>
    </message>
    <message>
        <source>Positions from real games where one move wins material by force: find it, then play the whole combination.</source>
        <translation>Posições de partidas reais em que um lance ganha material de forma forçada: encontre-o e depois jogue a combinação inteira.</translation>
    </message>
    <message>
        <source>Black to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>As pretas jogam e ganham material de forma forçada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces White to capture: find the move after which White&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esse não. O golpe obriga as brancas a capturar: procure o lance depois do qual a captura delas deixa as peças onde você pode tomar mais.</translation>
    </message>
    <message>
        <source>The shot: %1. Black takes as many pieces as it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>O golpe: %1. As pretas tomam tantas peças quanto entregam e ganham uma dama nova.</translation>
    </message>
    <message>
        <source>White to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>As brancas jogam e ganham material de forma forçada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces Black to capture: find the move after which Black&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esse não. O golpe obriga as pretas a capturar: procure o lance depois do qual a captura delas deixa as peças onde você pode tomar mais.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As brancas tomam %n peça a mais do que entregam.</numerusform>
            <numerusform>O golpe: %1. As brancas tomam %n peças a mais do que entregam.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As pretas tomam %n peça a mais do que entregam e ganham uma dama nova.</numerusform>
            <numerusform>O golpe: %1. As pretas tomam %n peças a mais do que entregam e ganham uma dama nova.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As brancas tomam %n peça a mais do que entregam e ganham uma dama nova.</numerusform>
            <numerusform>O golpe: %1. As brancas tomam %n peças a mais do que entregam e ganham uma dama nova.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As pretas tomam %n peça a mais do que entregam.</numerusform>
            <numerusform>O golpe: %1. As pretas tomam %n peças a mais do que entregam.</numerusform>
        </translation>
    </message>
    <message>
        <source>From game %1 of the collection %2.</source>
        <extracomment>Where a shot&apos;s position comes from. %1 is a game&apos;s number in a file of games, %2 the file&apos;s name: keep it as it is</extracomment>
        <translation>Da partida %1 da coleção %2.</translation>
    </message>
</context>
<context>
    <name>InternationalTechnique</name>
    <message>
        <source>Endgame technique</source>
        <extracomment>Lesson title (International draughts course)</extracomment>
        <translation>Técnica de finais</translation>
    </message>
    <message>
        <source>Three kings against one: take the main diagonal and catch the lone king within the 16 moves; and how the lone king holds the draw.</source>
        <translation>Três damas contra uma: tome a grande diagonal e capture a dama solitária dentro dos 16 lances; e como a dama solitária segura o empate.</translation>
    </message>
    <message>
        <source>Three kings against a lone king win only if the stronger side holds the main diagonal (46-5). With a king of yours on it, the 5-move count cannot start, and you have 16 moves: a good method needs far fewer. If the lone king holds the diagonal instead, the game is a draw.</source>
        <extracomment>46-5 names the main diagonal by its end squares: keep it as it is</extracomment>
        <translation>Três damas contra uma dama solitária só vencem se o lado mais forte dominar a grande diagonal (46-5). Com uma dama sua nela, a contagem de 5 lances não pode começar, e você tem 16 lances: um bom método precisa de bem menos. Se é a dama solitária que domina a diagonal, a partida é empate.</translation>
    </message>
    <message>
        <source>None of your kings is on the main diagonal, and the black king threatens 3-14 to settle there. Take the main diagonal first with one of your kings.</source>
        <extracomment>3-14 is a move: keep it as it is</extracomment>
        <translation>Nenhuma das suas damas está na grande diagonal, e a dama preta ameaça 3-14 para se instalar nela. Tome primeiro a grande diagonal com uma das suas damas.</translation>
    </message>
    <message>
        <source>Good: the main diagonal is yours, so the 5-move count cannot start and you keep all 16 moves.</source>
        <translation>Muito bem: a grande diagonal é sua, então a contagem de 5 lances não pode começar e você mantém os 16 lances.</translation>
    </message>
    <message>
        <source>The method: keep the main diagonal, drive the lone king to the edge, then give up kings so that its forced captures lead it onto a square where it is taken. Watch White finish, with the count in the panel.</source>
        <translation>O método: mantenha a grande diagonal, empurre a dama solitária para a borda e depois entregue damas para que as capturas forçadas a levem a uma casa onde ela é capturada. Veja as brancas concluírem, com a contagem no painel.</translation>
    </message>
    <message>
        <source>3-9: a king takes up its post. The lone king has only a few squares left, and none of them is safe.</source>
        <extracomment>3-9 is a move: keep it as it is</extracomment>
        <translation>3-9: uma dama assume o seu posto. Restam poucas casas à dama solitária, e nenhuma é segura.</translation>
    </message>
    <message>
        <source>37-41: a sacrifice. Capturing is compulsory.</source>
        <extracomment>37-41 is a move: keep it as it is</extracomment>
        <translation>37-41: um sacrifício. Capturar é obrigatório.</translation>
    </message>
    <message>
        <source>The lone king must take it. With two kings left, the 5-move count starts; the 16-move count keeps running too.</source>
        <translation>A dama solitária tem de tomá-la. Com duas damas no tabuleiro começa a contagem de 5 lances; a de 16 também continua correndo.</translation>
    </message>
    <message>
        <source>9-4: a second sacrifice. With 9 empty, the king on 13 stands on the black king&apos;s diagonal with a free square behind it.</source>
        <extracomment>9-4, 9 and 13 are a move and square numbers: keep them as they are</extracomment>
        <translation>9-4: um segundo sacrifício. Com a casa 9 vazia, a dama de 13 fica na diagonal da dama preta com uma casa livre atrás dela.</translation>
    </message>
    <message>
        <source>Forced again: the lone king takes the king on 13 and must stop on 9, right next to the king on 4.</source>
        <extracomment>13, 9 and 4 are square numbers: keep them as they are</extracomment>
        <translation>Forçada de novo: a dama solitária toma a dama de 13 e tem de parar em 9, bem ao lado da dama de 4.</translation>
    </message>
    <message>
        <source>4x13: the last white king captures the lone king. White wins on its 4th move, well within the 16.</source>
        <extracomment>4x13 is a capture: keep it as it is</extracomment>
        <translation>4x13: a última dama branca captura a dama solitária. As brancas vencem no seu 4.º lance, bem dentro dos 16.</translation>
    </message>
    <message>
        <source>Your turn, against the computer at full strength. Your king on 19 holds the main diagonal and the lone king is at the edge. Win within four moves: look for the sacrifices that force it where you want it.</source>
        <extracomment>19 is a square number: keep it as it is</extracomment>
        <translation>Sua vez, contra o computador com força total. A sua dama de 19 domina a grande diagonal e a dama solitária está na borda. Vença em no máximo quatro lances: procure os sacrifícios que a obrigam a ir aonde você quer.</translation>
    </message>
    <message>
        <source>With the lone king, the same facts are your plan. Go to the main diagonal and stay on it, out of reach: while you are its only piece, the stronger side has just 5 moves per side. A king of theirs that steps onto it without cover can be captured.</source>
        <translation>Com a dama solitária, esses mesmos fatos são o seu plano. Vá para a grande diagonal e fique nela, fora de alcance: enquanto você for a única peça nela, o lado mais forte tem só 5 lances para cada lado. Uma dama adversária que entre nela sem proteção pode ser capturada.</translation>
    </message>
    <message>
        <source>Now you have the lone king against three white kings, and it stands on the main diagonal. Stay on it, out of reach, and hold on until the count ends the game in a draw.</source>
        <translation>Agora você tem a dama solitária contra três damas brancas, e ela está na grande diagonal. Fique nela, fora de alcance, e aguente até que a contagem termine a partida empatada.</translation>
    </message>
    <message>
        <source>Two kings and a man against two kings: only the 25-move count runs, and after all these king moves it has one move per side left. Keep the game going with the man you kept in reserve.</source>
        <translation>Duas damas e uma pedra contra duas damas: só corre a contagem de 25 lances, e depois de tantos lances de dama ela só tem mais um lance para cada lado. Mantenha a partida viva com a pedra que você guardou de reserva.</translation>
    </message>
    <message>
        <source>After a king move, Black&apos;s reply uses up the 25 moves and the game is drawn. A move of your man on 36 starts the count again.</source>
        <extracomment>36 is a square number: keep it as it is</extracomment>
        <translation>Depois de um lance de dama, a resposta das pretas esgota os 25 lances e a partida é empate. Um movimento da sua pedra de 36 reinicia a contagem.</translation>
    </message>
    <message>
        <source>36-31 is a man move: the 25-move count starts again from the beginning, and you have time to play for the win.</source>
        <extracomment>36-31 is a move: keep it as it is</extracomment>
        <translation>36-31 é um movimento de pedra: a contagem de 25 lances recomeça do início, e você tem tempo para buscar a vitória.</translation>
    </message>
    <message>
        <source>That lets the black king head for the main diagonal, where as the only piece it would leave you just 5 moves per side. Put a king on the main diagonal (46-5), on a square where it cannot be captured.</source>
        <extracomment>46-5 names the main diagonal: keep it as it is</extracomment>
        <translation>Assim a dama preta pode ir para a grande diagonal, onde, como única peça, deixaria a você só 5 lances para cada lado. Coloque uma dama na grande diagonal (46-5), numa casa onde ela não possa ser capturada.</translation>
    </message>
    <message>
        <source>The lone king runs down to 47, on the edge: on every other square it would be taken at once.</source>
        <extracomment>47 is a square number: keep it as it is</extracomment>
        <translation>A dama solitária desce para 47, na borda: em qualquer outra casa seria capturada na hora.</translation>
    </message>
    <message>
        <source>Practical advice: don&apos;t move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game. Every move should bring a piece closer to a capture or a new king. Know the number before simplifying: two kings against one give only 5 moves per side, so if you cannot see the win in that time, keep more pieces for now. Keep a man in reserve that can still move safely: its move starts the 25-move count again, though not the endgame counts. And take the main diagonal first.</source>
        <translation>Conselhos práticos: não mova damas à toa, porque um lance que não muda nada gasta a contagem, e uma terceira repetição termina a partida. Cada lance deve aproximar uma peça de uma captura ou de uma nova dama. Saiba o número antes de trocar peças: duas damas contra uma dão só 5 lances para cada lado, então, se você não enxerga a vitória nesse prazo, mantenha mais peças no tabuleiro por enquanto. Guarde uma pedra de reserva que ainda possa andar com segurança: o movimento dela reinicia a contagem de 25 lances, mas não as contagens de final. E ocupe a grande diagonal primeiro.</translation>
    </message>
    <message>
        <source>Know the number before simplifying. Your king on 46 must take the man on 37, and it may stop on any free square behind it. Three kings against one give you 16 moves per side; two kings against one, only 5. Choose a square where the black king cannot take your king.</source>
        <extracomment>46, 37 and 14 are square numbers: keep them as they are</extracomment>
        <translation>Saiba o número antes de trocar peças. A sua dama de 46 tem de tomar a pedra de 37, e pode parar em qualquer casa livre atrás dela. Três damas contra uma dão a você 16 lances para cada lado; duas damas contra uma, só 5. Escolha uma casa onde a dama preta não possa tomar a sua dama.</translation>
    </message>
    <message>
        <source>On 14 your king is taken (3x20 or 3x25), and two kings against one leave you only 5 moves per side. Stop on another square of the main diagonal.</source>
        <extracomment>14, 3x20 and 3x25 are a square and captures: keep them as they are</extracomment>
        <translation>Em 14 a sua dama é tomada (3x20 ou 3x25), e duas damas contra uma deixam a você só 5 lances para cada lado. Pare em outra casa da grande diagonal.</translation>
    </message>
    <message>
        <source>Right: three kings against one, with your king still on the main diagonal, and the full 16 moves per side to win.</source>
        <translation>Certo: três damas contra uma, com a sua dama ainda na grande diagonal, e os 16 lances inteiros de cada lado para vencer.</translation>
    </message>
    <message>
        <source>How long can it take? The endgame tables show that when three kings can beat one, they need at most 8 moves: half of the 16-move count, as long as none is wasted. This one needs 7. Your king on 23 holds the main diagonal; look for the sacrifices that force the lone king to capture where you can take it, and win within 7 moves.</source>
        <extracomment>23 is a square number: keep it as it is</extracomment>
        <translation>Quanto tempo pode levar? As tabelas de finais mostram que, quando três damas conseguem vencer uma, precisam de no máximo 8 lances: metade da contagem de 16 lances, desde que nenhum seja desperdiçado. Esta precisa de 7. Sua dama em 23 domina a grande diagonal; procure os sacrifícios que obrigam a dama solitária a capturar onde você possa capturá-la, e vença em 7 lances.</translation>
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
        <translation>‹ Início</translation>
    </message>
    <message>
        <source>The lessons of this variant are still being written. Its rules page explains how it is played.</source>
        <translation>As lições desta modalidade ainda estão sendo escritas. A página de regras dela explica como se joga.</translation>
    </message>
    <message>
        <source>Read the rules</source>
        <translation>Ler as regras</translation>
    </message>
    <message>
        <source>Course complete: %1 lessons.</source>
        <translation>Curso concluído: %1 lições.</translation>
    </message>
    <message>
        <source>%1 of %2 steps done in %3 lessons.</source>
        <translation>%1 de %2 passos feitos em %3 lições.</translation>
    </message>
    <message>
        <source>Continue: %1</source>
        <translation>Continuar: %1</translation>
    </message>
    <message>
        <source>Start the course</source>
        <translation>Começar o curso</translation>
    </message>
    <message>
        <source>%1 of %2 steps</source>
        <translation>%1 de %2 passos</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>The rules this lesson teaches</source>
        <translation>As regras que esta lição ensina</translation>
    </message>
</context>
<context>
    <name>LessonController</name>
    <message>
        <source>This step&apos;s position cannot be read: %1</source>
        <translation>A posição deste passo não pode ser lida: %1</translation>
    </message>
    <message>
        <source>That move is legal, but it is not the one this step asks for. Try again.</source>
        <translation>Esse lance é legal, mas não é o que este passo pede. Tente de novo.</translation>
    </message>
    <message>
        <source>%1 See the reply %2: it takes material. Try again.</source>
        <translation>%1 Veja a resposta %2: ela ganha material. Tente de novo.</translation>
    </message>
    <message>
        <source>That move is legal, but it is not the one this step asks for.</source>
        <translation>Esse lance é legal, mas não é o que este passo pede.</translation>
    </message>
    <message>
        <source>Well done!</source>
        <translation>Muito bem!</translation>
    </message>
    <message>
        <source>That is the answer. Try it yourself with &quot;Try again&quot;, or go on.</source>
        <translation>Essa é a resposta. Experimente você mesmo com &quot;Tentar de novo&quot;, ou siga em frente.</translation>
    </message>
    <message>
        <source>Yes, the piece on %1 can capture: %2 of %3 found.</source>
        <translation>Sim, a peça em %1 pode capturar: %2 de %3 encontradas.</translation>
    </message>
    <message>
        <source>The piece on %1 has no capture here.</source>
        <translation>A peça em %1 não tem captura aqui.</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s) that can capture were missed: they are marked in blue.</source>
        <translation>
            <numerusform>Faltou %n peça que pode capturar: ela está marcada em azul.</numerusform>
            <numerusform>Faltaram %n peças que podem capturar: elas estão marcadas em azul.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right: only the piece on %1 can capture.</source>
        <translation>Certo: só a peça em %1 pode capturar.</translation>
    </message>
    <message>
        <source>Right: you found all %1 pieces that can capture.</source>
        <translation>Certo: você encontrou as %1 peças que podem capturar.</translation>
    </message>
    <message>
        <source>Your man is crowned: goal reached.</source>
        <translation>Sua pedra foi coroada: objetivo alcançado.</translation>
    </message>
    <message>
        <source>Every piece is taken: goal reached.</source>
        <translation>Todas as peças capturadas: objetivo alcançado.</translation>
    </message>
    <message>
        <source>You held the draw: %1.</source>
        <translation>Você segurou o empate: %1.</translation>
    </message>
    <message>
        <source>You held out for all your moves: goal reached.</source>
        <translation>Você resistiu durante todos os seus lances: objetivo alcançado.</translation>
    </message>
    <message>
        <source>You won: goal reached.</source>
        <translation>Você venceu: objetivo alcançado.</translation>
    </message>
    <message>
        <source>The computer won. Try again.</source>
        <translation>O computador venceu. Tente de novo.</translation>
    </message>
    <message>
        <source>The game ended in a draw: %1. Try again.</source>
        <translation>A partida terminou empatada: %1. Tente de novo.</translation>
    </message>
    <message>
        <source>Your moves for this step are used up. Try again.</source>
        <translation>Seus lances para este passo acabaram. Tente de novo.</translation>
    </message>
    <message>
        <source>This step takes no move now.</source>
        <translation>Este passo não espera nenhum lance agora.</translation>
    </message>
    <message>
        <source>Several captures end there: click a square where yours turns.</source>
        <translation>Várias capturas terminam ali: clique numa casa onde a sua muda de direção.</translation>
    </message>
</context>
<context>
    <name>LessonPage</name>
    <message numerus="yes">
        <source>Goal: win within %n move(s).</source>
        <translation>
            <numerusform>Objetivo: vencer em no máximo %n lance.</numerusform>
            <numerusform>Objetivo: vencer em no máximo %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: win.</source>
        <translation>Objetivo: vencer.</translation>
    </message>
    <message numerus="yes">
        <source>Goal: crown a man within %n move(s).</source>
        <translation>
            <numerusform>Objetivo: coroar uma pedra em no máximo %n lance.</numerusform>
            <numerusform>Objetivo: coroar uma pedra em no máximo %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: crown a man.</source>
        <translation>Objetivo: coroar uma pedra.</translation>
    </message>
    <message numerus="yes">
        <source>Goal: take every piece within %n move(s).</source>
        <translation>
            <numerusform>Objetivo: capturar todas as peças em no máximo %n lance.</numerusform>
            <numerusform>Objetivo: capturar todas as peças em no máximo %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: take every piece.</source>
        <translation>Objetivo: capturar todas as peças.</translation>
    </message>
    <message numerus="yes">
        <source>Goal: do not lose for %n move(s).</source>
        <translation>
            <numerusform>Objetivo: não perder durante %n lance.</numerusform>
            <numerusform>Objetivo: não perder durante %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>Goal: hold the draw until a count or a repetition ends the game.</source>
        <translation>Objetivo: segurar o empate até que uma contagem ou uma repetição termine a partida.</translation>
    </message>
    <message>
        <source>‹ Lessons</source>
        <translation>‹ Lições</translation>
    </message>
    <message>
        <source>Practise against the computer</source>
        <translation>Praticar contra o computador</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) left.</source>
        <translation>
            <numerusform>Resta %n lance.</numerusform>
            <numerusform>Restam %n lances.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>O computador está pensando…</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Lance anterior</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Lance %1 de %2</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Próximo lance</translation>
    </message>
    <message>
        <source>I have found them all (%1 so far)</source>
        <translation>Já encontrei todas (%1 até agora)</translation>
    </message>
    <message>
        <source>Play a game with these rules</source>
        <translation>Jogue uma partida com estas regras</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ Voltar</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Mostre-me</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>Próximo ›</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Concluir</translation>
    </message>
    <message>
        <source>You play White.</source>
        <translation>Você joga com as brancas.</translation>
    </message>
    <message>
        <source>You play Black.</source>
        <translation>Você joga com as pretas.</translation>
    </message>
    <message>
        <source>Previous move (Ctrl+Left)</source>
        <translation>Lance anterior (Ctrl+Esquerda)</translation>
    </message>
    <message>
        <source>Next move (Ctrl+Right)</source>
        <translation>Próximo lance (Ctrl+Direita)</translation>
    </message>
    <message>
        <source>Previous step (Page Up)</source>
        <translation>Passo anterior (Page Up)</translation>
    </message>
    <message>
        <source>Next step (Page Down)</source>
        <translation>Próximo passo (Page Down)</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Type a move, e.g. %1</source>
        <translation>Digite um lance, por ex. %1</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Digite um lance</translation>
    </message>
</context>
<context>
    <name>LessonProgress</name>
    <message>
        <source>Your lesson progress in %1 could not be read (%2). The lessons start afresh.</source>
        <translation>Seu progresso nas lições, em %1, não pôde ser lido (%2). As lições recomeçam do início.</translation>
    </message>
    <message>
        <source>Your lesson progress in %1 could not be read (%2). It was kept as %3 and the lessons start afresh.</source>
        <translation>Seu progresso nas lições, em %1, não pôde ser lido (%2). Ele foi guardado como %3 e as lições recomeçam do início.</translation>
    </message>
    <message>
        <source>not a progress file of this program</source>
        <translation>não é um arquivo de progresso deste programa</translation>
    </message>
</context>
<context>
    <name>RussianBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>O tabuleiro e a notação</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.</source>
        <extracomment>c3-d4 is a move in Russian notation: keep it as it is</extracomment>
        <translation>Um lance que não captura nada liga suas duas casas com um hífen: c3-d4 leva a pedra de c3 uma casa para a frente, até d4. Jogue c3-d4.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.</source>
        <extracomment>c3-d4 and d4 are a move and a square: keep them as they are</extracomment>
        <translation>Esse lance é legal, mas esta etapa pede c3-d4: a pedra de c3 avança uma casa, até d4.</translation>
    </message>
    <message>
        <source>Well done. That move is written c3-d4.</source>
        <extracomment>c3-d4 is a move: keep it as it is</extracomment>
        <translation>Muito bem. Esse lance se escreve c3-d4.</translation>
    </message>
    <message>
        <source>A capture is written with a colon instead: d4:b2 means the man on d4 jumps the black man on c3 and lands on b2.</source>
        <extracomment>d4:b2 is a capture in Russian notation: keep it as it is</extracomment>
        <translation>Já uma captura se escreve com dois-pontos: d4:b2 significa que a pedra de d4 salta a pedra preta de c3 e cai em b2.</translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on c3 jumps d4 and lands on e5, written c3:e5.</source>
        <extracomment>c3:e5, c3, d4 and e5 are a capture and squares: keep them as they are</extracomment>
        <translation>Agora capture você a pedra preta: a pedra de c3 salta d4 e cai em e5, o que se escreve c3:e5.</translation>
    </message>
    <message>
        <source>Jump the black man on d4 and land on e5.</source>
        <extracomment>d4 and e5 are squares: keep them as they are</extracomment>
        <translation>Salte a pedra preta de d4 e caia em e5.</translation>
    </message>
    <message>
        <source>That capture is written c3:e5.</source>
        <extracomment>c3:e5 is a capture: keep it as it is</extracomment>
        <translation>Essa captura se escreve c3:e5.</translation>
    </message>
    <message>
        <source>The 32 dark squares, how they are named, how the game starts, and how a move is written.</source>
        <translation>As 32 casas escuras, como se chamam, como a partida começa e como se escreve um lance.</translation>
    </message>
    <message>
        <source>This is how every game starts. Each side has twelve men: White&apos;s stand on rows 1 to 3, Black&apos;s on rows 6 to 8, and the two middle rows are empty. White always makes the first move.</source>
        <translation>É assim que toda partida começa. Cada lado tem doze pedras: as brancas ficam nas fileiras 1 a 3, as pretas nas fileiras 6 a 8, e as duas fileiras do meio ficam vazias. As brancas sempre fazem o primeiro lance.</translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2:h6, without f4.</source>
        <extracomment>d2:h6 and f4 are a move and a square in Russian notation: keep them as they are</extracomment>
        <translation>Uma captura de várias peças se escreve só com o início e o fim: esta salta e3 e g5, passa por f4 no caminho e se escreve d2:h6, sem f4.</translation>
    </message>
    <message>
        <source>Three captures are possible here. Play the one written e3:a3: the man on e3 jumps d4, lands on c5, then jumps b4 and ends on a3.</source>
        <extracomment>e3:a3, c5, d4, b4 and a3 are a capture and squares: keep them as they are</extracomment>
        <translation>Aqui há três capturas possíveis. Jogue a que se escreve e3:a3: a pedra de e3 salta d4, cai em c5, depois salta b4 e termina em a3.</translation>
    </message>
    <message>
        <source>That capture is legal too, but it is not e3:a3. Look for the one that starts on e3 and ends on a3.</source>
        <extracomment>e3:a3, e3 and a3 are a capture and squares: keep them as they are</extracomment>
        <translation>Essa captura também é legal, mas não é e3:a3. Procure a que começa em e3 e termina em a3.</translation>
    </message>
    <message>
        <source>Right: two men taken, and only the start and the end are written, e3:a3, not c5.</source>
        <extracomment>e3:a3 and c5 are a capture and a square: keep them as they are</extracomment>
        <translation>Certo: duas pedras capturadas, e só se escrevem o início e o fim, e3:a3, sem c5.</translation>
    </message>
    <message>
        <source>Only when two captures share the same start and end but take different pieces is the whole path written. Here both go from c3 to e1: one takes d2 alone and is written c3:e1; the other first goes round the four men and back to c3, and is written c3:a5:c7:e5:c3:e1.</source>
        <extracomment>c3, e1, d2 and the moves c3:e1, c3:a5:c7:e5:c3:e1 stay as they are</extracomment>
        <translation>O caminho inteiro só se escreve quando duas capturas têm o mesmo início e o mesmo fim, mas tomam peças diferentes. Aqui as duas vão de c3 a e1: uma toma só d2 e se escreve c3:e1; a outra primeiro dá a volta nas quatro pedras, volta a c3 e se escreve c3:a5:c7:e5:c3:e1.</translation>
    </message>
    <message>
        <source>Play the capture written c3:a5:c7:e5:c3:e1: round the four men, back to c3, then over d2 to e1.</source>
        <extracomment>c3:a5:c7:e5:c3:e1 is a capture written in full: keep it as it is</extracomment>
        <translation>Jogue a captura que se escreve c3:a5:c7:e5:c3:e1: a volta nas quatro pedras, de novo a c3 e depois por cima de d2 até e1.</translation>
    </message>
    <message>
        <source>That was c3:e1, which takes only d2. The step asks for the long one, c3:a5:c7:e5:c3:e1, which takes all five men.</source>
        <extracomment>c3:e1, d2 and c3:a5:c7:e5:c3:e1 stay as they are</extracomment>
        <translation>Essa foi c3:e1, que só toma d2. Aqui se pede a longa, c3:a5:c7:e5:c3:e1, que toma as cinco pedras.</translation>
    </message>
    <message>
        <source>All five men are gone. Because the short capture also goes from c3 to e1, this one is written with every square it lands on.</source>
        <extracomment>c3 and e1 are squares: keep them as they are</extracomment>
        <translation>As cinco pedras sumiram. Como a captura curta também vai de c3 a e1, esta se escreve com todas as casas em que a pedra cai.</translation>
    </message>
    <message>
        <source>Russian draughts is played on the 32 dark squares of an 8×8 board. Each square has a name: a letter for its column, a to h from White&apos;s left, and a number for its row, 1 to 8 from White&apos;s side. The dark corner on White&apos;s left is a1; the opposite corner is h8. Every diagram in these lessons is an example position, with White at the bottom.</source>
        <extracomment>a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are</extracomment>
        <translation>O jogo de damas russas é jogado nas 32 casas escuras de um tabuleiro 8×8. Cada casa tem um nome: uma letra para a coluna, de a até h a partir da esquerda das brancas, e um número para a fileira, de 1 a 8 a partir do lado das brancas. O canto escuro à esquerda das brancas é a1; o canto oposto é h8. Cada diagrama destas lições é uma posição de exemplo, com as brancas embaixo.</translation>
    </message>
</context>
<context>
    <name>RussianCaptures</name>
    <message>
        <source>Captures</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>As capturas</translation>
    </message>
    <message>
        <source>Capturing is obligatory, men capture both ways, a capture goes on to the end, and you may choose any capture.</source>
        <translation>Capturar é obrigatório, as pedras capturam nos dois sentidos, uma captura vai até o fim e você pode escolher qualquer captura.</translation>
    </message>
    <message>
        <source>A man captures by jumping over an enemy piece right next to it, diagonally, onto the empty square just behind. Capturing is obligatory: when you can capture, you must. Here the man on c3 has to take d4 and land on e5; the man on g3 may not move this turn.</source>
        <extracomment>c3, d4, e5 and g3 are squares: keep them as they are</extracomment>
        <translation>Uma pedra captura saltando na diagonal sobre uma peça adversária vizinha até a casa vazia logo atrás. Capturar é obrigatório: se você pode capturar, tem de capturar. Aqui a pedra de c3 tem de tomar d4 e cair em e5; a pedra de g3 não pode se mover neste lance.</translation>
    </message>
    <message>
        <source>Men capture backward as well as forward. Your man on e5 can take either black man: choose the capture after which it is not taken straight back.</source>
        <translation>As pedras capturam tanto para trás quanto para a frente. Sua pedra de e5 pode tomar qualquer uma das duas pedras pretas: escolha a captura depois da qual ela não é tomada em seguida.</translation>
    </message>
    <message>
        <source>After e5:c7 the black man on b8 jumps your man (b8:d6). Capture backward instead: e5:g3.</source>
        <extracomment>e5:c7, b8, b8:d6 and e5:g3 are captures and squares: keep them as they are</extracomment>
        <translation>Depois de e5:c7, a pedra preta de b8 salta a sua pedra (b8:d6). Capture para trás: e5:g3.</translation>
    </message>
    <message>
        <source>Right: e5:g3 jumps f4 backward, and nothing can take your man on g3.</source>
        <extracomment>e5:g3 and f4 are a capture and a square: keep them as they are</extracomment>
        <translation>Certo: e5:g3 salta f4 para trás, e nada pode tomar a sua pedra de g3.</translation>
    </message>
    <message>
        <source>A capture must be completed: after each jump, if the man can jump again, it goes on, forward or backward. Capture with the man on a3 and keep jumping until nothing more can be taken.</source>
        <extracomment>a3 is a square: keep it as it is</extracomment>
        <translation>Uma captura tem de ser completada: depois de cada salto, se a pedra puder saltar de novo, ela continua, para a frente ou para trás. Capture com a pedra de a3 e continue saltando até não haver mais nada para tomar.</translation>
    </message>
    <message>
        <source>Keep jumping: the man on a3 takes four men and ends on e3.</source>
        <extracomment>a3 and e3 are squares: keep them as they are</extracomment>
        <translation>Continue saltando: a pedra de a3 toma quatro pedras e termina em e3.</translation>
    </message>
    <message>
        <source>Well done: a3:e3 takes b4, d6, f6 and f4, the last two jumps going backward.</source>
        <extracomment>a3:e3, b4, d6, f6 and f4 are a capture and squares: keep them as they are</extracomment>
        <translation>Muito bem: a3:e3 toma b4, d6, f6 e f4, e os dois últimos saltos vão para trás.</translation>
    </message>
    <message>
        <source>Jumped pieces are taken off only when the whole move is over, and none can be jumped twice. This man jumps all four black men and comes back to c3, next to d4 again with e5 empty; but d4 has already been jumped, so the capture ends there.</source>
        <extracomment>c3, d4 and e5 are squares: keep them as they are</extracomment>
        <translation>As peças saltadas só saem do tabuleiro quando o lance inteiro termina, e nenhuma pode ser saltada duas vezes. Esta pedra salta as quatro pedras pretas e volta a c3, de novo ao lado de d4 e com e5 vazia; mas d4 já foi saltada, então a captura termina ali.</translation>
    </message>
    <message>
        <source>In Russian draughts you may choose any capture, even one that takes fewer pieces. Here c3 can take two men and g5 only one. Look at what each capture leaves on the board, then play the one that does not lose material.</source>
        <extracomment>c3 and g5 are squares: keep them as they are</extracomment>
        <translation>Nas damas russas você pode escolher qualquer captura, mesmo uma que tome menos peças. Aqui c3 pode tomar duas pedras e g5 só uma. Veja o que cada captura deixa no tabuleiro e jogue a que não perde material.</translation>
    </message>
    <message>
        <source>c3:g7 takes two men, but then the man on h8 jumps g7, g5 and g3 in one move (h8:f2). The smaller capture, g5:e7, loses nothing.</source>
        <extracomment>c3:g7, h8, g7, g5, g3, h8:f2 and g5:e7 are captures and squares: keep them as they are</extracomment>
        <translation>c3:g7 toma duas pedras, mas depois a pedra de h8 salta g7, g5 e g3 num só lance (h8:f2). A captura menor, g5:e7, não perde nada.</translation>
    </message>
    <message>
        <source>Right: g5:e7 takes only one man, but every white man is safe, and White is winning.</source>
        <extracomment>g5:e7 is a capture: keep it as it is</extracomment>
        <translation>Certo: g5:e7 toma só uma pedra, mas todas as pedras brancas ficam a salvo, e as brancas estão ganhando.</translation>
    </message>
    <message>
        <source>Now see what the bigger capture would have led to.</source>
        <translation>Agora veja aonde a captura maior teria levado.</translation>
    </message>
    <message>
        <source>The man on c3 takes d4 and f6 and ends on g7, right in front of the black man on h8.</source>
        <extracomment>c3, d4, f6 and g7 are squares: keep them as they are</extracomment>
        <translation>A pedra de c3 toma d4 e f6 e termina em g7, bem na frente da pedra preta de h8.</translation>
    </message>
    <message>
        <source>Black must capture too: h8 jumps g7, then g5, then g3, and lands on f2. Three men for two, and Black is now winning.</source>
        <extracomment>h8, g7, g5, g3 and f2 are squares: keep them as they are</extracomment>
        <translation>As pretas também são obrigadas a capturar: h8 salta g7, depois g5, depois g3, e cai em f2. Três pedras por duas, e agora as pretas estão ganhando.</translation>
    </message>
    <message>
        <source>Click every white man that can capture, then confirm your answer. Look in all four directions, and check that the square behind the black piece is empty.</source>
        <translation>Clique em cada pedra branca que possa capturar e confirme a sua resposta. Olhe nas quatro direções e verifique se a casa atrás da peça preta está vazia.</translation>
    </message>
</context>
<context>
    <name>RussianCounts</name>
    <message>
        <source>The Russian counts</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>As contagens russas</translation>
    </message>
    <message>
        <source>The four move counts that end a game in a draw by themselves: when each one runs, how long it lasts and what starts it again.</source>
        <translation>As quatro contagens de lances que terminam uma partida empatada por si sós: quando cada uma corre, quanto dura e o que a reinicia.</translation>
    </message>
    <message>
        <source>Three kings or more against a lone king, with or without other pieces beside them: the stronger side must capture the lone king by its 15th move, counted from the moment this ending began. Only the stronger side&apos;s moves count, and nothing starts the count again.</source>
        <translation>Três damas ou mais contra uma dama solitária, com ou sem outras peças junto: o lado mais forte precisa capturar a dama solitária até o seu 15º lance, contado desde o início desse final. Só contam os lances do lado mais forte, e nada reinicia a contagem.</translation>
    </message>
    <message>
        <source>When both sides have a king and at most 7 pieces are left, a count runs: 5 moves per side with 2 or 3 pieces on the board, 30 with 4 or 5, 60 with 6 or 7. Only a capture or a promotion starts it again; a plain man move does not. Here, two kings against one, each side has 5 moves.</source>
        <translation>Quando os dois lados têm dama e restam no máximo 7 peças, corre uma contagem: 5 lances de cada lado com 2 ou 3 peças no tabuleiro, 30 com 4 ou 5, 60 com 6 ou 7. Só uma captura ou uma coroação a reinicia; um simples movimento de pedra, não. Aqui, duas damas contra uma, cada lado tem 5 lances.</translation>
    </message>
    <message>
        <source>When only kings move, with no man moved and nothing captured, another count runs: 15 moves per side with 4 or 5 pieces on the board, 25 with 6 or 7. It does not apply with 2 or 3 pieces. Any man move or capture starts it again. With these four kings, both counts run.</source>
        <translation>Quando só as damas se movem, sem pedra movida e sem nada capturado, corre outra contagem: 15 lances de cada lado com 4 ou 5 peças no tabuleiro, 25 com 6 ou 7. Ela não vale com 2 ou 3 peças. Qualquer movimento de pedra ou captura a reinicia. Com estas quatro damas, as duas contagens correm.</translation>
    </message>
    <message>
        <source>Both sides have a king and a man. Watch what each kind of move does to the two counts in the panel.</source>
        <translation>Cada lado tem uma dama e uma pedra. Veja o que cada tipo de lance faz com as duas contagens do painel.</translation>
    </message>
    <message>
        <source>A king move: both counts go on.</source>
        <translation>Um lance de dama: as duas contagens continuam.</translation>
    </message>
    <message>
        <source>Another king move: both counts go on.</source>
        <translation>Outro lance de dama: as duas contagens continuam.</translation>
    </message>
    <message>
        <source>a5-b6 is a man move: the count of only kings moving starts again, but the count for kings on both sides keeps running.</source>
        <extracomment>a5-b6 is a move: keep it as it is</extracomment>
        <translation>a5-b6 é um movimento de pedra: a contagem “só damas em movimento” recomeça, mas a de “damas dos dois lados” continua correndo.</translation>
    </message>
    <message>
        <source>Another man move: again only the count of only kings moving starts again.</source>
        <translation>Outro movimento de pedra: de novo só a contagem “só damas em movimento” recomeça.</translation>
    </message>
    <message>
        <source>c7-d8 crowns the man. A promotion starts both counts again.</source>
        <extracomment>c7-d8 is a move: keep it as it is</extracomment>
        <translation>c7-d8 coroa a pedra. Uma coroação reinicia as duas contagens.</translation>
    </message>
    <message>
        <source>White has already made 2 of its 5 moves against the lone king on the main diagonal. A white king that stepped onto the diagonal now would be captured, so White cannot stop the count. Watch it run out.</source>
        <translation>As brancas já fizeram 2 dos seus 5 lances contra a dama solitária na grande diagonal. Uma dama branca que entrasse agora na diagonal seria capturada, então as brancas não conseguem parar a contagem. Veja como ela se esgota.</translation>
    </message>
    <message>
        <source>White&apos;s 3rd move: two left.</source>
        <translation>3º lance das brancas: restam dois.</translation>
    </message>
    <message>
        <source>The black king stays on the main diagonal; its own moves do not count.</source>
        <translation>A dama preta fica na grande diagonal; os lances dela não contam.</translation>
    </message>
    <message>
        <source>White&apos;s 4th move: one left.</source>
        <translation>4º lance das brancas: resta um.</translation>
    </message>
    <message>
        <source>Back to the corner, still on the diagonal.</source>
        <translation>De volta ao canto, ainda na diagonal.</translation>
    </message>
    <message>
        <source>White&apos;s 5th move, and the lone king is still there. The game is drawn: “Endgame rule: the stronger side did not win in the moves allowed”.</source>
        <translation>5º lance das brancas, e a dama solitária continua lá. A partida empata: “Regra de final: o lado mais forte não venceu nos lances permitidos”.</translation>
    </message>
    <message>
        <source>Two kings against one: each side has 5 moves, and 3 each have gone. Both sides&apos; moves count here.</source>
        <translation>Duas damas contra uma: cada lado tem 5 lances, e já foram 3 de cada. Aqui contam os lances dos dois lados.</translation>
    </message>
    <message>
        <source>White&apos;s 4th move: White has one left, Black two.</source>
        <translation>4º lance das brancas: resta um às brancas e dois às pretas.</translation>
    </message>
    <message>
        <source>Black&apos;s 4th move: one each.</source>
        <translation>4º lance das pretas: um para cada lado.</translation>
    </message>
    <message>
        <source>White&apos;s 5th move: only Black&apos;s last move remains.</source>
        <translation>5º lance das brancas: só resta o último lance das pretas.</translation>
    </message>
    <message>
        <source>Black&apos;s 5th move: the count is over. The game is drawn: “Move limit: too long without captures”.</source>
        <translation>5º lance das pretas: a contagem acabou. A partida empata: “Limite de lances: tempo demais sem captura”.</translation>
    </message>
    <message>
        <source>This is White&apos;s 5th and last move against the lone king on the main diagonal, and the king has just stepped onto d4. Capture it: the win is checked before any count, so taking the last piece on the last counted move wins.</source>
        <extracomment>d4 is a square name: keep it as it is</extracomment>
        <translation>Este é o 5º e último lance das brancas contra a dama solitária na grande diagonal, e a dama acabou de ir para d4. Capture-a: a vitória é verificada antes de qualquer contagem, então tomar a última peça no último lance contado vence.</translation>
    </message>
    <message>
        <source>Capture the black king: jump it from g1 along the diagonal toward a7.</source>
        <translation>Capture a dama preta: salte sobre ela a partir de g1, pela diagonal em direção a a7.</translation>
    </message>
    <message>
        <source>The last piece is gone on the last counted move: the game is won, not drawn.</source>
        <translation>A última peça cai no último lance contado: a partida está ganha, não empatada.</translation>
    </message>
    <message>
        <source>Three parts of the Russian rules need an arbiter or a clock, so they are not applied here: article 6.1.8.7 (an arbiter declares a position clearly drawn), article 6.1.10.4 (it depends on the time control), and the arbiter&apos;s exception to the main diagonal rule when a winning chance arises (part of 6.1.8.5).</source>
        <translation>Três partes das regras russas precisam de um árbitro ou de um relógio, então não valem aqui: o artigo 6.1.8.7 (um árbitro declara uma posição claramente empatada), o artigo 6.1.10.4 (depende do ritmo de jogo) e a exceção do árbitro à regra da grande diagonal quando surge uma chance de vitória (parte do 6.1.8.5).</translation>
    </message>
    <message>
        <source>What starts each count again? The two endgame counts: nothing; they only end when their ending is over. Kings on both sides: a capture or a promotion. Only kings moving: a capture or any man move. Hover over a count in the panel to read its rule.</source>
        <translation>O que reinicia cada contagem? As duas contagens de final: nada; elas só terminam quando o final acaba. Damas dos dois lados: uma captura ou uma coroação. Só damas em movimento: uma captura ou qualquer movimento de pedra. Passe o ponteiro sobre uma contagem do painel para ler a regra.</translation>
    </message>
    <message>
        <source>Russian rules have four move counts. When one runs out, the game is drawn by itself. Limits are given in moves of each player, so 5 moves means 5 by White and 5 by Black; the two endgame counts count only the stronger side&apos;s moves. The panel beside the board shows every running count as moves left. Here all four run at once.</source>
        <translation>As regras russas têm quatro contagens de lances. Quando uma se esgota, a partida termina empatada automaticamente. Os limites são dados em lances de cada jogador, então 5 lances significam 5 das brancas e 5 das pretas; as duas contagens de final contam só os lances do lado mais forte. O painel ao lado do tabuleiro mostra cada contagem em curso como lances restantes. Aqui as quatro correm ao mesmo tempo.</translation>
    </message>
    <message>
        <source>Three pieces of any kind, none of them on the main diagonal (a1-h8), against a lone king standing on it: the stronger side has until its 5th move to capture it. This count ends if the lone king leaves the diagonal or another piece comes onto it.</source>
        <extracomment>a1-h8 names the main diagonal by its two end squares: keep it as it is</extracomment>
        <translation>Três peças de qualquer tipo, nenhuma na grande diagonal (a1-h8), contra uma dama solitária que está nela: o lado mais forte tem até o seu 5º lance para capturá-la. Esta contagem termina se a dama solitária sair da diagonal ou se outra peça entrar nela.</translation>
    </message>
    <message>
        <source>With 8 pieces or more on the board, neither of the last two counts (kings on both sides, only kings moving) applies, and the endgame counts need a lone king: here no count runs. The number of pieces changes only by a capture, and a capture starts both of those counts again, so their limit never changes while they run.</source>
        <translation>Com 8 peças ou mais no tabuleiro, nenhuma das duas últimas contagens (damas dos dois lados, só damas em movimento) vale, e as contagens de final exigem uma dama solitária: aqui nenhuma contagem corre. O número de peças só muda com uma captura, e uma captura reinicia essas duas contagens, então o limite delas nunca muda enquanto correm.</translation>
    </message>
</context>
<context>
    <name>RussianCrowning</name>
    <message>
        <source>Crowning in the middle of a capture</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Coroação no meio da captura</translation>
    </message>
    <message>
        <source>A man that reaches the crowning row while capturing becomes a king at once and goes on capturing as a king.</source>
        <translation>Uma pedra que chega à fileira de coroação durante uma captura vira dama na hora e continua capturando como dama.</translation>
    </message>
    <message>
        <source>Watch a man that is crowned halfway through its capture and finishes the move as a king.</source>
        <translation>Veja uma pedra que é coroada no meio da captura e termina o lance como dama.</translation>
    </message>
    <message>
        <source>Black plays d8-c7, a mistake: the white man on b6 can now jump c7, because d8 behind it is empty.</source>
        <extracomment>d8, c7 and b6 are squares: keep them as they are</extracomment>
        <translation>As pretas jogam d8-c7, um erro: a pedra branca de b6 agora pode saltar c7, porque d8, logo atrás, está vazia.</translation>
    </message>
    <message>
        <source>b6 jumps c7 and lands on d8: a king at once. Still in the same move, the king jumps f6 from a distance and stops on g5, from where it can go on; it jumps e3 and lands on c1. Three men in one move.</source>
        <extracomment>b6, c7, d8, f6, g5, e3 and c1 are squares: keep them as they are</extracomment>
        <translation>b6 salta c7 e cai em d8: vira dama na hora. Ainda no mesmo lance, a dama salta f6 à distância e para em g5, de onde pode continuar; salta e3 e cai em c1. Três pedras em um só lance.</translation>
    </message>
    <message>
        <source>Your man on b4 can reach the crowning row by capturing. Play the capture that crowns it and goes on as a king in the same move.</source>
        <extracomment>b4 is a square: keep it as it is</extracomment>
        <translation>Sua pedra de b4 pode chegar à fileira de coroação capturando. Jogue a captura que a coroa e continua como dama no mesmo lance.</translation>
    </message>
    <message>
        <source>That capture takes one man only. The man on b4 can jump c5 and e7 and be crowned on f8; from there, as a king, it can take g7 and then f4.</source>
        <extracomment>b4, c5, e7, f8, g7 and f4 are squares: keep them as they are</extracomment>
        <translation>Essa captura toma uma pedra só. A pedra de b4 pode saltar c5 e e7 e ser coroada em f8; dali, já como dama, pode tomar g7 e depois f4.</translation>
    </message>
    <message>
        <source>Four men in one move: crowned on f8, your new king jumped g7, landed on h6 and took f4 from a distance.</source>
        <extracomment>f8, h6 and f4 are squares: keep them as they are</extracomment>
        <translation>Quatro pedras em um lance: coroada em f8, sua nova dama saltou g7, caiu em h6 e tomou f4 à distância.</translation>
    </message>
    <message>
        <source>The man on d4 has two captures, and both end on h4. Choose the one that gets there as a king.</source>
        <extracomment>d4 and h4 are squares: keep them as they are</extracomment>
        <translation>A pedra de d4 tem duas capturas, e as duas terminam em h4. Escolha a que chega lá como dama.</translation>
    </message>
    <message>
        <source>Three men and a new king. Because both captures start and end on the same squares, this one is written with the squares in between: d4:b6:d8:h4.</source>
        <extracomment>d4:b6:d8:h4 is a move in Russian notation: keep it as it is</extracomment>
        <translation>Três pedras e uma dama nova. Como as duas capturas começam e terminam nas mesmas casas, esta se escreve com as casas intermediárias: d4:b6:d8:h4.</translation>
    </message>
    <message>
        <source>The rule works for your opponent too. When one of their men is one jump from your first row, like the black man on a3, look beyond its landing square: from c1 a new king could run along c1-h6 and take more men before your turn comes.</source>
        <extracomment>a3, b2, c1 and c1-h6 are squares and a diagonal: keep them as they are</extracomment>
        <translation>A regra vale também para o adversário. Quando uma pedra dele está a um salto da sua primeira fileira, como a pedra preta de a3, olhe além da casa onde ela cairia: de c1, uma dama recém-coroada poderia correr pela c1-h6 e tomar mais pedras antes da sua vez.</translation>
    </message>
    <message>
        <source>Watch what happens when White moves without looking along that diagonal.</source>
        <translation>Veja o que acontece quando as brancas jogam sem olhar essa diagonal.</translation>
    </message>
    <message>
        <source>White plays c1-d2 and leaves c1 empty behind the man on b2.</source>
        <extracomment>c1, d2 and b2 are squares: keep them as they are</extracomment>
        <translation>As brancas jogam c1-d2 e deixam c1 vazia atrás da pedra de b2.</translation>
    </message>
    <message>
        <source>a3 jumps b2 and is crowned on c1. As a king it goes on along c1-h6: it jumps d2, stops on e3, jumps f4 and lands on h6. Three white men are gone in one move.</source>
        <extracomment>a3, b2, c1, c1-h6, d2, e3, f4 and h6 are squares and a diagonal: keep them as they are</extracomment>
        <translation>a3 salta b2 e é coroada em c1. Como dama, segue pela c1-h6: salta d2, para em e3, salta f4 e cai em h6. Três pedras brancas somem em um só lance.</translation>
    </message>
    <message>
        <source>Here c1 is already empty. If Black were to move, a3 would jump b2, be crowned on c1 and run along c1-h6 over d2 and f4. Find the move that stops it.</source>
        <extracomment>c1, a3, b2, c1-h6, d2 and f4 are squares and a diagonal: keep them as they are</extracomment>
        <translation>Aqui c1 já está vazia. Se as pretas jogassem, a3 saltaria b2, seria coroada em c1 e correria pela c1-h6 tomando d2 e f4. Encontre o lance que impede isso.</translation>
    </message>
    <message>
        <source>After that move the black man still jumps b2 and is crowned on c1, and the new king may go on capturing. Take away the man it would jump.</source>
        <extracomment>b2 and c1 are squares: keep them as they are</extracomment>
        <translation>Depois desse lance, a pedra preta ainda salta b2 e é coroada em c1, e a nova dama pode continuar capturando. Tire dali a pedra que ela saltaria.</translation>
    </message>
    <message>
        <source>That way jumps e5 and g5 and stops on h4 as a man. The other way takes c5 and c7, is crowned on d8, and the king takes g5 on its way to h4.</source>
        <extracomment>e5, g5, h4, d8, c5 and c7 are squares: keep them as they are</extracomment>
        <translation>Esse caminho salta e5 e g5 e para em h4 ainda como pedra. O outro toma c5 e c7, coroa a pedra em d8, e a dama toma g5 a caminho de h4.</translation>
    </message>
    <message>
        <source>Right: with b2 gone to c3, the man on a3 has nothing to jump, and no king can run along your diagonal. Your opponent&apos;s captures are forced too, so you can sometimes lead one of their men where you want it: the next lesson, Forced captures, teaches how to find these moves, up to a combination that ends in a crowning.</source>
        <extracomment>b2, c3 and a3 are squares: keep them as they are. &quot;Forced captures&quot; is the title of the next lesson: use its translated title</extracomment>
        <translation>Certo: com b2 em c3, a pedra de a3 não tem nada para saltar, e nenhuma dama pode correr pela sua diagonal. As capturas do adversário também são obrigatórias, então às vezes você pode levar uma pedra dele aonde quiser: a próxima lição, Capturas forçadas, ensina a encontrar esses lances, até uma combinação que termina em coroação.</translation>
    </message>
    <message>
        <source>Here Russian draughts parts from the other variants in this program: a man that reaches the crowning row during a capture becomes a king on the spot. If it can capture again, it must, and now with a king&apos;s reach, in the same move. In the diagram, b6 jumps c7 and is crowned on d8; as a king it then jumps g5 from a distance and lands on h4.</source>
        <extracomment>b6, c7, d8, g5 and h4 are squares: keep them as they are</extracomment>
        <translation>É aqui que as damas russas se diferenciam das outras modalidades do programa: uma pedra que alcança a fileira de coroação durante uma captura vira dama naquele mesmo instante. Se puder capturar de novo, tem de capturar, agora com o alcance de uma dama, no mesmo lance. No diagrama, b6 salta c7 e é coroada em d8; já como dama, salta g5 à distância e cai em h4.</translation>
    </message>
</context>
<context>
    <name>RussianForcedCaptures</name>
    <message>
        <source>Forced captures</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Capturas forçadas</translation>
    </message>
    <message>
        <source>Your opponent must capture too: give a man to lead theirs where you want it.</source>
        <translation>O adversário também é obrigado a capturar: entregue uma pedra para levar uma das dele aonde você quiser.</translation>
    </message>
    <message>
        <source>Captures are obligatory for your opponent as well. When you offer a man, their capture is forced, so you decide where their man lands. Watch White use it.</source>
        <translation>As capturas também são obrigatórias para o adversário. Quando você oferece uma pedra, a captura dele é forçada, e assim você decide onde a pedra dele vai cair. Veja as brancas aproveitarem isso.</translation>
    </message>
    <message>
        <source>White offers a man: h4-g5.</source>
        <extracomment>h4-g5 is a move: keep it as it is</extracomment>
        <translation>As brancas oferecem uma pedra: h4-g5.</translation>
    </message>
    <message>
        <source>Black has no other move: h6 must jump g5, and it lands on f4.</source>
        <extracomment>h6, g5 and f4 are squares: keep them as they are</extracomment>
        <translation>As pretas não têm outro lance: h6 tem de saltar g5 e cai em f4.</translation>
    </message>
    <message>
        <source>Right where White wanted it: g3 jumps f4, d6 and b6 and lands on a5. Three men for one.</source>
        <extracomment>g3, f4, d6, b6 and a5 are squares: keep them as they are</extracomment>
        <translation>Bem onde as brancas queriam: g3 salta f4, d6 e b6 e cai em a5. Três pedras por uma.</translation>
    </message>
    <message>
        <source>Give a man to the black man on a5 so that its capture leaves it right in front of your man on b2. Then capture two.</source>
        <extracomment>a5 and b2 are squares: keep them as they are</extracomment>
        <translation>Entregue uma pedra à pedra preta de a5 de modo que a captura a deixe bem na frente da sua pedra de b2. Depois capture duas.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the man on a5 had to capture, where would it land, and what could your man on b2 jump from there?</source>
        <extracomment>a5 and b2 are squares: keep them as they are</extracomment>
        <translation>Esse lance não força nada. Se a pedra de a5 tivesse de capturar, onde cairia, e o que a sua pedra de b2 poderia saltar a partir daí?</translation>
    </message>
    <message>
        <source>a5 had to take on b4 and landed on c3; b2 then jumped c3 and e5. Two men for one.</source>
        <extracomment>a5, b4, c3, b2 and e5 are squares: keep them as they are</extracomment>
        <translation>a5 teve de tomar em b4 e caiu em c3; então b2 saltou c3 e e5. Duas pedras por uma.</translation>
    </message>
    <message>
        <source>Find the sacrifice that opens a capture of three men.</source>
        <translation>Encontre o sacrifício que abre uma captura de três pedras.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which of your men can you put where a black man must take it, so that the taker lands in front of your man on e3?</source>
        <extracomment>e3 is a square: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Qual pedra sua você pode pôr onde uma pedra preta tenha de tomá-la, de modo que a que captura caia na frente da sua pedra de e3?</translation>
    </message>
    <message>
        <source>h6 had to take on g5 and landed on f4; e3 then took f4, f6 and d6. Three for one.</source>
        <extracomment>h6, g5, f4, e3, f6 and d6 are squares: keep them as they are</extracomment>
        <translation>h6 teve de tomar em g5 e caiu em f4; então e3 tomou f4, f6 e d6. Três por uma.</translation>
    </message>
    <message>
        <source>Sometimes one sacrifice is not enough. Give two men, one after the other, so that your man on b2 can jump three.</source>
        <extracomment>b2 is a square: keep it as it is</extracomment>
        <translation>Às vezes um sacrifício não basta. Entregue duas pedras, uma depois da outra, para que a sua pedra de b2 possa saltar três.</translation>
    </message>
    <message>
        <source>That move forces nothing. Start with the man on e5: where would the black man that takes it land?</source>
        <extracomment>e5 is a square: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Comece pela pedra de e5: onde cairia a pedra preta que a tomasse?</translation>
    </message>
    <message>
        <source>c7 took on d6 and landed on e5, a5 took on b4 and landed on c3, and b2 jumped c3, e5 and g5. Two men given, three taken.</source>
        <extracomment>c7, d6, e5, a5, b4, c3, b2 and g5 are squares: keep them as they are</extracomment>
        <translation>c7 tomou em d6 e caiu em e5, a5 tomou em b4 e caiu em c3, e b2 saltou c3, e5 e g5. Duas pedras entregues, três capturadas.</translation>
    </message>
    <message>
        <source>A forced capture can also open the road to the crowning row. Give a man, then capture all the way to row 8.</source>
        <translation>Uma captura forçada também pode abrir o caminho até a fileira de coroação. Entregue uma pedra e depois capture até a fileira 8.</translation>
    </message>
    <message>
        <source>That move forces nothing. Which black man could you make land right in front of your man on f2?</source>
        <extracomment>f2 is a square: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Qual pedra preta você poderia fazer cair bem na frente da sua pedra de f2?</translation>
    </message>
    <message>
        <source>g5 had to take on f4 and landed on e3; f2 then jumped e3, c5 and c7 and was crowned on d8. Three men and a king for one man.</source>
        <extracomment>g5, f4, e3, f2, c5, c7 and d8 are squares: keep them as they are</extracomment>
        <translation>g5 teve de tomar em f4 e caiu em e3; então f2 saltou e3, c5 e c7 e foi coroada em d8. Três pedras e uma dama em troca de uma pedra.</translation>
    </message>
    <message>
        <source>Now add the Russian rule. Give a man so that the black man on a3 must land in front of your man on d4. Your man then reaches the crowning row in the middle of its capture and goes on as a king.</source>
        <extracomment>a3 and d4 are squares: keep them as they are</extracomment>
        <translation>Agora junte a regra russa. Entregue uma pedra para que a pedra preta de a3 tenha de cair na frente da sua pedra de d4. A sua pedra então chega à fileira de coroação no meio da captura e continua como dama.</translation>
    </message>
    <message>
        <source>That move forces nothing. If the black man on a3 had to capture, where would it land?</source>
        <extracomment>a3 is a square: keep it as it is</extracomment>
        <translation>Esse lance não força nada. Se a pedra preta de a3 tivesse de capturar, onde cairia?</translation>
    </message>
    <message>
        <source>a3 had to take on b4 and landed on c5. d4 jumped c5 and c7, was crowned on d8 and, as a king, took e7 and g5: four men, and Black has two left.</source>
        <extracomment>a3, b4, c5, d4, c7, d8, e7 and g5 are squares: keep them as they are</extracomment>
        <translation>a3 teve de tomar em b4 e caiu em c5. d4 saltou c5 e c7, foi coroada em d8 e, já como dama, tomou e7 e g5: quatro pedras, e as pretas ficam com duas.</translation>
    </message>
    <message>
        <source>The same weapon works against you. Before each move, ask which man your opponent could offer you, and where your forced capture would take your man.</source>
        <translation>A mesma arma funciona contra você. Antes de cada lance, pergunte-se que pedra o adversário poderia lhe oferecer e para onde a sua captura forçada levaria a sua pedra.</translation>
    </message>
    <message>
        <source>White plays g3-h4 without asking what Black can force.</source>
        <extracomment>g3-h4 is a move: keep it as it is</extracomment>
        <translation>As brancas jogam g3-h4 sem se perguntar o que as pretas podem forçar.</translation>
    </message>
    <message>
        <source>Black offers a man: f6-g5.</source>
        <extracomment>f6-g5 is a move: keep it as it is</extracomment>
        <translation>As pretas oferecem uma pedra: f6-g5.</translation>
    </message>
    <message>
        <source>White has no choice: h4 must jump g5, and it lands on f6.</source>
        <extracomment>h4, g5 and f6 are squares: keep them as they are</extracomment>
        <translation>As brancas não têm escolha: h4 tem de saltar g5 e cai em f6.</translation>
    </message>
    <message>
        <source>g7 jumps f6 and d4 and lands on c3. Two men for one, this time against White.</source>
        <extracomment>g7, f6, d4 and c3 are squares: keep them as they are</extracomment>
        <translation>g7 salta f6 e d4 e cai em c3. Duas pedras por uma, desta vez contra as brancas.</translation>
    </message>
</context>
<context>
    <name>RussianGameEnd</name>
    <message>
        <source>How the game ends</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Como a partida termina</translation>
    </message>
    <message>
        <source>Who wins, how a draw is offered, and the draws the program applies by itself.</source>
        <translation>Quem vence, como se propõe empate e os empates que o programa aplica sozinho.</translation>
    </message>
    <message>
        <source>A game is lost by the side that must move and cannot: it has no piece left, or none of its pieces has a legal move. Here Black is to move, but the man on b6 can neither step nor capture, so White has won.</source>
        <extracomment>b6 is a square: keep it as it is</extracomment>
        <translation>Perde a partida o lado que tem de jogar e não pode: não lhe resta nenhuma peça, ou nenhuma das suas peças tem um lance legal. Aqui é a vez das pretas, mas a pedra de b6 não pode avançar nem capturar, e por isso as brancas venceram.</translation>
    </message>
    <message>
        <source>Black has two men left. Choose the capture that takes both: with no piece left, Black loses at once.</source>
        <translation>As pretas têm duas pedras. Escolha a captura que toma as duas: sem nenhuma peça, as pretas perdem na hora.</translation>
    </message>
    <message>
        <source>That capture takes only c3, and the game goes on. The king on a1 can take both men in one move.</source>
        <extracomment>c3 and a1 are squares: keep them as they are</extracomment>
        <translation>Essa captura só toma c3, e a partida continua. A dama de a1 pode tomar as duas pedras em um só lance.</translation>
    </message>
    <message>
        <source>Black has no pieces left: White wins.</source>
        <translation>As pretas ficaram sem peças: as brancas vencem.</translation>
    </message>
    <message>
        <source>Black&apos;s last man is on h4. Play the move that leaves it with no step and no capture.</source>
        <extracomment>h4 is a square: keep it as it is</extracomment>
        <translation>A última pedra preta está em h4. Faça o lance que a deixa sem passo e sem captura.</translation>
    </message>
    <message>
        <source>After that move the man on h4 can still move. Its only square is g3: fill it with a man that cannot be jumped, because f2 behind it stays occupied.</source>
        <extracomment>h4, g3 and f2 are squares: keep them as they are</extracomment>
        <translation>Depois desse lance, a pedra de h4 ainda pode se mover. A única casa dela é g3: ocupe-a com uma pedra que não possa ser saltada, porque f2, logo atrás, continua ocupada.</translation>
    </message>
    <message>
        <source>Black has a man but no legal move: White wins.</source>
        <translation>As pretas têm uma pedra, mas nenhum lance legal: as brancas vencem.</translation>
    </message>
    <message>
        <source>Now win against the computer within five moves: take every black man or leave Black without a move. Look for a king move after which any black move loses a man.</source>
        <translation>Agora vença o computador em no máximo cinco lances: tome todas as pedras pretas ou deixe as pretas sem lance. Procure um lance de dama depois do qual qualquer lance das pretas perca uma pedra.</translation>
    </message>
    <message>
        <source>A game can also end in a draw by agreement. On the play page, &quot;Offer a draw&quot; sends your offer with your move, for your opponent&apos;s next turn only. Once made, it cannot be taken back: your opponent accepts it, or declines it simply by moving.</source>
        <extracomment>&quot;Offer a draw&quot; is the name of a button on the play page: use the same words as the button</extracomment>
        <translation>Uma partida também pode terminar empatada de comum acordo. Na página de jogo, &quot;Propor empate&quot; envia a sua proposta junto com o seu lance, valendo só para a próxima vez do adversário. Depois de feita, não pode ser retirada: o adversário aceita, ou recusa simplesmente jogando.</translation>
    </message>
    <message>
        <source>The computer answers your offer from its own assessment of the position. It accepts when it does not think it is winning, because its position is worse or about equal, and says which. When it thinks it is better, or sees a winning line, it declines and says so.</source>
        <translation>O computador responde à sua proposta de acordo com a própria avaliação da posição. Ele aceita quando não acha que está ganhando, porque a posição dele é pior ou está mais ou menos igual, e diz qual dos dois. Quando acha que está melhor, ou vê uma linha vencedora, recusa e diz isso.</translation>
    </message>
    <message>
        <source>Other draws need no offer: they come from the 2022 Russian rules, and the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Os outros empates dispensam proposta: vêm das regras russas de 2022, e o programa os aplica sozinho. Quando uma posição aparece pela terceira vez, ou uma contagem de lances se esgota, a partida termina na hora e a linha do resultado diz por quê. O painel ao lado do tabuleiro mostra as contagens em andamento; as próximas lições ensinam a repetição e as contagens.</translation>
    </message>
</context>
<context>
    <name>RussianKings</name>
    <message>
        <source>Flying kings</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Damas voadoras</translation>
    </message>
    <message>
        <source>Crowning, the long moves and long captures of a king, where it must land, and the Turkish strike.</source>
        <translation>A coroação, os lances e as capturas longas da dama, onde ela deve parar e o golpe turco.</translation>
    </message>
    <message>
        <source>A man that reaches the far row is crowned: it becomes a king. White&apos;s men crown on row 8, Black&apos;s on row 1. The man on c7 is one step away, and so is Black&apos;s man on f2.</source>
        <translation>Uma pedra que chega à última fileira é coroada: vira dama. As pedras brancas coroam na fileira 8, e as pretas na fileira 1. A pedra de c7 está a um passo, e a pedra preta de f2 também.</translation>
    </message>
    <message>
        <source>Crown your man on c7.</source>
        <extracomment>c7 is a square: keep it as it is</extracomment>
        <translation>Coroe a sua pedra de c7.</translation>
    </message>
    <message>
        <source>That man is far from row 8. Step the man on c7 forward to b8 or d8.</source>
        <extracomment>c7, b8 and d8 are squares: keep them as they are</extracomment>
        <translation>Essa pedra está longe da fileira 8. Avance a pedra de c7 para b8 ou d8.</translation>
    </message>
    <message>
        <source>Your man is now a king.</source>
        <translation>A sua pedra agora é uma dama.</translation>
    </message>
    <message>
        <source>A king flies: it moves any distance along a free diagonal, forward or backward. From d4 this king can reach any square the arrows cover. It cannot pass over a piece without capturing it, so the black man on a7 stops it at b6.</source>
        <extracomment>d4, b6 and a7 are squares: keep them as they are</extracomment>
        <translation>A dama voa: percorre qualquer distância por uma diagonal livre, para a frente ou para trás. De d4 esta dama pode chegar a qualquer casa coberta pelas setas. Ela não pode passar por cima de uma peça sem capturá-la, então a pedra preta de a7 a detém em b6.</translation>
    </message>
    <message>
        <source>The black man on h2 is about to crown on g1. Stop it: your king can cross the whole board in one move.</source>
        <extracomment>h2 and g1 are squares: keep them as they are</extracomment>
        <translation>A pedra preta de h2 está prestes a coroar em g1. Impeça isso: a sua dama pode atravessar o tabuleiro inteiro num só lance.</translation>
    </message>
    <message>
        <source>Now Black steps onto g1 and crowns. Go all the way to g1 yourself: a7-g1 in one move.</source>
        <extracomment>g1 and a7-g1 are a square and a move: keep them as they are</extracomment>
        <translation>Agora as pretas vão para g1 e coroam. Vá você até g1 de uma vez: a7-g1 num só lance.</translation>
    </message>
    <message>
        <source>a7-g1! The black man has no square left, and a side that cannot move loses the game.</source>
        <extracomment>a7-g1 is a move: keep it as it is</extracomment>
        <translation>a7-g1! A pedra preta fica sem casas, e o lado que não pode se mover perde a partida.</translation>
    </message>
    <message>
        <source>A king captures from a distance: it jumps an enemy piece anywhere along its diagonal, provided the square just behind is free, and lands on any free square beyond. Take d4, and choose a landing square where your king is safe.</source>
        <extracomment>d4 is a square: keep it as it is</extracomment>
        <translation>A dama captura à distância: salta uma peça adversária em qualquer ponto da sua diagonal, desde que a casa logo atrás esteja livre, e para em qualquer casa livre depois dela. Tome d4 e escolha uma casa onde a sua dama fique a salvo.</translation>
    </message>
    <message>
        <source>On f6 your king stands next to g7, with e5 empty behind it: g7 takes it (g7:e5). Land on e5 instead.</source>
        <extracomment>f6, g7, g7:e5 and e5 are squares and a capture: keep them as they are</extracomment>
        <translation>Em f6 a sua dama fica ao lado de g7, com e5 vazia atrás dela: g7 a captura (g7:e5). Pare em e5.</translation>
    </message>
    <message>
        <source>Right: a1:e5. The king could stop on e5 or f6, and e5 is out of reach.</source>
        <extracomment>a1:e5 is a capture: keep it as it is</extracomment>
        <translation>Certo: a1:e5. A dama podia parar em e5 ou em f6, e em e5 ela está fora de alcance.</translation>
    </message>
    <message>
        <source>A king may land on any free square beyond the piece it takes, but if one of them lets the capture go on, it must stop on one that does. Take c3: only from e5 can the king go on to take d6. Then choose where to land after d6.</source>
        <extracomment>c3, e5 and d6 are squares: keep them as they are</extracomment>
        <translation>A dama pode parar em qualquer casa livre depois da peça que toma, mas, se uma delas permitir continuar a captura, ela tem de parar numa que permita. Tome c3: só a partir de e5 a dama pode continuar e tomar d6. Depois escolha onde parar após d6.</translation>
    </message>
    <message>
        <source>On c7 the king stands right next to d8, which takes it (d8:b6). Land on b8 instead, where it is safe.</source>
        <extracomment>c7, d8, d8:b6 and b8 are squares and a capture: keep them as they are</extracomment>
        <translation>Em c7 a dama fica bem ao lado de d8, que a captura (d8:b6). Pare em b8, onde ela fica a salvo.</translation>
    </message>
    <message>
        <source>Right. The king had to stop on e5 to take d6; after that it could choose between c7 and b8.</source>
        <extracomment>e5 and d6 are squares: keep them as they are</extracomment>
        <translation>Certo. A dama tinha de parar em e5 para tomar d6; depois podia escolher entre c7 e b8.</translation>
    </message>
    <message>
        <source>Jumped pieces stay on the board until the move ends, so they still block the way. Watch a king caught by this rule: the trap is called the Turkish strike.</source>
        <translation>As peças saltadas ficam no tabuleiro até o lance terminar, então continuam bloqueando o caminho. Veja uma dama apanhada por esta regra: a armadilha se chama golpe turco.</translation>
    </message>
    <message>
        <source>Now the jumped men are removed, and Black&apos;s man on a5 jumps the king, landing on the empty c7.</source>
        <extracomment>a5 and c7 are squares: keep them as they are</extracomment>
        <translation>Agora as pedras saltadas saem do tabuleiro, e a pedra preta de a5 salta a dama e cai em c7, já vazia.</translation>
    </message>
    <message>
        <source>Your king against a lone man. Capture the black man on b6 within 4 moves, before it reaches row 1. Use the king&apos;s long reach to get in front of it.</source>
        <extracomment>b6 is a square: keep it as it is</extracomment>
        <translation>A sua dama contra uma pedra sozinha. Capture a pedra preta de b6 em no máximo 4 lances, antes que ela chegue à fileira 1. Use o longo alcance da dama para se colocar na frente dela.</translation>
    </message>
    <message>
        <source>The king takes f2 and must stop on h4 to go on; then it takes e7, landing on d8, and c7, landing on b6. It cannot take e3: the square behind it, f2, still holds the first man it jumped, so the move ends there.</source>
        <extracomment>f2, h4, e7, d8, c7, b6 and e3 are squares: keep them as they are</extracomment>
        <translation>A dama toma f2 e tem de parar em h4 para continuar; depois toma e7, caindo em d8, e c7, caindo em b6. Ela não pode tomar e3: a casa atrás, f2, ainda tem a primeira pedra que ela saltou, então o lance termina ali.</translation>
    </message>
</context>
<context>
    <name>RussianMen</name>
    <message>
        <source>Men: moving forward</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>As pedras: sempre para a frente</translation>
    </message>
    <message>
        <source>A man steps one square diagonally forward to an empty square, and never moves backward.</source>
        <translation>Uma pedra avança uma casa na diagonal até uma casa vazia, e nunca anda para trás.</translation>
    </message>
    <message>
        <source>A man moves one square diagonally forward, to an empty square. Forward for White is up the board, toward row 8; forward for Black is down, toward row 1. So the man on c3 may go to b4 or d4, and the man on f6 to e5 or g5.</source>
        <extracomment>c3 and f6 are squares: keep them as they are</extracomment>
        <translation>Uma pedra avança uma casa na diagonal, para uma casa vazia. Para as brancas, avançar é subir rumo à fileira 8; para as pretas, descer rumo à fileira 1. Assim, a pedra de c3 pode ir para b4 ou d4, e a de f6 para e5 ou g5.</translation>
    </message>
    <message>
        <source>A man can only step onto an empty square. Move the man on e3: one of its two forward squares is already taken.</source>
        <extracomment>e3 is a square: keep it as it is</extracomment>
        <translation>Uma pedra só pode ir para uma casa vazia. Mova a pedra de e3: uma das suas duas casas à frente já está ocupada.</translation>
    </message>
    <message>
        <source>This step is about the man on e3. Your own man stands on d4, so f4 is the only square it can reach.</source>
        <extracomment>e3, d4 and f4 are squares: keep them as they are</extracomment>
        <translation>Aqui a questão é a pedra de e3. Em d4 há uma pedra sua, então f4 é a única casa aonde ela pode ir.</translation>
    </message>
    <message>
        <source>Right: e3-f4, the one forward square that was free.</source>
        <extracomment>e3-f4 is a move: keep it as it is</extracomment>
        <translation>Certo: e3-f4, a única casa à frente que estava livre.</translation>
    </message>
    <message>
        <source>Put one of your men on f4.</source>
        <extracomment>f4 is a square: keep it as it is</extracomment>
        <translation>Leve uma das suas pedras para f4.</translation>
    </message>
    <message>
        <source>That does not reach f4. Only the man on g3 can: the man on e5 is next to f4 too, but f4 is behind it, and a man never moves backward.</source>
        <extracomment>f4, g3 and e5 are squares: keep them as they are</extracomment>
        <translation>Assim você não chega a f4. Só a pedra de g3 pode: a de e5 também está ao lado de f4, mas f4 fica atrás dela, e uma pedra nunca anda para trás.</translation>
    </message>
    <message>
        <source>Yes, g3-f4. The man on e5 could not go back to f4: plain moves only go forward.</source>
        <extracomment>g3-f4 and e5 are a move and a square: keep them as they are</extracomment>
        <translation>Isso, g3-f4. A pedra de e5 não podia voltar para f4: os lances simples só vão para a frente.</translation>
    </message>
    <message>
        <source>This time you play Black, whose men move down the board. Move the man on h6.</source>
        <extracomment>h6 is a square: keep it as it is</extracomment>
        <translation>Desta vez você joga com as pretas, cujas pedras descem pelo tabuleiro. Mova a pedra de h6.</translation>
    </message>
    <message>
        <source>Move the man on h6. It stands on the edge of the board, so it has just one square forward: g5.</source>
        <extracomment>h6 and g5 are squares: keep them as they are</extracomment>
        <translation>Mova a pedra de h6. Ela está na borda do tabuleiro, então só tem uma casa à frente: g5.</translation>
    </message>
    <message>
        <source>Right: h6-g5. A man on the edge has only one forward square.</source>
        <extracomment>h6-g5 is a move: keep it as it is</extracomment>
        <translation>Certo: h6-g5. Uma pedra na borda só tem uma casa à frente.</translation>
    </message>
    <message>
        <source>Watch the first moves of a game. Each man steps one square forward, and the men behind fill the squares left empty.</source>
        <translation>Veja os primeiros lances de uma partida. Cada pedra avança uma casa, e as de trás ocupam as casas que ficam vazias.</translation>
    </message>
    <message>
        <source>White opens: the man on c3 steps forward to d4.</source>
        <extracomment>c3 and d4 are squares: keep them as they are</extracomment>
        <translation>As brancas abrem: a pedra de c3 avança para d4.</translation>
    </message>
    <message>
        <source>Black&apos;s men go down the board: b6 to a5, on the edge.</source>
        <extracomment>b6 and a5 are squares: keep them as they are</extracomment>
        <translation>As pedras pretas descem pelo tabuleiro: de b6 para a5, na borda.</translation>
    </message>
    <message>
        <source>The man on b2 steps up into c3, the square just left empty.</source>
        <extracomment>b2 and c3 are squares: keep them as they are</extracomment>
        <translation>A pedra de b2 sobe para c3, a casa que acabou de ficar vazia.</translation>
    </message>
    <message>
        <source>Black steps f6 to g5.</source>
        <extracomment>f6 and g5 are squares: keep them as they are</extracomment>
        <translation>As pretas jogam de f6 para g5.</translation>
    </message>
    <message>
        <source>Now a1 can follow to b2: the men come up one behind the other.</source>
        <extracomment>a1, b2 and c3 are squares: keep them as they are</extracomment>
        <translation>Agora a1 pode seguir até b2: as pedras sobem uma atrás da outra.</translation>
    </message>
    <message>
        <source>Black does the same, g7 to f6. No man ever stepped backward.</source>
        <extracomment>g7 and f6 are squares: keep them as they are</extracomment>
        <translation>As pretas fazem o mesmo, de g7 para f6. Nenhuma pedra andou para trás.</translation>
    </message>
    <message>
        <source>A man that reaches the far row, row 8 for White, becomes a king. Get there within 4 moves against the computer. The black man on f8 will try to stop you: keep out of its way.</source>
        <extracomment>f8 and row 8 are a square and a row: keep them as they are</extracomment>
        <translation>Uma pedra que chega à última fileira, a 8 para as brancas, vira dama. Chegue lá em no máximo 4 lances contra o computador. A pedra preta de f8 vai tentar impedir: fique longe dela.</translation>
    </message>
    <message>
        <source>Remember: a plain move always goes forward. Captures are different: here the man on e5 may jump the black man on d4 backward and land on c3. The next lesson is about captures.</source>
        <extracomment>e5, d4 and c3 are squares: keep them as they are</extracomment>
        <translation>Lembre-se: um lance simples sempre vai para a frente. As capturas são diferentes: aqui a pedra de e5 pode saltar para trás a pedra preta de d4 e cair em c3. A próxima lição é sobre as capturas.</translation>
    </message>
</context>
<context>
    <name>RussianPlayGame</name>
    <message>
        <source>Play a game with these rules</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Jogue uma partida com estas regras</translation>
    </message>
    <message>
        <source>A short recap of the Russian rules, then a game against the computer.</source>
        <translation>Uma breve revisão das regras russas e, depois, uma partida contra o computador.</translation>
    </message>
    <message>
        <source>What makes Russian draughts its own: men capture backwards as well as forwards, kings fly along open diagonals, and you may choose any capture, however small. A man that reaches the last row during a capture becomes a king at once and goes on capturing as a king.</source>
        <translation>O que torna as damas russas únicas: as pedras capturam para trás e para a frente, as damas percorrem as diagonais livres a qualquer distância e você pode escolher qualquer captura, por menor que seja. Uma pedra que chega à última fileira durante uma captura é coroada na hora e continua capturando como dama.</translation>
    </message>
    <message>
        <source>You lose when, on your turn, you have no piece or no legal move left. A draw can be offered; the other draws come by themselves: a position for the third time, or one of the four move counts running out. The result line says why the game ended.</source>
        <translation>Você perde se, na sua vez, não tiver mais peças ou lances legais. É possível propor empate; os outros empates vêm sozinhos: uma posição pela terceira vez ou uma das quatro contagens de lances esgotada. A linha do resultado diz por que a partida terminou.</translation>
    </message>
    <message>
        <source>During a game, the Draw counts panel beside the board lists every count that is running, with the moves left and a bar that shrinks as the end nears. Hover over a count to read its rule and what starts it again. Below the counts, the panel warns when a position has occurred twice.</source>
        <translation>Durante a partida, o painel Contagens de empate, ao lado do tabuleiro, mostra cada contagem em curso, com os lances restantes e uma barra que encolhe conforme o fim se aproxima. Passe o ponteiro sobre uma contagem para ler a regra e o que a reinicia. Abaixo das contagens, o painel avisa quando uma posição já ocorreu duas vezes.</translation>
    </message>
    <message>
        <source>You know the rules of Russian draughts now. Start a game against the computer with these rules, and keep an eye on the counts when the endgame comes.</source>
        <translation>Agora você conhece as regras das damas russas. Comece uma partida contra o computador com estas regras e fique de olho nas contagens quando chegar o final.</translation>
    </message>
    <message>
        <source>One last puzzle before your game. Both of your men can capture, and you may choose either capture. Find the one that takes two men.</source>
        <extracomment>c3:g7 and e3:c5 are moves in Russian notation: keep them as they are</extracomment>
        <translation>Um último exercício antes da sua partida. As suas duas pedras podem capturar, e você pode escolher qualquer uma das capturas. Encontre a que toma duas pedras.</translation>
    </message>
    <message>
        <source>That capture takes only one man. The man on c3 can jump d4 and then f6.</source>
        <translation>Essa captura toma uma só pedra. A pedra de c3 pode saltar d4 e depois f6.</translation>
    </message>
    <message>
        <source>Right: c3:g7 takes both black men, written by its start and end only.</source>
        <translation>Certo: c3:g7 toma as duas pedras pretas e se escreve só com o início e o fim.</translation>
    </message>
</context>
<context>
    <name>RussianRepetition</name>
    <message>
        <source>Repetition</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Repetição</translation>
    </message>
    <message>
        <source>The same position for the third time is a draw: how it is counted, what wipes the slate clean, and how to avoid it.</source>
        <translation>A mesma posição pela terceira vez é empate: como se conta, o que zera a contagem e como evitá-la.</translation>
    </message>
    <message>
        <source>When the same pieces stand on the same squares with the same side to move for the third time, the game is a draw. Nobody has to claim it: the draw is applied automatically, the moment the position appears for the third time.</source>
        <translation>Quando as mesmas peças estão nas mesmas casas, com o mesmo lado a jogar, pela terceira vez, a partida termina empatada. Ninguém precisa pedir: o empate vale automaticamente no instante em que a posição aparece pela terceira vez.</translation>
    </message>
    <message>
        <source>The same position means every man and every king of each colour on the same square, and the same side to move. A man and a king are different pieces. The three times need not come one after another: other positions may come in between.</source>
        <translation>A mesma posição quer dizer cada pedra e cada dama de cada cor na mesma casa, e o mesmo lado a jogar. Pedra e dama são peças diferentes. As três vezes não precisam ser seguidas: pode haver outras posições entre elas.</translation>
    </message>
    <message>
        <source>White has an extra king and should win. Watch White throw that advantage away by moving its kings back and forth while the black king does the same. Follow the repetitions in the panel.</source>
        <translation>As brancas têm uma dama a mais e deveriam vencer. Veja como jogam essa vantagem fora, levando as damas para lá e para cá enquanto a dama preta faz o mesmo. Acompanhe as repetições no painel.</translation>
    </message>
    <message>
        <source>g1-h2: the king steps aside. It achieves nothing.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2: a dama se afasta. Não consegue nada.</translation>
    </message>
    <message>
        <source>b8-a7: Black shuffles too.</source>
        <extracomment>b8-a7 is a move: keep it as it is</extracomment>
        <translation>b8-a7: as pretas também vão e voltam.</translation>
    </message>
    <message>
        <source>The king goes back to g1.</source>
        <translation>A dama volta para g1.</translation>
    </message>
    <message>
        <source>The black king goes back to b8: the starting position is on the board for the second time. The panel warns that a third time draws.</source>
        <translation>A dama preta volta para b8: a posição inicial está no tabuleiro pela segunda vez. O painel avisa que uma terceira vez é empate.</translation>
    </message>
    <message>
        <source>a1-b2: now White moves the other king. This position is new.</source>
        <extracomment>a1-b2 is a move: keep it as it is</extracomment>
        <translation>a1-b2: agora as brancas movem a outra dama. Esta posição é nova.</translation>
    </message>
    <message>
        <source>Black answers with the same shuffle to a7.</source>
        <translation>As pretas respondem com o mesmo vaivém para a7.</translation>
    </message>
    <message>
        <source>The king returns to a1. This position, with the black king on a7, is here for the second time too.</source>
        <translation>A dama retorna para a1. Esta posição, com a dama preta em a7, também aparece pela segunda vez.</translation>
    </message>
    <message>
        <source>The starting position appears for the third time, though not right after the second. The game ends at once: “The same position appeared three times”.</source>
        <translation>A posição inicial aparece pela terceira vez, embora não logo depois da segunda. A partida termina na hora: “A mesma posição apareceu três vezes”.</translation>
    </message>
    <message>
        <source>A repetition needs both sides to come back to the same squares. So the side that is ahead always has a say: at any move White could have moved its man or sent a king to a new square. When you are ahead, vary your moves; when you are behind, a repetition can save the game.</source>
        <translation>A repetição exige que os dois lados voltem às mesmas casas. Por isso quem está na frente sempre tem voz: a qualquer lance as brancas podiam mover a pedra ou levar uma dama a uma casa nova. Se você está na frente, varie os lances; se está atrás, uma repetição pode salvar a partida.</translation>
    </message>
    <message>
        <source>This position is here for the second time. A capture or a man move wipes the slate clean: after either one, no earlier position can ever come back, so counting starts again.</source>
        <translation>Esta posição aparece pela segunda vez. Uma captura ou um movimento de pedra zera tudo: depois de qualquer um deles nenhuma posição anterior pode voltar, então a contagem recomeça.</translation>
    </message>
    <message>
        <source>c3-b4: a man move. A man never moves back, so the two earlier visits no longer count. The count of only kings moving starts again too.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>c3-b4: um movimento de pedra. A pedra nunca volta, então as duas ocorrências anteriores deixam de contar. A contagem “só damas em movimento” também recomeça.</translation>
    </message>
    <message>
        <source>The black king shuffles to a7 as before.</source>
        <translation>A dama preta vai para a7 como antes.</translation>
    </message>
    <message>
        <source>The same king move as in the earlier shuffle, but with the man on b4 this position is new: it has occurred once.</source>
        <translation>O mesmo lance de dama do vaivém anterior, mas com a pedra em b4 esta posição é nova: ocorreu uma só vez.</translation>
    </message>
    <message>
        <source>The kings have been shuffling. The position you would get after g1-h2 has already been on the board twice. Keep your winning chances: play a move that does not bring it back a third time.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>As damas ficaram indo e voltando. A posição que surgiria depois de g1-h2 já esteve duas vezes no tabuleiro. Mantenha suas chances de vitória: faça um lance que não a traga pela terceira vez.</translation>
    </message>
    <message>
        <source>g1-h2 brings that position back for the third time: the game is drawn at once and the extra king is wasted. Any other move keeps the game going.</source>
        <extracomment>g1-h2 is a move: keep it as it is</extracomment>
        <translation>g1-h2 traz essa posição pela terceira vez: a partida termina empatada na hora e a dama a mais é desperdiçada. Qualquer outro lance mantém a partida viva.</translation>
    </message>
    <message>
        <source>Right, the game goes on. A man move such as c3-b4 even wipes the slate clean, since no earlier position can come back after it.</source>
        <extracomment>c3-b4 is a move: keep it as it is</extracomment>
        <translation>Certo, a partida continua. Um movimento de pedra como c3-b4 até zera a contagem, porque depois dele nenhuma posição anterior pode voltar.</translation>
    </message>
    <message>
        <source>The referee checks for a repetition after every move, before any move count: a third occurrence draws even when a count still has moves left. The panel tells you when the position on the board has occurred twice.</source>
        <translation>O árbitro verifica a repetição depois de cada lance, antes de qualquer contagem de lances: uma terceira ocorrência empata mesmo que uma contagem ainda tenha lances sobrando. O painel avisa quando a posição do tabuleiro já ocorreu duas vezes.</translation>
    </message>
</context>
<context>
    <name>RussianShots</name>
    <message>
        <source>Shots from real games</source>
        <extracomment>Lesson title (a course of the Learn page): combinations (shots) found in games</extracomment>
        <translation>Golpes de partidas reais</translation>
    </message>
    <message>
        <source>Positions from real games where one move wins material by force: find it, then play the whole combination.</source>
        <translation>Posições de partidas reais em que um lance ganha material de forma forçada: encontre-o e depois jogue a combinação inteira.</translation>
    </message>
    <message>
        <source>White to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>As brancas jogam e ganham material de forma forçada.</translation>
    </message>
    <message>
        <source>From a game between %1 (White) and %2 (Black), %3.</source>
        <extracomment>Where a shot&apos;s position comes from. %1 and %2 are players, %3 the event and the year, as the game&apos;s record writes them: keep them as they are</extracomment>
        <translation>De uma partida entre %1 (brancas) e %2 (pretas), %3.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces Black to capture: find the move after which Black&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esse não. O golpe obriga as pretas a capturar: procure o lance depois do qual a captura delas deixa as peças onde você pode tomar mais.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As brancas tomam %n peça a mais do que entregam.</numerusform>
            <numerusform>O golpe: %1. As brancas tomam %n peças a mais do que entregam.</numerusform>
        </translation>
    </message>
    <message>
        <source>Black to play and win material by force.</source>
        <extracomment>The task of a shot</extracomment>
        <translation>As pretas jogam e ganham material de forma forçada.</translation>
    </message>
    <message>
        <source>Not that one. The shot forces White to capture: find the move after which White&apos;s capture leaves its pieces where you can take more.</source>
        <translation>Esse não. O golpe obriga as brancas a capturar: procure o lance depois do qual a captura delas deixa as peças onde você pode tomar mais.</translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As pretas tomam %n peça a mais do que entregam.</numerusform>
            <numerusform>O golpe: %1. As pretas tomam %n peças a mais do que entregam.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. Black takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As pretas tomam %n peça a mais do que entregam e ganham uma dama nova.</numerusform>
            <numerusform>O golpe: %1. As pretas tomam %n peças a mais do que entregam e ganham uma dama nova.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The shot: %1. White takes %n piece(s) more than it gives, and gets a new king.</source>
        <extracomment>%1 is the whole combination in the game&apos;s notation: keep it as it is</extracomment>
        <translation>
            <numerusform>O golpe: %1. As brancas tomam %n peça a mais do que entregam e ganham uma dama nova.</numerusform>
            <numerusform>O golpe: %1. As brancas tomam %n peças a mais do que entregam e ganham uma dama nova.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RussianTechnique</name>
    <message>
        <source>Endgame technique</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>Técnica de finais</translation>
    </message>
    <message>
        <source>Three kings against one: take the main diagonal, build Petrov&apos;s triangle and catch the lone king before the count runs out; and how the lone king holds the draw.</source>
        <translation>Três damas contra uma: ocupe a grande diagonal, monte o triângulo de Petrov e capture a dama solitária antes que a contagem acabe; e como a dama solitária segura o empate.</translation>
    </message>
    <message>
        <source>Three kings against a lone king win only if the stronger side holds the main diagonal (a1-h8). With a king of yours on it, the 5-move count cannot start, and you have 15 moves: a good method needs far fewer.</source>
        <translation>Três damas contra uma dama solitária só vencem se o lado mais forte dominar a grande diagonal (a1-h8). Com uma dama sua nela, a contagem de 5 lances não pode começar e você tem 15 lances: um bom método precisa de bem menos.</translation>
    </message>
    <message>
        <source>None of your kings is on the main diagonal, and the black king threatens h2-e5 to settle there. Take the main diagonal first with one of your kings.</source>
        <extracomment>h2-e5 is a move: keep it as it is</extracomment>
        <translation>Nenhuma das suas damas está na grande diagonal, e a dama preta ameaça h2-e5 para se instalar nela. Ocupe primeiro a grande diagonal com uma das suas damas.</translation>
    </message>
    <message>
        <source>Good: the main diagonal is yours, so the 5-move count cannot start and you keep all 15 moves.</source>
        <translation>Muito bem: a grande diagonal é sua, então a contagem de 5 lances não pode começar e você mantém os 15 lances.</translation>
    </message>
    <message>
        <source>The king on a1 already holds the main diagonal. Watch White build the triangle and catch the lone king, with the count in the panel.</source>
        <translation>A dama de a1 já domina a grande diagonal. Veja as brancas montarem o triângulo e capturarem a dama solitária, com a contagem no painel.</translation>
    </message>
    <message>
        <source>c1-e3: a king takes the double diagonal g1-a7.</source>
        <extracomment>c1-e3 and g1-a7 are a move and a diagonal: keep them as they are</extracomment>
        <translation>c1-e3: uma dama ocupa a diagonal dupla g1-a7.</translation>
    </message>
    <message>
        <source>The lone king looks for room.</source>
        <translation>A dama solitária procura espaço.</translation>
    </message>
    <message>
        <source>h2-f4: a second king takes the other double diagonal, h2-b8.</source>
        <extracomment>h2-f4 and h2-b8 are a move and a diagonal: keep them as they are</extracomment>
        <translation>h2-f4: uma segunda dama ocupa a outra diagonal dupla, h2-b8.</translation>
    </message>
    <message>
        <source>The lone king heads for the far side.</source>
        <translation>A dama solitária vai para o outro lado.</translation>
    </message>
    <message>
        <source>a1-c3: the first king steps up, still on the main diagonal.</source>
        <extracomment>a1-c3 is a move: keep it as it is</extracomment>
        <translation>a1-c3: a primeira dama avança, ainda na grande diagonal.</translation>
    </message>
    <message>
        <source>The lone king runs to the edge.</source>
        <translation>A dama solitária corre para a borda.</translation>
    </message>
    <message>
        <source>f4-d6: the triangle c3, e3, d6 stands. Only a few edge squares are left to the lone king.</source>
        <extracomment>f4-d6 is a move: keep it as it is</extracomment>
        <translation>f4-d6: o triângulo c3, e3, d6 está montado. Só restam à dama solitária algumas casas da borda.</translation>
    </message>
    <message>
        <source>It goes to h4.</source>
        <translation>Ela vai para h4.</translation>
    </message>
    <message>
        <source>d6-b4: the kings get ready to finish.</source>
        <extracomment>d6-b4 is a move: keep it as it is</extracomment>
        <translation>d6-b4: as damas se preparam para o golpe final.</translation>
    </message>
    <message>
        <source>Back to d8.</source>
        <translation>Volta para d8.</translation>
    </message>
    <message>
        <source>e3-b6: a sacrifice. Capturing is compulsory.</source>
        <extracomment>e3-b6 is a move: keep it as it is</extracomment>
        <translation>e3-b6: um sacrifício. A captura é obrigatória.</translation>
    </message>
    <message>
        <source>The lone king must take it and lands on a5. With two kings left, the three-kings count is over, and the count for kings on both sides starts again at 5 moves per side.</source>
        <translation>A dama solitária é obrigada a capturar e para em a5. Com duas damas brancas, a contagem de três damas acaba, e a de “damas dos dois lados” recomeça com 5 lances de cada lado.</translation>
    </message>
    <message>
        <source>c3-e1: a second sacrifice. Now the king on b4 must be taken.</source>
        <extracomment>c3-e1 and b4 are a move and a square: keep them as they are</extracomment>
        <translation>c3-e1: um segundo sacrifício. Agora a dama de b4 tem de ser capturada.</translation>
    </message>
    <message>
        <source>Forced again, whether it lands on c3 or d2.</source>
        <translation>Forçada de novo, caia em c3 ou em d2.</translation>
    </message>
    <message>
        <source>The king on e1 captures the lone king: White wins with its 8th move, well within the 15.</source>
        <translation>A dama de e1 captura a dama solitária: as brancas vencem no 8º lance, bem dentro dos 15.</translation>
    </message>
    <message>
        <source>Your turn, against the computer at full strength: the same position, reflected across the main diagonal. Keep a king on the main diagonal (a1), put the others on the double diagonals g1-a7 and h2-b8, and catch the lone king before your 15 moves run out.</source>
        <extracomment>a1, g1-a7 and h2-b8 are a square and diagonals: keep them as they are</extracomment>
        <translation>Sua vez, contra o computador na força máxima: a mesma posição, espelhada na grande diagonal. Mantenha uma dama na grande diagonal (a1), leve as outras às diagonais duplas g1-a7 e h2-b8 e capture a dama solitária antes que seus 15 lances acabem.</translation>
    </message>
    <message>
        <source>With the lone king, the same facts are your plan. Go to the main diagonal and stay on it, out of reach: while you are its only piece, the stronger side has just 5 moves. A king of theirs that steps onto it without cover can be captured.</source>
        <translation>Com a dama solitária, esses mesmos fatos são o seu plano. Vá para a grande diagonal e fique nela, fora de alcance: enquanto você for a única peça nela, o lado mais forte tem só 5 lances. Uma dama adversária que entrar nela sem proteção pode ser capturada.</translation>
    </message>
    <message>
        <source>Now you have the lone king against three black kings. Reach the main diagonal, stay on it out of reach, and hold on until a count ends the game in a draw.</source>
        <translation>Agora a dama solitária é sua, contra três damas pretas. Chegue à grande diagonal, fique nela fora de alcance e resista até que uma contagem encerre a partida empatada.</translation>
    </message>
    <message>
        <source>Keep a safe man move in reserve, but know what it buys: in Russian draughts it starts the count of only kings moving again, while the count for kings on both sides keeps running. Only a capture or a promotion restarts that one.</source>
        <translation>Guarde em reserva um movimento de pedra seguro, mas saiba o que ele rende: nas damas russas ele reinicia a contagem “só damas em movimento”, enquanto a de “damas dos dois lados” continua correndo. Essa só recomeça com uma captura ou uma coroação.</translation>
    </message>
    <message>
        <source>Now the black king gets onto the main diagonal at e5 (after some moves even by capturing a king), and you would have only 5 moves to win. Put a king on a1-h8 where it cannot be captured.</source>
        <extracomment>e5 and a1-h8 are a square and a diagonal: keep them as they are</extracomment>
        <translation>Agora a dama preta entra na grande diagonal por e5 (depois de alguns lances, até capturando uma dama), e você teria só 5 lances para vencer. Coloque uma dama em a1-h8 onde ela não possa ser capturada.</translation>
    </message>
    <message>
        <source>The method is called Petrov&apos;s triangle. One king holds the main diagonal (c3), the others the two double diagonals that run from the double corners, g1-a7 (e3) and h2-b8 (d6). With the triangle built and White to move, the lone king has only a few edge squares left and is caught within five moves.</source>
        <extracomment>c3, e3, d6, g1-a7 and h2-b8 are squares and diagonals: keep them as they are</extracomment>
        <translation>O método se chama triângulo de Petrov. Uma dama domina a grande diagonal (c3) e as outras as duas diagonais duplas que saem dos cantos duplos, g1-a7 (e3) e h2-b8 (d6). Com o triângulo montado e as brancas a jogar, a dama solitária fica com poucas casas da borda e é capturada em no máximo cinco lances.</translation>
    </message>
    <message>
        <source>Practical advice: don&apos;t move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game: make every move bring a piece closer to a capture or a new king. Know the number before simplifying: two kings against one give only 5 moves per side, so if you cannot see the win in that time, keep more pieces for now. And take the main diagonal first.</source>
        <translation>Conselhos práticos: não mexa as damas à toa, porque um lance que não muda nada gasta a contagem, e uma terceira repetição encerra a partida: faça cada lance aproximar uma peça de uma captura ou de uma nova dama. Saiba o número antes de simplificar: duas damas contra uma dão só 5 lances de cada lado, então, se você não enxergar a vitória nesse prazo, mantenha mais peças por enquanto. E ocupe primeiro a grande diagonal.</translation>
    </message>
</context>
</TS>
