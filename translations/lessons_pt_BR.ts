<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>RussianBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>O tabuleiro e a notação</translation>
    </message>
    <message>
        <source>Russian draughts is played on the 32 dark squares of an 8×8 board. Each square has a name: a letter for its column, a to h from White&apos;s left, and a number for its row, 1 to 8 from White&apos;s side. The dark corner on White&apos;s left is a1; the opposite corner is h8.</source>
        <extracomment>a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are</extracomment>
        <translation>O jogo de damas russas é jogado nas 32 casas escuras de um tabuleiro 8×8. Cada casa tem um nome: uma letra para a coluna, de a até h a partir da esquerda das brancas, e um número para a fileira, de 1 a 8 a partir do lado das brancas. O canto escuro à esquerda das brancas é a1; o canto oposto é h8.</translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.</source>
        <extracomment>c3-d4 is a move in Russian notation: keep it as it is</extracomment>
        <translation>Um lance que não captura nada liga suas duas casas com um hífen: c3-d4 leva a pedra de c3 uma casa para a frente, até d4. Jogue c3-d4.</translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.</source>
        <extracomment>c3-d4 and d4 are a move and a square: keep them as they are</extracomment>
        <translation>Esse lance é válido, mas aqui se pede c3-d4: a pedra de c3 avança uma casa, até d4.</translation>
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
        <translation>Salte a pedra preta de d4 e pare em e5.</translation>
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
        <translation>Assim começa toda partida. Cada lado tem doze pedras: as brancas ficam nas fileiras 1 a 3, as pretas nas fileiras 6 a 8, e as duas fileiras do meio ficam vazias. As brancas sempre fazem o primeiro lance.</translation>
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
        <translation>Essa captura também é válida, mas não é e3:a3. Procure a que começa em e3 e termina em a3.</translation>
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
        <translation>As pedras capturam para trás tanto quanto para a frente. Sua pedra de e5 pode tomar qualquer uma das duas pedras pretas: escolha a captura depois da qual ela não é tomada em seguida.</translation>
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
        <translation type="unfinished"></translation>
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
        <source>In Russian draughts a man that reaches the crowning row during a capture becomes a king on the spot. If it can capture again, it must, and now with a king&apos;s reach, in the same move. Here b6 jumps c7 and is crowned on d8; as a king it then jumps g5 from a distance and lands on h4.</source>
        <extracomment>b6, c7, d8, g5 and h4 are squares: keep them as they are</extracomment>
        <translation>Nas damas russas, uma pedra que alcança a fileira de coroação durante uma captura vira dama naquele mesmo instante. Se puder capturar de novo, tem de capturar, agora com o alcance de uma dama, no mesmo lance. Aqui b6 salta c7 e é coroada em d8; já como dama, salta g5 à distância e cai em h4.</translation>
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
        <source>Right: with b2 gone to c3, the man on a3 has nothing to jump, and no king can run along your diagonal.</source>
        <extracomment>b2, c3 and a3 are squares: keep them as they are</extracomment>
        <translation>Certo: com b2 em c3, a pedra de a3 não tem nada para saltar, e nenhuma dama pode correr pela sua diagonal.</translation>
    </message>
    <message>
        <source>That way jumps e5 and g5 and stops on h4 as a man. The other way takes c5 and c7, is crowned on d8, and the king takes g5 on its way to h4.</source>
        <extracomment>e5, g5, h4, d8, c5 and c7 are squares: keep them as they are</extracomment>
        <translation>Esse caminho salta e5 e g5 e para em h4 ainda como pedra. O outro toma c5 e c7, é coroado em d8, e a dama toma g5 a caminho de h4.</translation>
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
        <translation>A última pedra preta está em h4. Jogue o lance que a deixa sem poder avançar nem capturar.</translation>
    </message>
    <message>
        <source>After that move the man on h4 can still move. Its only square is g3: fill it with a man that cannot be jumped, because f2 behind it stays occupied.</source>
        <extracomment>h4, g3 and f2 are squares: keep them as they are</extracomment>
        <translation>Depois desse lance, a pedra de h4 ainda pode jogar. A única casa dela é g3: ocupe-a com uma pedra que não possa ser saltada, porque f2, logo atrás, continua ocupada.</translation>
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
        <source>Other draws need no offer: the program applies them by itself. When a position appears for the third time, or a count of moves runs out, the game ends at once and the result line says why. The panel beside the board shows the counts that are running; the next lessons teach repetition and the counts.</source>
        <translation>Os outros empates dispensam proposta: o programa os aplica sozinho. Quando uma posição aparece pela terceira vez, ou uma contagem de lances se esgota, a partida termina na hora e a linha do resultado diz por quê. O painel ao lado do tabuleiro mostra as contagens em andamento; as próximas lições ensinam a repetição e as contagens.</translation>
    </message>
</context>
<context>
    <name>RussianKings</name>
    <message>
        <source>Flying kings</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation>As damas de longo alcance</translation>
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
        <translation>Sua pedra agora é uma dama.</translation>
    </message>
    <message>
        <source>A king flies: it moves any distance along a free diagonal, forward or backward. From d4 this king can reach any square the arrows cover. It cannot pass over a piece without capturing it, so the black man on a7 stops it at b6.</source>
        <extracomment>d4, b6 and a7 are squares: keep them as they are</extracomment>
        <translation>A dama voa: percorre qualquer distância por uma diagonal livre, para a frente ou para trás. De d4 esta dama pode chegar a qualquer casa coberta pelas setas. Ela não pode passar por cima de uma peça sem capturá-la, então a pedra preta de a7 a detém em b6.</translation>
    </message>
    <message>
        <source>The black man on h2 is about to crown on g1. Stop it: your king can cross the whole board in one move.</source>
        <extracomment>h2 and g1 are squares: keep them as they are</extracomment>
        <translation>A pedra preta de h2 está prestes a coroar em g1. Impeça: a sua dama pode atravessar o tabuleiro inteiro num só lance.</translation>
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
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianRepetition</name>
    <message>
        <source>Repetition</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianTechnique</name>
    <message>
        <source>Endgame technique</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
