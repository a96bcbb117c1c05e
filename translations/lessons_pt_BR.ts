<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>RussianBoard</name>
    <message>
        <source>The board and the notation</source>
        <extracomment>Lesson title (Russian draughts course)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 32 dark squares, how they are named, and how a move is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian draughts is played on the 32 dark squares of an 8×8 board. Each square has a name: a letter for its column, a to h from White&apos;s left, and a number for its row, 1 to 8 from White&apos;s side. The dark corner on White&apos;s left is a1; the opposite corner is h8.</source>
        <extracomment>a1 and h8 are square names (column letter a-h, row number 1-8); keep them as they are</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each side has twelve men. White&apos;s stand on rows 1 to 3, Black&apos;s on rows 6 to 8, and White moves first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A move that captures nothing joins its two squares with a dash: c3-d4 takes the man on c3 one square forward to d4. Play c3-d4.</source>
        <extracomment>c3-d4 is a move in Russian notation: keep it as it is</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is legal, but this step asks for c3-d4: the man on c3 goes one square forward, to d4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Well done. That move is written c3-d4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture is written with a colon instead: d4:b2 means the man on d4 jumps the black man on c3 and lands on b2.</source>
        <extracomment>d4:b2 is a capture in Russian notation: keep it as it is</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now capture the black man yourself: the man on c3 jumps d4 and lands on e5, written c3:e5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump the black man on d4 and land on e5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That capture is written c3:e5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capture of several pieces is written by its start and its end only: this one jumps e3 and g5, lands on f4 on the way, and is written d2:h6, without f4. The squares in between are written only when two captures share the same start and end but take different pieces.</source>
        <extracomment>d2:h6 and f4 are a move and a square in Russian notation: keep them as they are</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianCaptures</name>
    <message>
        <source>Captures</source>
        <translation type="unfinished"></translation>
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
        <translation>As quatro contagens de lances que encerram a partida empatada sozinhas: quando cada uma corre, quanto dura e o que a reinicia.</translation>
    </message>
    <message>
        <source>Russian rules have four move counts. When one runs out, the game is drawn by itself. Limits are given in moves of each player; the two endgame counts count only the stronger side&apos;s moves. The panel beside the board shows every running count as moves left. Here all four run at once.</source>
        <translation>As regras russas têm quatro contagens de lances. Quando uma se esgota, a partida empata sozinha. Os limites são em lances de cada jogador; as duas contagens de final contam só os lances do lado mais forte. O painel ao lado do tabuleiro mostra cada contagem em curso como lances restantes. Aqui as quatro correm ao mesmo tempo.</translation>
    </message>
    <message>
        <source>Three kings or more against a lone king, with or without other pieces beside them: the stronger side must capture the lone king by its 15th move, counted from the moment this ending began. Only the stronger side&apos;s moves count, and nothing starts the count again.</source>
        <translation>Três damas ou mais contra uma dama solitária, com ou sem outras peças junto: o lado mais forte precisa capturar a dama solitária até o seu 15º lance, contado desde o início desse final. Só contam os lances do lado mais forte, e nada reinicia a contagem.</translation>
    </message>
    <message>
        <source>Three pieces of any kind, none of them on the main diagonal (a1-h8), against a lone king standing on it: the stronger side has until its 5th move to win. This count ends if the lone king leaves the diagonal or another piece comes onto it.</source>
        <extracomment>a1-h8 names the main diagonal by its two end squares: keep it as it is</extracomment>
        <translation>Três peças de qualquer tipo, nenhuma na grande diagonal (a1-h8), contra uma dama solitária que está nela: o lado mais forte tem até o seu 5º lance para vencer. Esta contagem termina se a dama solitária sair da diagonal ou se outra peça entrar nela.</translation>
    </message>
    <message>
        <source>When both sides have a king and at most 7 pieces are left, a count runs: 5 moves per side with 2 or 3 pieces on the board, 30 with 4 or 5, 60 with 6 or 7. Only a capture or a promotion starts it again; a plain man move does not. Here, two kings against one, each side has 5 moves.</source>
        <translation>Quando os dois lados têm dama e restam no máximo 7 peças, corre uma contagem: 5 lances de cada lado com 2 ou 3 peças no tabuleiro, 30 com 4 ou 5, 60 com 6 ou 7. Só uma captura ou uma promoção a reinicia; um simples movimento de pedra, não. Aqui, duas damas contra uma, cada lado tem 5 lances.</translation>
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
        <translation>c7-d8 coroa a pedra. Uma promoção reinicia as duas contagens.</translation>
    </message>
    <message>
        <source>With 8 pieces or more on the board, neither of the last two counts applies, and the endgame counts need a lone king: here no count runs. The number of pieces changes only by a capture, and a capture starts both of those counts again, so their limit never changes while they run.</source>
        <translation>Com 8 peças ou mais no tabuleiro, nenhuma das duas últimas contagens vale, e as contagens de final exigem uma dama solitária: aqui nenhuma contagem corre. O número de peças só muda com uma captura, e uma captura reinicia essas duas contagens, então o limite delas nunca muda enquanto correm.</translation>
    </message>
    <message>
        <source>White has already made 2 of its 5 moves against the lone king on the main diagonal. A white king that stepped onto the diagonal now would be captured, so White cannot stop the count. Watch it run out.</source>
        <translation>As brancas já fizeram 2 dos seus 5 lances contra a dama solitária na grande diagonal. Uma dama branca que entrasse agora na diagonal seria capturada, então as brancas não conseguem parar a contagem. Veja-a se esgotar.</translation>
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
        <translation>4º lance das brancas: às brancas resta um, às pretas dois.</translation>
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
        <translation>A última peça cai no último lance contado: a partida é vitória, não empate.</translation>
    </message>
    <message>
        <source>Three parts of the Russian rules need an arbiter or a clock, so they are not applied here: article 6.1.8.7 (an arbiter declares a position clearly drawn), article 6.1.10.4 (it depends on the time control), and the arbiter&apos;s exception to the main diagonal rule when a winning chance arises (part of 6.1.8.5).</source>
        <translation>Três partes das regras russas precisam de um árbitro ou de um relógio, então não valem aqui: o artigo 6.1.8.7 (um árbitro declara uma posição claramente empatada), o artigo 6.1.10.4 (depende do ritmo de jogo) e a exceção do árbitro à regra da grande diagonal quando surge uma chance de vitória (parte do 6.1.8.5).</translation>
    </message>
    <message>
        <source>What starts each count again? The two endgame counts: nothing; they only end when their ending is over. Kings on both sides: a capture or a promotion. Only kings moving: a capture or any man move. Hover over a count in the panel to read its rule.</source>
        <translation>O que reinicia cada contagem? As duas contagens de final: nada; elas só terminam quando o final acaba. Damas dos dois lados: uma captura ou uma promoção. Só damas em movimento: uma captura ou qualquer movimento de pedra. Passe o ponteiro sobre uma contagem do painel para ler a regra.</translation>
    </message>
</context>
<context>
    <name>RussianCrowning</name>
    <message>
        <source>Crowning in the middle of a capture</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianForcedCaptures</name>
    <message>
        <source>Forced captures</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianGameEnd</name>
    <message>
        <source>How the game ends</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianKings</name>
    <message>
        <source>Flying kings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RussianMen</name>
    <message>
        <source>Men: moving forward</source>
        <translation type="unfinished"></translation>
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
        <translation>b8-a7: as pretas também ficam indo e voltando.</translation>
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
        <translation>g1-h2 traz essa posição pela terceira vez: a partida empata na hora e a dama a mais é desperdiçada. Qualquer outro lance mantém a partida viva.</translation>
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
        <translation>Forçado de novo, pare em c3 ou em d2.</translation>
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
        <translation>Guarde em reserva um movimento de pedra seguro, mas saiba o que ele rende: nas damas russas ele reinicia a contagem “só damas em movimento”, enquanto a de “damas dos dois lados” continua correndo. Essa só recomeça com uma captura ou uma promoção.</translation>
    </message>
    <message>
        <source>Practical advice: don&apos;t move kings aimlessly, since a move that changes nothing uses up the count, and a third repetition ends the game. Know the number before simplifying: two kings against one give only 5 moves per side. And take the main diagonal first.</source>
        <translation>Conselhos práticos: não mexa as damas à toa, porque um lance que não muda nada gasta a contagem, e uma terceira repetição encerra a partida. Saiba o número antes de trocar peças: duas damas contra uma dão só 5 lances de cada lado. E ocupe primeiro a grande diagonal.</translation>
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
</context>
</TS>
