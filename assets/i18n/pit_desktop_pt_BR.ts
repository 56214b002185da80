<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR" sourcelanguage="en">
<context>
    <name>Auto</name>
    <message>
        <source>Auto starts at {level}, {pace} and moves the bots after each hand toward your fair share.</source>
        <translation>Auto começa em {level}, {pace} e ajusta os bots após cada rodada rumo à sua parte justa.</translation>
    </message>
    <message>
        <source>Auto: the bots start at {level}, {pace}.</source>
        <translation>Auto: os bots começam em {level}, {pace}.</translation>
    </message>
    <message>
        <source>{level} · Auto</source>
        <translation>{level} · Auto</translation>
    </message>
    <message>
        <source>Auto sets the pace</source>
        <translation>Auto escolhe o ritmo</translation>
    </message>
</context>
<context>
    <name>BellButton</name>
    <message>
        <source>Corner!</source>
        <translation>Domínio!</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner (B)</source>
        <translation>Bata o sino para anunciar um domínio (B)</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner</source>
        <translation>Bata o sino para anunciar um domínio</translation>
    </message>
    <message>
        <source>You hold a corner: ring the bell!</source>
        <translation>Você dominou o mercado: toque o sino!</translation>
    </message>
</context>
<context>
    <name>CardDropTarget</name>
    <message>
        <source>That drop holds no cards from your hand.</source>
        <translation>O que você soltou não são cartas da sua mão.</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>the file or its folder is not there.</source>
        <translation>o arquivo ou a pasta dele não existe.</translation>
    </message>
    <message>
        <source>Pit Desktop may not use that file or folder.</source>
        <translation>O Pit Desktop não tem permissão para usar esse arquivo ou pasta.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>é uma pasta, não um arquivo.</translation>
    </message>
    <message>
        <source>a file is in the way.</source>
        <translation>há um arquivo no caminho.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>o disco está cheio.</translation>
    </message>
    <message>
        <source>the system refused it.</source>
        <translation>o sistema recusou.</translation>
    </message>
</context>
<context>
    <name>FrameMenus</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Novo jogo…</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>Si&amp;lenciar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>Stop the clock and the bots; P again to go on</source>
        <translation>Para o relógio e os bots; P de novo para continuar</translation>
    </message>
    <message>
        <source>Pause when the window is &amp;away</source>
        <translation>Pausar quando a janela estiver &amp;ausente</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Como jogar</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <source>&amp;About Pit Desktop</source>
        <translation>&amp;Sobre o Pit Desktop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Exibir</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Reduzir o &amp;movimento</translation>
    </message>
    <message>
        <source>Cards, offers and the bell hold still</source>
        <translation>Cartas, ofertas e o sino ficam parados</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Aparência</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>Como o &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Tamanho das cartas</translation>
    </message>
    <message>
        <source>&amp;Left-handed layout</source>
        <translation>Layout para &amp;canhotos</translation>
    </message>
    <message>
        <source>The side panel and the buttons on the left</source>
        <translation>O painel lateral e os botões à esquerda</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
</context>
<context>
    <name>GameChoice</name>
    <message>
        <source>&amp;Pit</source>
        <translation>&amp;Pit</translation>
    </message>
    <message>
        <source>Pi&amp;tch</source>
        <translation>Pi&amp;tch</translation>
    </message>
    <message>
        <source>Pit — trading commodities, 3–8 players</source>
        <translation>Pit — comércio de commodities, de 3 a 8 jogadores</translation>
    </message>
    <message>
        <source>Pitch — trick-taking: the Auction or the Money Game</source>
        <translation>Pitch — de vazas: o jogo de leilão ou o jogo a dinheiro</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Jogar</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The market opens again in a moment: look at your hand first.</source>
        <translation>O mercado reabre em um instante: olhe primeiro suas cartas.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Uma rodada pode ser salva quando termina.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>a rodada não pode ser gravada.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>Não foi possível salvar o registro da rodada: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Rodada %1 salva em %2</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Comece um novo jogo primeiro.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read now.</source>
        <translation>As estatísticas em {file} não podem ser lidas agora.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; it was kept as {file} and a new one started.</source>
        <translation>O arquivo de estatísticas estava danificado; ele foi guardado como {file} e um novo foi iniciado.</translation>
    </message>
    <message>
        <source>The statistics in {file} are from a newer Pit Desktop: left alone, not counted.</source>
        <translation>As estatísticas em {file} são de um Pit Desktop mais novo: ficam intactas e não são contadas.</translation>
    </message>
    <message>
        <source>The statistics in {file} are busy in another Pit Desktop: this hand is not counted.</source>
        <translation>As estatísticas em {file} estão em uso por outro Pit Desktop: esta rodada não é contada.</translation>
    </message>
    <message>
        <source>The statistics in {file} cannot be read or written: this game is not counted.</source>
        <translation>As estatísticas em {file} não podem ser lidas nem gravadas: esta partida não é contada.</translation>
    </message>
</context>
<context>
    <name>GroupNode</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 pontos</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n selected</source>
        <translation>
            <numerusform>%1, %n selecionada</numerusform>
            <numerusform>%1, %n selecionadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>HandLabels</name>
    <message>
        <source>×{count} · {points}</source>
        <translation>×{count} · {points}</translation>
    </message>
    <message>
        <source>×{count}</source>
        <translation>×{count}</translation>
    </message>
    <message>
        <source>{name} {tail}</source>
        <translation>{name} {tail}</translation>
    </message>
</context>
<context>
    <name>HandViewer</name>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Replay da rodada {hand}</translation>
    </message>
    <message>
        <source>Trade log</source>
        <translation>Registro de trocas</translation>
    </message>
    <message>
        <source>The coach&apos;s lessons</source>
        <translation>As lições do treinador</translation>
    </message>
    <message>
        <source>◀ Step back</source>
        <translation>◀ Voltar um passo</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <source>Step forward ▶</source>
        <translation>Avançar um passo ▶</translation>
    </message>
    <message>
        <source>{speed}× speed</source>
        <translation>velocidade {speed}×</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>oferece %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message>
        <source>Your hand</source>
        <translation>Sua mão</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>oferecida</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n card(s) of {name}.</source>
        <translation>
            <numerusform>Você tem só %n carta de {name}.</numerusform>
            <numerusform>Você tem só %n cartas de {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, {points} points</source>
        <translation>{name}, {points} pontos</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, selecionada</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} de {count}</translation>
    </message>
    <message>
        <source>{card}, {n} of {count}</source>
        <translation>{card}, {n} de {count}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nenhuma carta</translation>
    </message>
    <message>
        <source>{card}. Your hand: {hand}</source>
        <translation>{card}. Suas cartas: {hand}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hin&amp;t: what would the bots do?</source>
        <translation>&amp;Dica: o que os bots fariam?</translation>
    </message>
    <message>
        <source>No hint now: no hand is being played.</source>
        <translation>Sem dica agora: nenhuma mão está sendo jogada.</translation>
    </message>
    <message>
        <source>Sort your cards: collect %1, your biggest group (%2 cards), when the market opens.</source>
        <translation>Organize suas cartas: junte %1, seu maior grupo (%2 cartas), quando o mercado abrir.</translation>
    </message>
    <message>
        <source>Ring the bell: you hold a corner in %1.</source>
        <translation>Bata o sino: você tem um domínio de %1.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3.</source>
        <translation>Aceite a oferta de %1 com seus %2: você junta %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3, and %1 seems to be giving %3 away.</source>
        <translation>Aceite a oferta de %1 com seus %2: você junta %3, e %1 parece estar se livrando de %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: pass the Bear on; holding it you cannot corner, and it costs 20.</source>
        <translation>Aceite a oferta de %1 com seus %2: passe o Bear adiante; com ele você não pode anunciar domínio, e ele custa 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3 and no one is feeding you %2.</source>
        <translation>Ofereça seus %1: você junta %3 e ninguém está lhe dando %2.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3, and %2 is what you want least.</source>
        <translation>Ofereça seus %1: você junta %3, e %2 é o que você menos quer.</translation>
    </message>
    <message>
        <source>Offer your %1: be rid of the Bear; holding it you cannot corner, and it costs 20.</source>
        <translation>Ofereça seus %1: livre-se do Bear; com ele você não pode anunciar domínio, e ele custa 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you are far from a corner in %3, and the Bull costs 20 if another corners.</source>
        <translation>Ofereça seus %1: você está longe de um domínio de %3, e o Bull custa 20 se outro anunciar domínio.</translation>
    </message>
    <message>
        <source>Withdraw your offer: no one has taken it in %1 s; offer fewer cards.</source>
        <translation>Retire sua oferta: ninguém a aceitou em %1 s; ofereça menos cartas.</translation>
    </message>
    <message>
        <source>Wait: your offer has been up %1 s; give it a little longer.</source>
        <translation>Espere: sua oferta está aberta há %1 s; dê a ela um pouco mais de tempo.</translation>
    </message>
    <message>
        <source>Wait for an offer you can pay: you collect %1.</source>
        <translation>Espere uma oferta que você possa pagar: você junta %1.</translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <translation>Dica (%1): %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Histórico de rodadas</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Rodada</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>No hands kept yet: play a hand and it appears here.</source>
        <translation>Nenhuma rodada guardada ainda: jogue uma rodada e ela aparece aqui.</translation>
    </message>
    <message numerus="yes">
        <source>%n players, {level} bots, {pace}</source>
        <translation>
            <numerusform>%n jogador, bots {level}, {pace}</numerusform>
            <numerusform>%n jogadores, bots {level}, {pace}</numerusform>
        </translation>
    </message>
    <message>
        <source>No corner</source>
        <translation>Sem domínio</translation>
    </message>
    <message>
        <source>You cornered {commodity} ({kind}): {points:+d}</source>
        <translation>Você dominou o mercado de {commodity} ({kind}): {points:+d}</translation>
    </message>
    <message>
        <source>{name} cornered {commodity}; you {points:+d}</source>
        <translation>{name} dominou o mercado de {commodity}; você {points:+d}</translation>
    </message>
</context>
<context>
    <name>HoldingNote</name>
    <message>
        <source>You hold the Bull and the Bear: no corner while you hold the Bear; −{points} for each at the end.</source>
        <translation>Você está com o Bull e o Bear: sem domínio enquanto tiver o Bear; −{points} por cada um no fim.</translation>
    </message>
    <message>
        <source>You hold the Bear: no corner for you, −{points} at the end. Pass it on!</source>
        <translation>Você está com o Bear: sem domínio e −{points} no fim. Passe adiante!</translation>
    </message>
    <message>
        <source>You hold the Bull: 8 of a kind and the Bull corner; else −{points}.</source>
        <translation>Você está com o Bull: 8 iguais e o Bull dominam o mercado; senão, −{points}.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&lt;h2&gt;How to play Pit&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Como jogar Pit&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each commodity in play has nine cards. &lt;b&gt;Corner&lt;/b&gt; a commodity — hold all nine — and ring the bell to win the hand and score its points (Wheat 100, Barley 85, …).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada commodity em jogo tem nove cartas. &lt;b&gt;Domine o mercado&lt;/b&gt; de uma commodity — tenha todas as nove — e bata o sino para vencer a rodada e marcar os pontos dela (Trigo 100, Cevada 85, …).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sorting.&lt;/b&gt; After the deal you have time to sort your cards (as long as the sorting time you chose). Then the dealer rings the bell: &lt;i&gt;The market is open!&lt;/i&gt; There are no turns: everyone trades at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Organizar.&lt;/b&gt; Depois da distribuição você tem tempo para organizar suas cartas (o tempo de organização que você escolheu). Então o dealer bate o sino: &lt;i&gt;O mercado está aberto!&lt;/i&gt; Não há turnos: todos negociam ao mesmo tempo.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer.&lt;/b&gt; Select 1–4 cards of &lt;i&gt;one&lt;/i&gt; commodity (click them, or double-click a group) and drag them onto the trading floor in the middle, or press &lt;b&gt;O&lt;/b&gt;. Everyone sees only how many you offer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ofertar.&lt;/b&gt; Selecione de 1 a 4 cartas de &lt;i&gt;uma&lt;/i&gt; commodity (clique nelas ou dê um duplo clique num grupo) e arraste-as para o pregão no centro, ou pressione &lt;b&gt;O&lt;/b&gt;. Os outros só veem quantas você oferece.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Trade.&lt;/b&gt; Drop the same number of your own cards on another player&apos;s offer (or select them and click the offer). You swap blind: you learn what you got when it arrives (it glows in your hand).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Negociar.&lt;/b&gt; Solte o mesmo número de cartas suas sobre a oferta de outro jogador (ou selecione-as e clique na oferta). A troca é às cegas: você descobre o que recebeu quando chega (brilha na sua mão).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bell.&lt;/b&gt; When you hold all nine of a commodity, press the bell (or &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;O sino.&lt;/b&gt; Quando tiver as nove cartas de uma commodity, aperte o sino (ou &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bull and Bear.&lt;/b&gt; The Bull is wild: 8 of a commodity plus the Bull is a Bull Corner; all 9 plus the Bull scores double. Whoever holds the Bear cannot corner. When someone corners, every other holder of the Bull or the Bear loses 20 points for each. Pass them on fast, inside offers of one commodity.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bull e Bear.&lt;/b&gt; O Bull é coringa: 8 cartas de uma commodity mais o Bull são um Bull Corner; as 9 mais o Bull valem o dobro. Quem segura o Bear não pode dominar. Quando alguém domina o mercado, todo outro jogador que segura o Bull ou o Bear perde 20 pontos por carta. Passe-os adiante rápido, dentro de ofertas de uma só commodity.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first player to reach the target score (500, or 250 in a short game) wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vence o primeiro jogador a atingir a pontuação alvo (500, ou 250 num jogo curto).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bots.&lt;/b&gt; They match your speed: they take about as long as you do to take an offer, to look at the cards they get and to ring the bell. The game measures you as you play and remembers it for the next game. Your level decides how well they play, and the pace makes them a step slower or quicker. Game → Bots match my speed turns it off, for the levels&apos; fixed speeds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Os bots.&lt;/b&gt; Eles acompanham a sua velocidade: levam mais ou menos o mesmo tempo que você para aceitar uma oferta, olhar as cartas que recebem e bater o sino. O jogo mede você enquanto joga e se lembra disso no próximo jogo. O nível decide o quão bem eles jogam, e o ritmo os deixa um passo mais lentos ou mais rápidos. Jogo → Os bots acompanham minha velocidade desliga isso, para as velocidades fixas dos níveis.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, the fast and noisy commodity-trading card game, against bots.&lt;/p&gt;&lt;p&gt;Corner the market, ring the bell!&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, o jogo de cartas frenético e barulhento da bolsa de commodities, contra bots.&lt;/p&gt;&lt;p&gt;Domine o mercado, bata o sino!&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pit Desktop</source>
        <translation>Sobre o Pit Desktop</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <translation>Esquerda / Direita</translation>
    </message>
    <message>
        <source>move among your cards</source>
        <translation>mover-se entre suas cartas</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Cima / Baixo</translation>
    </message>
    <message>
        <source>move among your commodities</source>
        <translation>mover-se entre suas commodities</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Espaço / Enter</translation>
    </message>
    <message>
        <source>select or put back the card</source>
        <translation>selecionar ou devolver a carta</translation>
    </message>
    <message>
        <source>1 – 4</source>
        <translation>1 – 4</translation>
    </message>
    <message>
        <source>select that many of the commodity</source>
        <translation>selecionar essa quantidade da commodity</translation>
    </message>
    <message>
        <source>offer the selected cards</source>
        <translation>oferecer as cartas selecionadas</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>walk the other players&apos; offers</source>
        <translation>percorrer as ofertas dos outros jogadores</translation>
    </message>
    <message>
        <source>Enter on an offer</source>
        <translation>Enter numa oferta</translation>
    </message>
    <message>
        <source>trade your selection for it</source>
        <translation>trocar sua seleção por ela</translation>
    </message>
    <message>
        <source>withdraw your offer</source>
        <translation>retirar sua oferta</translation>
    </message>
    <message>
        <source>ring the bell (claim a corner)</source>
        <translation>tocar o sino (anunciar o domínio)</translation>
    </message>
    <message>
        <source>a hint: what a bot of the bots&apos; level would do now, and why</source>
        <translation>uma dica: o que um bot do nível dos bots faria agora, e por quê</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>limpar a seleção</translation>
    </message>
    <message>
        <source>pause the game, or go on</source>
        <translation>pausar a partida, ou continuar</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nova partida</translation>
    </message>
    <message>
        <source>deal the next hand</source>
        <translation>distribuir a próxima rodada</translation>
    </message>
    <message>
        <source>save the last hand&apos;s record</source>
        <translation>salvar o registro da última rodada</translation>
    </message>
    <message>
        <source>open a hand record</source>
        <translation>abrir um registro de rodada</translation>
    </message>
    <message>
        <source>hand history</source>
        <translation>histórico de rodadas</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>estatísticas</translation>
    </message>
    <message>
        <source>mute</source>
        <translation>silenciar</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>como jogar</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>sair</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>LeaveGame</name>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandonar o jogo em andamento?</translation>
    </message>
    <message>
        <source>Quit now? Your game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>Sair agora? Sua partida fica guardada, com as cartas da mão em jogo, e você poderá retomá-la na próxima vez.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>Mudar para %1 agora? Sua partida de %2 fica guardada, com as cartas da mão em jogo, e você poderá retomá-la na próxima vez.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game in progress will be abandoned.</source>
        <translation>Mudar para %1 agora? Seu jogo de %2 em andamento será abandonado.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Switch games</source>
        <translation>Trocar de jogo</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abandonar o jogo?</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — passo %2 de %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Próximo</translation>
    </message>
    <message>
        <source>Play a real game…</source>
        <translation>Jogar um jogo de verdade…</translation>
    </message>
    <message>
        <source>Leave the lesson (Esc)</source>
        <translation>Sair da lição (Esc)</translation>
    </message>
    <message>
        <source>Start the lesson now? Your game is kept, the hand in play with its cards, and goes on where it stopped when the lesson ends.</source>
        <translation>Começar a lição agora? Seu jogo fica guardado, com a rodada em andamento e suas cartas, e continua de onde parou quando a lição terminar.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jogar</translation>
    </message>
    <message>
        <source>You left the lesson. A new game is dealt with the options New game shows: Game → New game changes them.</source>
        <translation>Você saiu da lição. Um novo jogo é distribuído com as opções que Novo jogo mostra: Jogo → Novo jogo as muda.</translation>
    </message>
</context>
<context>
    <name>Level</name>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>Auto moves the bots&apos; level and the pace one step at a time toward you winning your fair share.</source>
        <translation>Auto ajusta o nível dos bots e o ritmo um passo de cada vez para que você ganhe a sua parte justa.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The bots now play at the {pace} pace. {what}</source>
        <translation>Os bots agora jogam no ritmo {pace}. {what}</translation>
    </message>
    <message>
        <source>Welcome to the Pit!</source>
        <translation>Bem-vindo ao Pit!</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>players</source>
        <translation>jogadores</translation>
    </message>
    <message>
        <source>bot levels</source>
        <translation>níveis dos bots</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>ritmo</translation>
    </message>
    <message>
        <source>speed matching</source>
        <translation>acompanhar a velocidade</translation>
    </message>
    <message>
        <source>your measured speed</source>
        <translation>a sua velocidade medida</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>treinador</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>a oferta de aprender a jogar</translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s). Wait for a taker, or withdraw (W).</source>
        <translation>
            <numerusform>Você oferece %n carta. Espere alguém aceitar, ou retire (W).</numerusform>
            <numerusform>Você oferece %n cartas. Espere alguém aceitar, ou retire (W).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select 1–4 cards of one commodity first (click them).</source>
        <translation>Primeiro selecione de 1 a 4 cartas de uma commodity (clique nelas).</translation>
    </message>
    <message>
        <source>Select as many of your cards as the offer holds, then click it.</source>
        <translation>Selecione tantas cartas quanto a oferta tem e clique nela.</translation>
    </message>
    <message>
        <source>You withdrew your offer.</source>
        <translation>Você retirou sua oferta.</translation>
    </message>
    <message>
        <source>To trade with %1, drop your cards on the offer itself.</source>
        <translation>Para negociar com %1, solte suas cartas sobre a própria oferta.</translation>
    </message>
    <message>
        <source>Sort your cards…</source>
        <translation>Organize suas cartas…</translation>
    </message>
    <message>
        <source>{owner}&apos;s offer is gone.</source>
        <translation>A oferta de {owner} já era.</translation>
    </message>
    <message>
        <source>Sort your cards… %1</source>
        <translation>Organize suas cartas… %1</translation>
    </message>
    <message>
        <source>Ding!</source>
        <translation>Dim!</translation>
    </message>
    <message>
        <source>The market opens again… %1</source>
        <translation>O mercado reabre… %1</translation>
    </message>
    <message>
        <source>Game → New game (Ctrl+N) to deal.</source>
        <translation>Jogo → Novo jogo (Ctrl+N) para distribuir.</translation>
    </message>
</context>
<context>
    <name>MarketHint</name>
    <message>
        <source>Start a new game first: Game → New game (Ctrl+N).</source>
        <translation>Comece um jogo primeiro: Jogo → Novo jogo (Ctrl+N).</translation>
    </message>
    <message>
        <source>The market is not open yet: sort your cards until the dealer rings the bell.</source>
        <translation>O mercado ainda não está aberto: organize suas cartas até o dealer bater o sino.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Bots match my speed</source>
        <translation>Os bots acompanham minha velocidade</translation>
    </message>
    <message>
        <source>&amp;Bots match my speed</source>
        <translation>Os &amp;bots acompanham minha velocidade</translation>
    </message>
    <message>
        <source>The bots take about as long as you do to take an offer, to look at the cards they get and to ring the bell: the game measures you as you play, and remembers it. Your level decides how well they play. Off, they play at their levels&apos; fixed speeds.</source>
        <translation>Os bots levam mais ou menos o mesmo tempo que você para aceitar uma oferta, olhar as cartas que recebem e bater o sino: o jogo mede você enquanto joga e se lembra disso. O nível decide o quão bem eles jogam. Desligado, eles jogam na velocidade fixa do nível.</translation>
    </message>
    <message>
        <source>The bots now match your speed. {what}</source>
        <translation>Agora os bots acompanham a sua velocidade. {what}</translation>
    </message>
    <message>
        <source>The bots now play at their levels&apos; fixed speeds.</source>
        <translation>Agora os bots jogam na velocidade fixa do nível.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Wheat</source>
        <translation>Trigo</translation>
    </message>
    <message>
        <source>Barley</source>
        <translation>Cevada</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Café</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Milho</translation>
    </message>
    <message>
        <source>Rye</source>
        <translation>Centeio</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Açúcar</translation>
    </message>
    <message>
        <source>Oats</source>
        <translation>Aveia</translation>
    </message>
    <message>
        <source>Soybeans</source>
        <translation>Soja</translation>
    </message>
    <message>
        <source>Oranges</source>
        <translation>Laranjas</translation>
    </message>
    <message>
        <source>Hay</source>
        <translation>Feno</translation>
    </message>
    <message>
        <source>Flax</source>
        <translation>Linho</translation>
    </message>
    <message>
        <source>Bull</source>
        <translation>Bull</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Bear</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Básico</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: 50%</comment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Mixed</source>
        <translation>Misto</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <source> players</source>
        <translation> jogadores</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Mesa:</translation>
    </message>
    <message>
        <source>Pace:</source>
        <translation>Ritmo:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversários</translation>
    </message>
    <message>
        <source>All bots:</source>
        <translation>Todos os bots:</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Mais regras</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuir</translation>
    </message>
    <message numerus="yes">
        <source>This edition has %n commodities, one for each player: at most %n players.</source>
        <translation>
            <numerusform>Esta edição tem %n commodity, uma por jogador: no máximo %n jogador.</numerusform>
            <numerusform>Esta edição tem %n commodities, uma por jogador: no máximo %n jogadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was cut to %n players.</source>
        <translation>
            <numerusform>A mesa foi reduzida a %n jogador.</numerusform>
            <numerusform>A mesa foi reduzida a %n jogadores.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfferSpot</name>
    <message>
        <source>%1 has no offer out: drop your cards on an offer, or on the floor to offer them.</source>
        <translation>%1 não tem oferta: solte suas cartas sobre uma oferta, ou no pregão para fazer uma oferta.</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Este jogador</translation>
    </message>
    <message>
        <source>Drop as many of your cards here to trade, or select them and click</source>
        <translation>Solte aqui o mesmo número de cartas suas para negociar, ou selecione-as e clique</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) offered by %1</source>
        <translation>
            <numerusform>%n carta oferecida por %1</numerusform>
            <numerusform>%n cartas oferecidas por %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No offer from %1</source>
        <translation>Nenhuma oferta de %1</translation>
    </message>
    <message>
        <source>Press Enter to trade your selected cards for it</source>
        <translation>Pressione Enter para trocá-la pelas cartas selecionadas</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Essa oferta já era: alguém negociou antes, ou ela foi retirada.</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>Relaxed</source>
        <translation>Tranquilo</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>The bots take about {percent}% longer over everything. Against Medium bots, a player at human speed wins about twice as often as at Standard.</source>
        <translation>Os bots levam cerca de {percent}% mais tempo em tudo. Contra bots Médios, um jogador em velocidade humana ganha cerca de duas vezes mais do que no ritmo Padrão.</translation>
    </message>
    <message>
        <source>The usual pace, at which the levels were measured. At three seats the bots play a little quicker, at five or more a little slower, so each level is about as hard at any table size.</source>
        <translation>O ritmo habitual, em que os níveis foram medidos. Com três jogadores os bots jogam um pouco mais rápido; com cinco ou mais, um pouco mais devagar, para que cada nível seja mais ou menos tão difícil em qualquer mesa.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over everything. Against Medium bots, a player at human speed wins about half as often as at Standard.</source>
        <translation>Os bots levam cerca de {percent}% menos tempo em tudo. Contra bots Médios, um jogador em velocidade humana ganha cerca da metade das vezes que no ritmo Padrão.</translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>Paused — press P to go on</source>
        <translation>Pausado — pressione P para continuar</translation>
    </message>
    <message>
        <source>Paused while the window was away — press P to go on</source>
        <translation>Pausado enquanto a janela estava fora — pressione P para continuar</translation>
    </message>
    <message>
        <source>The game is paused: press P to go on, then try again.</source>
        <translation>A partida está pausada: pressione P para continuar e tente de novo.</translation>
    </message>
</context>
<context>
    <name>PauseOverlay</name>
    <message>
        <source>Go on (P)</source>
        <translation>Continuar (P)</translation>
    </message>
</context>
<context>
    <name>PitLesson</name>
    <message>
        <source>Learn to play Pit</source>
        <translation>Aprender a jogar Pit</translation>
    </message>
    <message>
        <source>New to Pit? A short guided hand shows you how to play, one step at a time, against two bots who wait for you. Take it now? It is always in Help → Learn to play Pit.</source>
        <translation>Novo no Pit? Uma rodada guiada e curta mostra como jogar, um passo de cada vez, contra dois bots que esperam por você. Começar agora? Está sempre em Ajuda → Aprender a jogar Pit.</translation>
    </message>
    <message>
        <source>Offer your two Barley: select them and drag them onto the trading floor.</source>
        <translation>Ofereça suas duas Cevadas: selecione-as e arraste-as para o pregão.</translation>
    </message>
    <message>
        <source>Offer the Bear on its own: select it and drag it onto the floor, or press O.</source>
        <translation>Ofereça o Bear sozinho: selecione-o e arraste-o para o pregão, ou pressione O.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer this time: select your Corn and drop it on his offer.</source>
        <translation>Desta vez, aceite a oferta de Bob: selecione seu Milho e solte-o na oferta dele.</translation>
    </message>
    <message>
        <source>Not yet: do what this step asks first.</source>
        <translation>Ainda não: faça primeiro o que este passo pede.</translation>
    </message>
    <message>
        <source>Pay with your Corn: it is the card you need least.</source>
        <translation>Pague com seu Milho: é a carta de que você menos precisa.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer: select your Corn and drop it on his offer.</source>
        <translation>Aceite a oferta de Bob: selecione seu Milho e solte-o na oferta dele.</translation>
    </message>
    <message>
        <source>Leave your offer out: a taker is coming.</source>
        <translation>Deixe sua oferta lá: alguém vem aceitá-la.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>A lição termina com esta rodada: jogue um jogo de verdade ou saia da lição.</translation>
    </message>
    <message>
        <source>The Bear is no commodity: you cannot collect it. Pick your biggest group.</source>
        <translation>O Bear não é uma commodity: não dá para juntá-lo. Escolha seu maior grupo.</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n of those. Pick the group you hold most of.</source>
        <translation>
            <numerusform>Você tem só %n dessa. Escolha o grupo que você mais tem.</numerusform>
            <numerusform>Você tem só %n dessas. Escolha o grupo que você mais tem.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is your hand, one group of cards per commodity. Each group&apos;s heading names it, says how many you hold and what a corner in it scores: “Wheat ×6 · 100” is six Wheat, worth 100. The side panel lists the commodities in play. The Bear is a special card: more of it later.</source>
        <translation>Esta é a sua mão, um grupo de cartas por commodity. O título de cada grupo diz o nome, quantas você tem e quanto vale um domínio nela: “Trigo ×6 · 100” são seis Trigos, valendo 100. O painel lateral mostra as commodities em jogo. O Bear é uma carta especial: falamos dele depois.</translation>
    </message>
    <message>
        <source>You win a hand by holding all nine cards of one commodity: a corner. So choose the commodity to collect: the one you hold most of. Which is it? Click one of its cards.</source>
        <translation>Você ganha uma rodada quando tem as nove cartas de uma commodity: um domínio. Então escolha a commodity a juntar: a que você mais tem. Qual é? Clique em uma das cartas dela.</translation>
    </message>
    <message>
        <source>Right: collect Wheat, and trade away the rest, a few cards of one commodity at a time. Start with your two Barley: double-click them (or click each) to select both.</source>
        <translation>Isso: junte Trigo e troque o resto, algumas cartas de uma mesma commodity por vez. Comece pelas suas duas Cevadas: clique duas vezes nelas (ou clique em cada uma) para selecionar as duas.</translation>
    </message>
    <message>
        <source>Now offer them: drag them onto the trading floor in the middle of the table, or press O. The others hear only how many cards you offer: “Two! Two! Two!”</source>
        <translation>Agora ofereça-as: arraste-as para o pregão, no meio da mesa, ou pressione O. Os outros só ouvem quantas cartas você oferece: “Duas! Duas! Duas!”</translation>
    </message>
    <message>
        <source>Your offer is out. Nobody knows what is in it, only that it is two cards. Wait: a player who wants to trade two cards will take it.</source>
        <translation>Sua oferta está lançada. Ninguém sabe o que há nela, só que são duas cartas. Espere: alguém que queira trocar duas cartas vai aceitá-la.</translation>
    </message>
    <message>
        <source>Ann took it, giving you two of her cards, unseen. They were Wheat: they glow green in your hand. Wait: Bob is making an offer…</source>
        <translation>Ann aceitou, dando a você duas cartas dela, às cegas. Eram Trigo: brilham em verde na sua mão. Espere: Bob está fazendo uma oferta…</translation>
    </message>
    <message>
        <source>Bob offers one card. Take it: select your Corn, then drag it onto Bob&apos;s offer, or click his offer. You give as many cards as you get.</source>
        <translation>Bob oferece uma carta. Aceite: selecione seu Milho e arraste-o para a oferta de Bob, ou clique na oferta dele. Você dá tantas cartas quanto recebe.</translation>
    </message>
    <message>
        <source>Bob&apos;s card was Wheat: you hold all nine! But whoever holds the Bear cannot corner, and it costs 20 points when someone else does. Pass it on: select the Bear and offer it.</source>
        <translation>A carta de Bob era Trigo: você tem as nove! Mas quem tem o Bear não pode dominar o mercado, e ele custa 20 pontos quando outro domina. Passe-o adiante: selecione o Bear e ofereça-o.</translation>
    </message>
    <message>
        <source>An offer of one card, like any other: nobody knows it is the Bear. Wait for a taker…</source>
        <translation>Uma oferta de uma carta, como qualquer outra: ninguém sabe que é o Bear. Espere alguém aceitar…</translation>
    </message>
    <message>
        <source>Bob took the Bear. Nine Wheat and no Bear: a corner! Ring the bell before anyone else does: click Corner! or press B. (In a real hand, slip the Bear into an offer of cards you are trading away, so it leaves with them.)</source>
        <translation>Bob ficou com o Bear. Nove Trigos e nenhum Bear: um domínio! Toque o sino antes de todos: clique em Domínio! ou pressione B. (Numa rodada de verdade, coloque o Bear numa oferta de cartas que você está passando adiante, para que ele vá junto.)</translation>
    </message>
    <message>
        <source>You cornered the Wheat: 100 points. Ann held the Bull and Bob the Bear, so each lost 20. The Bull is wild: eight of a kind and the Bull corner too, so keep it if it comes to you. Hands go on until someone has 500 points. Real bots trade fast and wait for no one: watch their offers, and ring as soon as you hold nine. Stuck? H gives a hint; P pauses. Easy bots are best to begin with.</source>
        <translation>Você dominou o Trigo: 100 pontos. Ann tinha o Bull e Bob o Bear, então cada um perdeu 20. O Bull é coringa: oito iguais com o Bull também dominam, então fique com ele se ele chegar a você. As rodadas seguem até alguém ter 500 pontos. Bots de verdade negociam rápido e não esperam ninguém: fique de olho nas ofertas e toque o sino assim que tiver as nove. Travou? H dá uma dica; P pausa. Para começar, os bots fáceis são os melhores.</translation>
    </message>
</context>
<context>
    <name>PitchCorner</name>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>Q</translation>
    </message>
    <message>
        <source>J</source>
        <translation>J</translation>
    </message>
</context>
<context>
    <name>PitchGame</name>
    <message>
        <source>Pit Desktop — Pitch</source>
        <translation>Pit Desktop — Pitch</translation>
    </message>
</context>
<context>
    <name>PitchHandPanel</name>
    <message>
        <source>End of the hand</source>
        <translation>Fim da mão</translation>
    </message>
    <message>
        <source>The Money Game is settled: you are paid %1</source>
        <translation>O jogo a dinheiro está acertado: você recebe %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you pay %1</source>
        <translation>O jogo a dinheiro está acertado: você paga %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you come out even</source>
        <translation>O jogo a dinheiro está acertado: você fica no zero a zero</translation>
    </message>
    <message>
        <source>Average score: %1; 10 cents a point above or below it</source>
        <translation>Pontuação média: %1; 10 centavos por ponto acima ou abaixo dela</translation>
    </message>
    <message>
        <source>You pay %1 %2</source>
        <translation>Você paga %2 a %1</translation>
    </message>
    <message>
        <source>%1 pays you %2</source>
        <translation>%1 paga %2 a você</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 paga %3 a %2</translation>
    </message>
    <message>
        <source>Nobody pays anybody: everyone comes out even.</source>
        <translation>Ninguém paga ninguém: todos ficam no zero a zero.</translation>
    </message>
    <message numerus="yes">
        <source>%n cent(s)</source>
        <translation>
            <numerusform>%n centavo</numerusform>
            <numerusform>%n centavos</numerusform>
        </translation>
    </message>
    <message>
        <source>You shot the moon and made it</source>
        <translation>Você atirou na lua e conseguiu</translation>
    </message>
    <message>
        <source>High: %1, with %2</source>
        <translation>Alta: %1, com %2</translation>
    </message>
    <message>
        <source>Low: %1, with %2</source>
        <translation>Baixa: %1, com %2</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Acertar as contas</translation>
    </message>
    <message>
        <source>%1 shot the moon and made it</source>
        <translation>%1 atirou na lua e conseguiu</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 for points, %4 for moons (%5, %6): %7</source>
        <translation>%1: %2, %3 pelos pontos, %4 pelas luas (%5, %6): %7</translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>moons made</comment>
        <translation>
            <numerusform>%n conseguida</numerusform>
            <numerusform>%n conseguidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <comment>moons failed</comment>
        <translation>
            <numerusform>%n falhada</numerusform>
            <numerusform>%n falhadas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>You win the game. %1</source>
        <translation>Você vence a partida. %1</translation>
    </message>
    <message>
        <source>%1 wins the game. %2</source>
        <translation>%1 vence a partida. %2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trunfo: %1</translation>
    </message>
    <message>
        <source>Jack: %1</source>
        <translation>Valete: %1</translation>
    </message>
    <message>
        <source>Jack: not dealt</source>
        <translation>Valete: não distribuído</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Jogo: %1</translation>
    </message>
    <message>
        <source>Game: tied</source>
        <translation>Jogo: empate</translation>
    </message>
    <message>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1: %2 nesta mão, %3 no total</translation>
    </message>
    <message>
        <source>Target %1: a pitcher who reaches it wins</source>
        <translation>Meta %1: vence quem sai e a alcança</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message numerus="yes">
        <source>You shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>Você atirou na lua e errou: %n ponto ganho</numerusform>
            <numerusform>Você atirou na lua e errou: %n pontos ganhos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made your bid of %1, taking %n point(s)</source>
        <translation>
            <numerusform>Você cumpre sua aposta de %1 com %n ponto</numerusform>
            <numerusform>Você cumpre sua aposta de %1 com %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are set back %1, taking %n point(s)</source>
        <translation>
            <numerusform>Você perde %1: só %n ponto ganho</numerusform>
            <numerusform>Você perde %1: só %n pontos ganhos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>%1 atirou na lua e errou: %n ponto ganho</numerusform>
            <numerusform>%1 atirou na lua e errou: %n pontos ganhos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made the bid of %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 cumpre a aposta de %2 com %n ponto</numerusform>
            <numerusform>%1 cumpre a aposta de %2 com %n pontos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is set back %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 perde %2: só %n ponto ganho</numerusform>
            <numerusform>%1 perde %2: só %n pontos ganhos</numerusform>
        </translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Próxima mão</translation>
    </message>
</context>
<context>
    <name>PitchHandViewer</name>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Replay da rodada {hand}</translation>
    </message>
    <message>
        <source>Step of the hand</source>
        <translation>Passo da rodada</translation>
    </message>
    <message>
        <source>Keys: → and ← step forward and back, Home and End go to the deal and the end, Space plays</source>
        <translation>Teclas: → e ← avançam e voltam um passo, Home e End vão à distribuição e ao fim, Espaço reproduz</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n vaza</numerusform>
            <numerusform>%n vazas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchHelp</name>
    <message>
        <source>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Six cards each. In turn from the dealer&apos;s left, everyone speaks once: pass or bid 1 to 4, the points they promise to take; a bid must beat the one before. The dealer speaks last: if everyone else passed, the dealer is stuck with a bid of 2 at least; otherwise the dealer may steal the high bid by bidding the same number (not a 4).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Seis cartas para cada um. Em turno a partir da esquerda de quem dá as cartas, cada um fala uma vez: passa ou aposta de 1 a 4, os pontos que promete fazer; uma aposta deve superar a anterior. Quem dá as cartas fala por último: se todos os outros passaram, é obrigado a apostar pelo menos 2; senão, pode roubar a maior aposta apostando o mesmo número (não um 4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You may also bid 4 at once by pitching a card: it ends the auction and leads that card.&lt;/p&gt;&lt;p&gt;The highest bidder, the pitcher, leads the first card: its suit is trump. Follow the suit led if you can; you may always play a trump instead. The highest trump, or else the highest card of the suit led, takes the trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Você também pode apostar 4 de uma vez lançando uma carta: isso encerra o leilão e sai com essa carta.&lt;/p&gt;&lt;p&gt;Quem mais apostou, o lançador, sai com a primeira carta: seu naipe é o trunfo. Siga o naipe de saída se puder; você sempre pode jogar um trunfo no lugar. O trunfo mais alto, ou senão a carta mais alta do naipe de saída, leva a vaza.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four points a hand: &lt;b&gt;High&lt;/b&gt; (the highest trump played), &lt;b&gt;Low&lt;/b&gt; (the lowest trump played, to whoever takes its trick), &lt;b&gt;Jack&lt;/b&gt; (the jack of trumps, to whoever takes it) and &lt;b&gt;Game&lt;/b&gt; (the most card points in tricks taken: ten 10, ace 4, king 3, queen 2, jack 1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quatro pontos por mão: &lt;b&gt;Alto&lt;/b&gt; (o trunfo mais alto jogado), &lt;b&gt;Baixo&lt;/b&gt; (o trunfo mais baixo jogado, para quem levar a vaza dele), &lt;b&gt;Valete&lt;/b&gt; (o valete de trunfo, para quem o levar) e &lt;b&gt;Jogo&lt;/b&gt; (a maior soma de pontos de cartas nas vazas levadas: dez 10, ás 4, rei 3, dama 2, valete 1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A pitcher who takes fewer points than the bid is &lt;b&gt;set back&lt;/b&gt; by the bid; scores may go below zero. &lt;b&gt;Only the pitcher can win:&lt;/b&gt; the first to reach the target at the end of a hand they pitched wins, even with fewer points than another player.&lt;/p&gt;&lt;p&gt;The Money Game (a table option) has no target: bids are 2 to 4 or shoot the moon, and at the end each player is paid for the points above the average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Um lançador que faz menos pontos que a aposta &lt;b&gt;perde&lt;/b&gt; o apostado; os placares podem ficar abaixo de zero. &lt;b&gt;Só o lançador pode vencer:&lt;/b&gt; vence o primeiro a chegar à meta no fim de uma mão em que lançou, mesmo com menos pontos que outro jogador.&lt;/p&gt;&lt;p&gt;O Jogo a dinheiro (uma opção da mesa) não tem meta: aposta-se de 2 a 4 ou atira-se na lua, e no fim cada jogador recebe pelos pontos acima da média.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Money Game ends when you settle up between hands (Game → Settle up, or the button beside Next hand): each player is paid 10 cents a point above the average score, or pays 10 cents a point below it, and a dollar from every other player for each moon made (or pays them a dollar for each moon missed). The final panel says who pays whom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;O jogo a dinheiro termina quando você acerta as contas entre as mãos (Jogo → Acertar as contas, ou o botão ao lado de Próxima mão): cada jogador recebe 10 centavos por ponto acima da pontuação média, ou paga 10 centavos por ponto abaixo dela, e um dólar de cada outro jogador por lua conseguida (ou paga a eles um dólar por lua falhada). O painel final diz quem paga a quem.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: &lt;b&gt;0&lt;/b&gt; pass, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; bid, &lt;b&gt;5&lt;/b&gt; shoot the moon (the Money Game), &lt;b&gt;L&lt;/b&gt; the last trick, &lt;b&gt;P&lt;/b&gt; pause. Play a card by double-clicking it, dragging it to the trick, or Enter. Hover over a dimmed card to see why it cannot be played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Teclas: &lt;b&gt;0&lt;/b&gt; passar, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; apostar, &lt;b&gt;5&lt;/b&gt; atirar na lua (Jogo a dinheiro), &lt;b&gt;L&lt;/b&gt; a última vaza, &lt;b&gt;P&lt;/b&gt; pausa. Jogue uma carta com clique duplo, arrastando-a para a vaza ou com Enter. Passe o mouse sobre uma carta esmaecida para ver por que ela não pode ser jogada.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;To pitch a card on your call (a bid of 4 that leads it), drag it to the trick; or choose it with the arrows and press Enter, then Enter again on the pitch button. Enter on the end-of-hand panel deals the next hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Para lançar uma carta na sua vez (uma aposta de 4 que sai com ela), arraste-a para a vaza; ou escolha-a com as setas e pressione Enter, e de novo Enter no botão de lançar. Enter no painel de fim de mão distribui a próxima mão.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Pitch</source>
        <translation>Como jogar Pitch</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pass&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;bid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;shoot the moon (the Money Game)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card and play it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call the focus is on the bids (← → between them): down to your cards, and up to the bids again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call: pitch the chosen card (bid 4 and lead it); dragging it to the trick pitches it too&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on the end-of-hand panel: the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick, and go back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;deal the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;save the last hand&apos;s record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause, and go on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mute&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game, quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;passar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;apostar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;atirar na lua (jogo a dinheiro)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;escolher uma carta e jogá-la&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;na sua vez de falar o foco está nas apostas (← → entre elas): para baixo até as suas cartas, e para cima às apostas de novo&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;na sua vez: lançar a carta escolhida (apostar 4 e sair com ela); arrastá-la para a vaza também a lança&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;no painel de fim de mão: a próxima mão&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ver a última vaza, e voltar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dar a próxima rodada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;salvar o registro da última rodada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pausar, e continuar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sem som&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;novo jogo, sair&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; gives a hint: what a bot of the bots&apos; level would call or play now, and why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; dá uma dica: o que um bot do nível dos bots apostaria ou jogaria agora, e por quê.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; takes back your last call or card while no one has played since (never in a counted game).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; desfaz sua última aposta ou carta enquanto ninguém tiver jogado desde então (nunca numa partida que conta).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>&lt;p&gt;The bid keys are the game&apos;s own: 1–4 in the Auction game (2–4 when bids start at 2), 2–4 and 5 in the Money Game. On your call the focus is on the bids, so the keys work at once; your calls and the bots&apos; are in the log beside the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;As teclas de aposta são as do jogo: 1–4 no jogo de leilão (2–4 quando as apostas começam em 2), 2–4 e 5 no jogo a dinheiro. Na sua vez o foco está nas apostas, então as teclas funcionam na hora; suas apostas e as dos bots ficam no registro ao lado da mesa.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PitchHint</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Sem dica agora: não é a sua vez.</translation>
    </message>
    <message>
        <source>Bid %1: you hold %2.</source>
        <translation>Aposte %1: você tem %2.</translation>
    </message>
    <message>
        <source>Bid %1: %2 is your best suit.</source>
        <translation>Aposte %1: %2 é o seu melhor naipe.</translation>
    </message>
    <message>
        <source>Bid %1: everyone passed, so the dealer must bid.</source>
        <translation>Aposte %1: todos passaram, então o carteador deve apostar.</translation>
    </message>
    <message>
        <source>Pitch %1 to bid 4: you hold %2.</source>
        <translation>Lance %1 para apostar 4: você tem %2.</translation>
    </message>
    <message>
        <source>Shoot the moon: you hold %1.</source>
        <translation>Atire na lua: você tem %1.</translation>
    </message>
    <message>
        <source>Pass: your best suit, %1, is not worth a bid of %2.</source>
        <translation>Passe: seu melhor naipe, %1, não vale uma aposta de %2.</translation>
    </message>
    <message>
        <source>Play %1: it is the only card you may play.</source>
        <translation>Jogue %1: é a única carta que você pode jogar.</translation>
    </message>
    <message>
        <source>Lead %1: it makes %2 trump.</source>
        <translation>Saia com %1: ela faz de %2 o trunfo.</translation>
    </message>
    <message>
        <source>Lead %1: no one can hold a higher trump.</source>
        <translation>Saia com %1: ninguém pode ter um trunfo mais alto.</translation>
    </message>
    <message>
        <source>Lead %1: draw out the other players&apos; trumps.</source>
        <translation>Saia com %1: puxe os trunfos dos outros jogadores.</translation>
    </message>
    <message>
        <source>Lead %1: a side card that is worth little.</source>
        <translation>Saia com %1: uma carta de outro naipe que vale pouco.</translation>
    </message>
    <message>
        <source>Play %1: it takes the trick as it stands.</source>
        <translation>Jogue %1: ela leva a vaza como está.</translation>
    </message>
    <message>
        <source>Play %1: you play last, and it takes the trick.</source>
        <translation>Jogue %1: você joga por último, e ela leva a vaza.</translation>
    </message>
    <message>
        <source>Play %1: let this trick go with your least useful card.</source>
        <translation>Jogue %1: deixe esta vaza passar com sua carta menos útil.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two cards of a list</comment>
        <translation>%1 e %2</translation>
    </message>
</context>
<context>
    <name>PitchKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read or written: this hand is not counted.</source>
        <translation>As estatísticas em {file} não podem ser lidas nem gravadas: esta mão não conta.</translation>
    </message>
</context>
<context>
    <name>PitchLesson</name>
    <message>
        <source>Learn to play Pitch</source>
        <translation>Aprender a jogar Pitch</translation>
    </message>
    <message>
        <source>New to Pitch? A short guided hand shows you the auction, trumps and tricks and how a hand is scored, one step at a time. Take it now? It is always in Help → Learn to play Pitch.</source>
        <translation>Novo no Pitch? Uma mão guiada e curta mostra o leilão, os trunfos, as vazas e como uma mão é pontuada, um passo de cada vez. Começar agora? Está sempre em Ajuda → Aprender a jogar Pitch.</translation>
    </message>
    <message>
        <source>In this lesson, bid 2: press 2, or click the 2 button.</source>
        <translation>Nesta lição, aposte 2: pressione 2 ou clique no botão do 2.</translation>
    </message>
    <message>
        <source>Pitch the King of Spades: Spades become trump, and you hold two more of them.</source>
        <translation>Saia com o Rei de Espadas: Espadas viram trunfo, e você tem mais duas.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>A lição termina com esta mão: jogue um jogo de verdade ou saia da lição.</translation>
    </message>
    <message>
        <source>There is no taking back in the lesson: play on.</source>
        <translation>Não dá para voltar atrás na lição: continue jogando.</translation>
    </message>
    <message>
        <source>nobody (a tie)</source>
        <translation>ninguém (empate)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>você</translation>
    </message>
    <message>
        <source>The four points are counted. High, the highest trump, went to %1; Low, the lowest trump, to %2; Jack, the Jack of trumps, to %3; Game, the most card points in tricks won (each 10 counts 10, an Ace 4, a King 3, a Queen 2, a Jack 1), to %4.</source>
        <translation>Os quatro pontos são contados. A Alta, o trunfo mais alto, ficou com %1; a Baixa, o trunfo mais baixo, com %2; o Valete, o Valete de trunfo, com %3; o Jogo, mais pontos de cartas nas vazas ganhas (cada 10 vale 10, um Ás 4, um Rei 3, uma Dama 2, um Valete 1), com %4.</translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: you score them all.</source>
        <translation>
            <numerusform>Você apostou 2 e ganhou %n ponto: marca-o.</numerusform>
            <numerusform>Você apostou 2 e ganhou %n pontos: marca todos eles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: set back, you lose 2.</source>
        <translation>
            <numerusform>Você apostou 2 e ganhou %n ponto: não cumpriu, perde 2.</numerusform>
            <numerusform>Você apostou 2 e ganhou %n pontos: não cumpriu, perde 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pitch is played in tricks, and first comes the auction: each player says once how many of the hand&apos;s four points he will win (High, Low, Jack and Game). You speak first. With the King, Jack and 2 of Spades, bid 2: press 2, or click the 2 button.</source>
        <translation>Pitch se joga em vazas, e primeiro vem o leilão: cada jogador diz uma vez quantos dos quatro pontos da mão vai ganhar (Alta, Baixa, Valete e Jogo). Você fala primeiro. Com o Rei, o Valete e o 2 de Espadas, aposte 2: pressione 2 ou clique no botão do 2.</translation>
    </message>
    <message>
        <source>Now the others speak in turn, each once. Nobody bids more than 2: you win the auction, and you will lead the first card.</source>
        <translation>Agora os outros falam na vez deles, uma vez cada. Ninguém aposta mais que 2: você ganha o leilão e vai sair com a primeira carta.</translation>
    </message>
    <message>
        <source>You are the pitcher: the first card you lead sets trump for the whole hand. Pitch your King of Spades: double-click it, or drag it to the middle of the table.</source>
        <translation>Você é quem sai: a primeira carta que você joga define o trunfo da mão inteira. Saia com seu Rei de Espadas: clique duas vezes nele ou arraste-o para o meio da mesa.</translation>
    </message>
    <message>
        <source>Spades are trump. Everyone must follow suit, a Spade, if he can, or play a trump: here the same. Watch who takes the trick…</source>
        <translation>Espadas são trunfo. Todos devem seguir o naipe, uma Espada, se puderem, ou jogar um trunfo: aqui dá no mesmo. Veja quem leva a vaza…</translation>
    </message>
    <message>
        <source>Ann held the Ace of Spades: the highest trump takes the trick, and High with it. She took the trick, so she leads the next one…</source>
        <translation>Ann tinha o Ás de Espadas: o trunfo mais alto leva a vaza, e a Alta com ela. Ela levou a vaza, então sai na próxima…</translation>
    </message>
    <message>
        <source>Ann led a Heart. Follow suit with a Heart, or trump it with a Spade: any trump beats every Heart; among Hearts the highest wins. Play one of the cards you may play.</source>
        <translation>Ann saiu com Copas. Siga o naipe com Copas ou corte com uma Espada: qualquer trunfo vence todas as Copas; entre Copas vence a mais alta. Jogue uma das cartas que você pode jogar.</translation>
    </message>
    <message>
        <source>Your turn. Nobody else holds a trump now, so each Spade you play takes its trick, and your Jack and your 2 (Low) are points for you. Play a card.</source>
        <translation>Sua vez. Ninguém mais tem trunfo, então cada Espada que você jogar leva a vaza, e seu Valete e seu 2 (a Baixa) são pontos para você. Jogue uma carta.</translation>
    </message>
    <message>
        <source>Your turn, and your trumps are all played. Follow the suit led if you can, or else play any card: the trick goes to the highest trump, or else to the highest card of the suit led. Play a card.</source>
        <translation>Sua vez, e seus trunfos já foram todos jogados. Siga o naipe de saída se puder, senão jogue qualquer carta: a vaza vai para o trunfo mais alto, ou senão para a carta mais alta do naipe de saída. Jogue uma carta.</translation>
    </message>
    <message>
        <source>The others play. A trick goes to its highest trump, or else to the highest card of the suit led; whoever takes it leads the next.</source>
        <translation>Os outros jogam. A vaza fica com o trunfo mais alto ou, sem trunfo, com a carta mais alta do naipe de saída; quem a leva sai na próxima.</translation>
    </message>
    <message>
        <source>That is Pitch. The deal passes to the left each hand, and the first to reach 7 points at the end of a hand he pitched wins. Bid what your trumps can take, and lead them early.</source>
        <translation>Isso é Pitch. A distribuição passa para a esquerda a cada mão, e vence o primeiro que chegar a 7 pontos no fim de uma mão em que ele saiu. Aposte o que seus trunfos podem levar, e jogue-os cedo.</translation>
    </message>
</context>
<context>
    <name>PitchNewGameDialog</name>
    <message>
        <source>New game of Pitch</source>
        <translation>Novo jogo de Pitch</translation>
    </message>
    <message>
        <source>The Money Game (bids 2, 3, 4 or the moon; paid in cents)</source>
        <translation>Jogo a dinheiro (apostas 2, 3, 4 ou a lua; em centavos)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Players (you and the bots):</source>
        <translation>Jogadores (você e os bots):</translation>
    </message>
    <message>
        <source>Points to win:</source>
        <translation>Pontos para vencer:</translation>
    </message>
    <message>
        <source>The dealer may steal the bid by matching it</source>
        <translation>O carteador pode roubar a aposta igualando-a</translation>
    </message>
    <message>
        <source>Stick the dealer: must bid 2 when all pass</source>
        <translation>Carteador obrigado: aposta 2 se todos passarem</translation>
    </message>
    <message>
        <source>Bids start at 2</source>
        <translation>As apostas começam em 2</translation>
    </message>
    <message>
        <source>Low scores for whoever was dealt it</source>
        <translation>A Baixa é de quem a recebeu</translation>
    </message>
    <message>
        <source>A counted game: no taking back a call or card</source>
        <translation>Partida que conta: nada de desfazer aposta ou carta</translation>
    </message>
    <message>
        <source>Bots&apos; level:</source>
        <translation>Nível dos bots:</translation>
    </message>
    <message>
        <source>Bots&apos; pace:</source>
        <translation>Ritmo dos bots:</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Dar as cartas</translation>
    </message>
</context>
<context>
    <name>PitchPace</name>
    <message>
        <source>The bots take about {percent}% longer over each card and call, more time to follow the play. They play no differently.</source>
        <translation>Os bots levam cerca de {percent}% mais tempo em cada carta e cada aposta: mais tempo para acompanhar o jogo. Não jogam de outro jeito.</translation>
    </message>
    <message>
        <source>The usual pace: about a second a card and two or three a call, as a person plays.</source>
        <translation>O ritmo normal: cerca de um segundo por carta e dois ou três por aposta, como uma pessoa joga.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over each card and call. They play no differently.</source>
        <translation>Os bots levam cerca de {percent}% menos tempo em cada carta e cada aposta. Não jogam de outro jeito.</translation>
    </message>
</context>
<context>
    <name>PitchPresenter</name>
    <message>
        <source>Hand %1: you deal.</source>
        <translation>Rodada %1: você dá as cartas.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals.</source>
        <translation>Rodada %1: %2 dá as cartas.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Você passa.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passa.</translation>
    </message>
    <message>
        <source>You steal the bid at %1.</source>
        <translation>Você rouba a aposta com %1.</translation>
    </message>
    <message>
        <source>You bid %1.</source>
        <translation>Você aposta %1.</translation>
    </message>
    <message>
        <source>%1 steals the bid at %2.</source>
        <translation>%1 rouba a aposta com %2.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 aposta %2.</translation>
    </message>
    <message>
        <source>You shoot the moon.</source>
        <translation>Você atira na lua.</translation>
    </message>
    <message>
        <source>%1 shoots the moon.</source>
        <translation>%1 atira na lua.</translation>
    </message>
    <message>
        <source>You pitch for the moon.</source>
        <translation>Você sai pela lua.</translation>
    </message>
    <message>
        <source>You pitch for %1.</source>
        <translation>Você sai com %1.</translation>
    </message>
    <message>
        <source>%1 pitches for the moon.</source>
        <translation>%1 sai pela lua.</translation>
    </message>
    <message>
        <source>%1 pitches for %2.</source>
        <translation>%1 sai com %2.</translation>
    </message>
    <message>
        <source>Everyone passed: the hand is thrown in.</source>
        <translation>Todos passaram: a rodada é anulada.</translation>
    </message>
    <message>
        <source>Trump is %1.</source>
        <translation>O trunfo é %1.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Você leva a vaza.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 leva a vaza.</translation>
    </message>
    <message>
        <source>You made the bid.</source>
        <translation>Você cumpre a aposta.</translation>
    </message>
    <message>
        <source>You are set back.</source>
        <translation>Você perde o apostado.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1 cumpre a aposta.</translation>
    </message>
    <message>
        <source>%1 is set back.</source>
        <translation>%1 perde o apostado.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Você venceu o jogo!</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 vence o jogo.</translation>
    </message>
    <message>
        <source>The Money Game is settled: the table shows who pays whom.</source>
        <translation>O jogo a dinheiro está acertado: a mesa mostra quem paga a quem.</translation>
    </message>
    <message>
        <source>Taken back: %1. Your turn again.</source>
        <translation>Desfeito: %1. Sua vez de novo.</translation>
    </message>
    <message>
        <source>%1 took back: %2.</source>
        <translation>%1 desfez: %2.</translation>
    </message>
    <message>
        <source>You play the %1.</source>
        <translation>Você joga o %1.</translation>
    </message>
    <message>
        <source>%1 plays the %2.</source>
        <translation>%1 joga o %2.</translation>
    </message>
    <message>
        <source>%1 — refused: %2</source>
        <translation>%1 — recusado: %2</translation>
    </message>
    <message>
        <source>%1: %2 — refused: %3</source>
        <translation>%1: %2 — recusado: %3</translation>
    </message>
</context>
<context>
    <name>PitchRefusal</name>
    <message>
        <source>Rule %1</source>
        <translation>Regra %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1</source>
        <translation>Você pode seguir %1: jogue %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1 or a trump</source>
        <translation>Você pode seguir %1: jogue %1 ou um trunfo</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Não é a sua vez</translation>
    </message>
    <message>
        <source>You do not hold that card</source>
        <translation>Você não tem essa carta</translation>
    </message>
    <message>
        <source>The auction is not over yet</source>
        <translation>O leilão ainda não terminou</translation>
    </message>
    <message>
        <source>The auction is over: each player speaks once</source>
        <translation>O leilão terminou: cada jogador fala uma vez</translation>
    </message>
    <message>
        <source>This table plays without the dealer&apos;s steal: bid more than %1</source>
        <translation>Esta mesa joga sem o roubo do carteador: aposte mais de %1</translation>
    </message>
    <message>
        <source>The dealer must match or beat the high bid of %1</source>
        <translation>O dealer deve igualar ou superar a aposta mais alta, %1</translation>
    </message>
    <message>
        <source>A bid must beat the high bid of %1</source>
        <translation>Uma aposta deve superar a mais alta, %1</translation>
    </message>
    <message>
        <source>Bids start at 2 at this table</source>
        <translation>Nesta mesa as apostas começam em 2</translation>
    </message>
    <message>
        <source>Everyone else passed: the dealer must bid at least 2</source>
        <translation>Todos passaram: o carteador deve apostar pelo menos 2</translation>
    </message>
    <message>
        <source>That is not a bid of this game</source>
        <translation>Essa não é uma aposta deste jogo</translation>
    </message>
    <message>
        <source>Shooting the moon is the Money Game&apos;s bid</source>
        <translation>Atirar na lua é a aposta do jogo a dinheiro</translation>
    </message>
    <message>
        <source>In the Money Game you bid first; the pitcher leads once the auction is won</source>
        <translation>No jogo a dinheiro primeiro se aposta; quem sai o faz depois de ganhar o leilão</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>A partida terminou</translation>
    </message>
    <message>
        <source>This is a counted game: nothing is taken back</source>
        <translation>Esta partida conta: nada é desfeito</translation>
    </message>
    <message>
        <source>Another player has called or played since: your last move stands</source>
        <translation>Outro jogador apostou ou jogou desde então: sua última jogada fica</translation>
    </message>
    <message>
        <source>The hand is over: it stands as it was played</source>
        <translation>A mão acabou: fica como foi jogada</translation>
    </message>
    <message>
        <source>You have no call or card to take back: one step only, once you have played</source>
        <translation>Você não tem aposta nem carta para desfazer: só um passo, depois de jogar</translation>
    </message>
</context>
<context>
    <name>PitchSeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchSession</name>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Comece um novo jogo primeiro.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Uma rodada pode ser salva quando termina.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>a rodada não pode ser gravada.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>Não foi possível salvar o registro da rodada: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Rodada %1 salva em %2</translation>
    </message>
</context>
<context>
    <name>PitchSettle</name>
    <message>
        <source>Settle up?</source>
        <translation>Acertar as contas?</translation>
    </message>
    <message>
        <source>Settle up the Money Game now? It ends the game and pays everyone out.</source>
        <translation>Acertar agora as contas do jogo a dinheiro? Isso encerra a partida e paga todos.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Acertar as contas</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuar jogando</translation>
    </message>
</context>
<context>
    <name>PitchTableWidget</name>
    <message>
        <source>Pitch table</source>
        <translation>Mesa de Pitch</translation>
    </message>
    <message>
        <source>Last trick (L)</source>
        <translation>Última vaza (L)</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trunfo: %1</translation>
    </message>
    <message>
        <source>No game is being played. Deal one to play Pitch against the bots.</source>
        <translation>Nenhum jogo em andamento. Dê as cartas para jogar Pitch contra os bots.</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Novo jogo… (Ctrl+N)</translation>
    </message>
    <message>
        <source>Trump: set by the first lead</source>
        <translation>Trunfo: definido pela primeira saída</translation>
    </message>
    <message>
        <source>Pitcher: %1, shooting the moon</source>
        <translation>Sai: %1, atirando na lua</translation>
    </message>
    <message>
        <source>Pitcher: %1, bid %2</source>
        <translation>Sai: %1, aposta %2</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by %2</source>
        <translation>Leilão: a mais alta é %1, de %2</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Leilão: ainda sem apostas</translation>
    </message>
    <message>
        <source>Money Game</source>
        <translation>Jogo a dinheiro</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Meta %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dá as cartas</translation>
    </message>
    <message>
        <source>pitcher</source>
        <translation>sai</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passou</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>joga</translation>
    </message>
    <message>
        <source>to speak</source>
        <translation>fala</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click, press Enter or drag it to the trick to play it</source>
        <translation>Clique duas vezes, Enter ou arraste para a vaza para jogá-la</translation>
    </message>
    <message>
        <source>This hand&apos;s calls and tricks</source>
        <translation>Apostas e vazas desta mão</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Você sai</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mão</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by you</source>
        <translation>Leilão: a mais alta é %1, sua</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>what a player bid: under his name</comment>
        <translation>apostou %1</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>Sua vez de jogar</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>pass (0)</source>
        <translation>passar (0)</translation>
    </message>
    <message>
        <source>steal at %1</source>
        <translation>roubar com %1</translation>
    </message>
    <message>
        <source>steal at %1 or bid more (%2)</source>
        <translation>roubar com %1 ou apostar mais (%2)</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call the player may make now</comment>
        <translation>apostar %1</translation>
    </message>
    <message>
        <source>shoot the moon (5)</source>
        <translation>atirar na lua (5)</translation>
    </message>
    <message>
        <source>pitch a card to bid 4</source>
        <translation>lançar uma carta para apostar 4</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>Your call: %1</source>
        <translation>Sua vez: %1</translation>
    </message>
    <message>
        <source>Back to the table (L)</source>
        <translation>Voltar à mesa (L)</translation>
    </message>
    <message>
        <source>%1: shoot the moon</source>
        <translation>%1: atira na lua</translation>
    </message>
    <message>
        <source>%1: pitch for 4</source>
        <translation>%1: lança por 4</translation>
    </message>
    <message>
        <source>%1: steal at %2</source>
        <translation>%1: rouba com %2</translation>
    </message>
    <message>
        <source>%1: bid %2</source>
        <translation>%1: aposta %2</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1: passo</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by you</source>
        <translation>Vaza %1: %2, levada por você</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by %3</source>
        <translation>Vaza %1: %2, levada por %3</translation>
    </message>
    <message>
        <source>Last trick, taken by you</source>
        <translation>Última vaza, ganha por você</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Última vaza, ganha por %1</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation>Ganha por você</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Ganha por %1</translation>
    </message>
    <message>
        <source>Press Enter again (or the pitch button) to bid 4 with this card, or make another call</source>
        <translation>Pressione Enter de novo (ou o botão de lançar) para apostar 4 com esta carta, ou faça outra declaração</translation>
    </message>
</context>
<context>
    <name>PitchWindow</name>
    <message>
        <source>Save the hand record</source>
        <translation>Salvar o registro da rodada</translation>
    </message>
    <message>
        <source>Pitch hand records (*.json)</source>
        <translation>Registros de rodadas do Pitch (*.json)</translation>
    </message>
    <message>
        <source>Take back your last call or card (Ctrl+Z)</source>
        <translation>Desfazer sua última aposta ou carta (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Pitch&apos;s new-game options</source>
        <translation>opções de novo jogo do Pitch</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>ritmo</translation>
    </message>
    <message>
        <source>game</source>
        <translation>jogo</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>baralho de quatro cores</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>a oferta de aprender a jogar</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Abrir registro de rodada…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Distribuir a próxima &amp;rodada</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Salvar o registro da última rodada…</translation>
    </message>
    <message>
        <source>Settle &amp;up (the Money Game)</source>
        <translation>A&amp;certar as contas (jogo a dinheiro)</translation>
    </message>
    <message>
        <source>&amp;Take back your last call or card</source>
        <translation>&amp;Desfazer sua última aposta ou carta</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>Ri&amp;tmo</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baralho de &amp;quatro cores</translation>
    </message>
    <message>
        <source>♠ black, ♥ red, ♦ blue, ♣ green: no two suits alike</source>
        <translation>♠ preto, ♥ vermelho, ♦ azul, ♣ verde: nenhum naipe se parece com outro</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pitch…</source>
        <translation>&amp;Aprender a jogar Pitch…</translation>
    </message>
    <message>
        <source>No statistics are kept here: the games are kept by another copy, or nowhere.</source>
        <translation>Nenhuma estatística é mantida aqui: as partidas são guardadas por outra cópia, ou por nenhuma.</translation>
    </message>
    <message>
        <source>The statistics cannot be read now.</source>
        <translation>As estatísticas não podem ser lidas agora.</translation>
    </message>
    <message>
        <source>Hands counted: {hands}.</source>
        <translation>Mãos contadas: {hands}.</translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Dicas pedidas: {hints}, em {hands} das mãos.</translation>
    </message>
    <message>
        <source>A call or card taken back: in {hands} of the hands.</source>
        <translation>Uma aposta ou carta desfeita: em {hands} das mãos.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
</context>
<context>
    <name>PitchWords</name>
    <message>
        <source>Clubs</source>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Ouros</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>in a sentence</comment>
        <translation>paus</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>in a sentence</comment>
        <translation>ouros</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>in a sentence</comment>
        <translation>copas</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>in a sentence</comment>
        <translation>espadas</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ás</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rei</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valete</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>in a sentence</comment>
        <translation>Ás</translation>
    </message>
    <message>
        <source>King</source>
        <comment>in a sentence</comment>
        <translation>Rei</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>in a sentence</comment>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>in a sentence</comment>
        <translation>Valete</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Paus</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Ouros</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Copas</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Espadas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card in a sentence</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an Ace</comment>
        <translation>o %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a King</comment>
        <translation>o %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Queen</comment>
        <translation>a %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Jack</comment>
        <translation>o %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an 8</comment>
        <translation>o %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a number card</comment>
        <translation>o %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Apostar %1</translation>
    </message>
    <message>
        <source>Shoot the moon</source>
        <translation>Atirar na lua</translation>
    </message>
    <message>
        <source>Pitch %1: bid 4 and lead it</source>
        <translation>Lance %1: aposte 4 e saia com essa carta</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jogar %1</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a call in a sentence</comment>
        <translation>passar</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call in a sentence</comment>
        <translation>apostar %1</translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <comment>a call in a sentence</comment>
        <translation>atirar na lua</translation>
    </message>
    <message>
        <source>pitch %1</source>
        <comment>a call in a sentence</comment>
        <translation>lançar %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <comment>a call in a sentence</comment>
        <translation>jogar %1</translation>
    </message>
    <message>
        <source>Steal at %1</source>
        <translation>Roubar com %1</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Corner</source>
        <translation>Domínio</translation>
    </message>
    <message>
        <source>Bull Corner</source>
        <translation>Bull Corner</translation>
    </message>
    <message>
        <source>Double Bull Corner</source>
        <translation>Double Corner</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>You cornered %1!</source>
        <translation>Você dominou o mercado: %1!</translation>
    </message>
    <message>
        <source>%1 cornered %2!</source>
        <translation>%1 dominou o mercado: %2!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Você venceu o jogo!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 venceu o jogo!</translation>
    </message>
    <message>
        <source>The market is open!</source>
        <translation>O mercado está aberto!</translation>
    </message>
    <message numerus="yes">
        <source>You traded %n card(s) with %1</source>
        <translation>
            <numerusform>Você trocou %n carta com %1</numerusform>
            <numerusform>Você trocou %n cartas com %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with you</source>
        <translation>
            <numerusform>%1 trocou %n carta com você</numerusform>
            <numerusform>%1 trocou %n cartas com você</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with %2</source>
        <translation>
            <numerusform>%1 trocou %n carta com %2</numerusform>
            <numerusform>%1 trocou %n cartas com %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s)</source>
        <translation>
            <numerusform>Você oferece %n carta</numerusform>
            <numerusform>Você oferece %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n card(s)</source>
        <translation>
            <numerusform>%1 oferece %n carta</numerusform>
            <numerusform>%1 oferece %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You withdrew %n card(s)</source>
        <translation>
            <numerusform>Você retirou %n carta</numerusform>
            <numerusform>Você retirou %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 withdrew %n card(s)</source>
        <translation>
            <numerusform>%1 retirou %n carta</numerusform>
            <numerusform>%1 retirou %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>the Bull</source>
        <translation>o Bull</translation>
    </message>
    <message>
        <source>the Bear</source>
        <translation>o Bear</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of a list</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>You gave %1 to %2 and got %3</source>
        <translation>Você deu %1 a %2 e recebeu %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), ending about %3 cards behind the others.</source>
        <translation>
            <numerusform>%1: você dominou o mercado em %2 de %n rodada até agora, terminando umas %3 cartas atrás dos outros.</numerusform>
            <numerusform>%1: você dominou o mercado em %2 das últimas %n rodadas, terminando umas %3 cartas atrás dos outros.</numerusform>
        </translation>
    </message>
    <message>
        <source>— Hand %1: you deal —</source>
        <translation>— Rodada %1: você distribui —</translation>
    </message>
    <message>
        <source>— Hand %1: %2 deals —</source>
        <translation>— Rodada %1: %2 distribui —</translation>
    </message>
    <message>
        <source>You rang the bell without a corner: −%1</source>
        <translation>Você bateu o sino sem domínio: −%1</translation>
    </message>
    <message>
        <source>%1 rang the bell without a corner: −%2</source>
        <translation>%1 bateu o sino sem domínio: −%2</translation>
    </message>
    <message>
        <source>Trade!</source>
        <translation>Negociem!</translation>
    </message>
    <message>
        <source>Press Next hand to deal again.</source>
        <translation>Aperte Próxima rodada para distribuir de novo.</translation>
    </message>
    <message>
        <source>Ctrl+N starts a new game.</source>
        <translation>Ctrl+N começa um novo jogo.</translation>
    </message>
    <message numerus="yes">
        <source>%n Wheat</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Trigo</numerusform>
            <numerusform>%n Trigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barley</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Cevada</numerusform>
            <numerusform>%n Cevada</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coffee</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Café</numerusform>
            <numerusform>%n Café</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Corn</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Milho</numerusform>
            <numerusform>%n Milho</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rye</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Centeio</numerusform>
            <numerusform>%n Centeio</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sugar</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Açúcar</numerusform>
            <numerusform>%n Açúcar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oats</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Aveia</numerusform>
            <numerusform>%n Aveia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Soybeans</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Soja</numerusform>
            <numerusform>%n Soja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oranges</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Laranja</numerusform>
            <numerusform>%n Laranjas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Hay</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Feno</numerusform>
            <numerusform>%n Feno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Flax</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Linho</numerusform>
            <numerusform>%n Linho</numerusform>
        </translation>
    </message>
    <message>
        <source>The bots stay as they are</source>
        <translation>Os bots continuam como estão</translation>
    </message>
    <message>
        <source>The bots are now %1</source>
        <translation>Os bots agora são %1</translation>
    </message>
    <message>
        <source>The bots now play a little slower</source>
        <translation>Os bots agora jogam um pouco mais devagar</translation>
    </message>
    <message>
        <source>The bots now play a little quicker</source>
        <translation>Os bots agora jogam um pouco mais depressa</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), and most of your tries found the offer gone.</source>
        <translation>
            <numerusform>%1: você dominou o mercado em %2 de %n rodada até agora, e a maioria das suas tentativas encontrou a oferta já fechada.</numerusform>
            <numerusform>%1: você dominou o mercado em %2 das últimas %n rodadas, e a maioria das suas tentativas encontrou a oferta já fechada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s).</source>
        <translation>
            <numerusform>%1: você dominou o mercado em %2 de %n rodada até agora.</numerusform>
            <numerusform>%1: você dominou o mercado em %2 das últimas %n rodadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: you dealt. Sort your cards!</source>
        <translation>Rodada %1: você distribuiu. Organize suas cartas!</translation>
    </message>
    <message>
        <source>Hand %1: %2 dealt. Sort your cards!</source>
        <translation>Rodada %1: %2 distribuiu. Organize suas cartas!</translation>
    </message>
    <message>
        <source>A corner</source>
        <translation>Um domínio</translation>
    </message>
    <message>
        <source>A Bull Corner</source>
        <translation>Um Bull Corner</translation>
    </message>
    <message>
        <source>A Double Bull Corner (scores double)</source>
        <translation>Um Double Corner (vale o dobro)</translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for you.</source>
        <translation>
            <numerusform>%1: +%n ponto para você.</numerusform>
            <numerusform>%1: +%n pontos para você.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for %2.</source>
        <translation>
            <numerusform>%1: +%n ponto para %2.</numerusform>
            <numerusform>%1: +%n pontos para %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You held the Bull: −%1.</source>
        <translation>Você segurava o Bull: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull: −%1.</source>
        <translation>%2 segurava o Bull: −%1.</translation>
    </message>
    <message>
        <source>You held the Bear: −%1.</source>
        <translation>Você segurava o Bear: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bear: −%1.</source>
        <translation>%2 segurava o Bear: −%1.</translation>
    </message>
    <message>
        <source>You held the Bull and the Bear: −%1.</source>
        <translation>Você segurava o Bull e o Bear: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull and the Bear: −%1.</source>
        <translation>%2 segurava o Bull e o Bear: −%1.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a hand record.</source>
        <translation>O arquivo está danificado ou não é um registro de rodada.</translation>
    </message>
    <message>
        <source>The file is not a Pit Desktop hand record.</source>
        <translation>O arquivo não é um registro de rodada do Pit Desktop.</translation>
    </message>
    <message>
        <source>The hand record was written by another version of Pit Desktop.</source>
        <translation>O registro da rodada foi gravado por outra versão do Pit Desktop.</translation>
    </message>
    <message>
        <source>The hand record is of another game.</source>
        <translation>O registro é de outro jogo.</translation>
    </message>
    <message>
        <source>The hand record&apos;s rules are not valid.</source>
        <translation>As regras do registro não são válidas.</translation>
    </message>
    <message>
        <source>The hand record&apos;s deal is not possible.</source>
        <translation>A distribuição do registro não é possível.</translation>
    </message>
    <message>
        <source>The hand record&apos;s moves are not valid.</source>
        <translation>As jogadas do registro não são válidas.</translation>
    </message>
    <message>
        <source>The hand record is damaged at %1.</source>
        <translation>O registro da rodada está danificado em %1.</translation>
    </message>
    <message>
        <source>You hold the Bear: its holder cannot corner.</source>
        <translation>Você segura o Bear: quem o segura não pode dominar.</translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</source>
        <translation>
            <numerusform>Sem domínio: você tem no máximo %n carta de uma commodity; o domínio exige as 9, ou 8 e o Bull.</numerusform>
            <numerusform>Sem domínio: você tem no máximo %n cartas de uma commodity; o domínio exige as 9, ou 8 e o Bull.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9.</source>
        <translation>
            <numerusform>Sem domínio: você tem no máximo %n carta de uma commodity; o domínio exige as 9.</numerusform>
            <numerusform>Sem domínio: você tem no máximo %n cartas de uma commodity; o domínio exige as 9.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer needs at least one card.</source>
        <translation>Uma oferta precisa de pelo menos uma carta.</translation>
    </message>
    <message numerus="yes">
        <source>An offer holds at most 4 cards, not %n.</source>
        <translation>
            <numerusform>Uma oferta tem no máximo 4 cartas, não %n.</numerusform>
            <numerusform>Uma oferta tem no máximo 4 cartas, não %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer holds one commodity only, not %1.</source>
        <translation>Uma oferta tem uma só commodity, não %1.</translation>
    </message>
    <message>
        <source>This game is played without the Bull and the Bear.</source>
        <translation>Este jogo é sem o Bull e o Bear.</translation>
    </message>
    <message>
        <source>The Bear may only go in an offer of 3 or 4 cards.</source>
        <translation>O Bear só pode ir numa oferta de 3 ou 4 cartas.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>Você não tem essas cartas.</translation>
    </message>
    <message>
        <source>You already have an open offer: withdraw it first.</source>
        <translation>Você já tem uma oferta aberta: retire-a primeiro.</translation>
    </message>
    <message>
        <source>You have no open offer to withdraw.</source>
        <translation>Você não tem oferta aberta para retirar.</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Essa oferta já era: alguém negociou antes, ou ela foi retirada.</translation>
    </message>
    <message>
        <source>You cannot trade with your own offer.</source>
        <translation>Você não pode negociar com sua própria oferta.</translation>
    </message>
    <message numerus="yes">
        <source>That offer holds %n card(s): hand over exactly as many.</source>
        <translation>
            <numerusform>Essa oferta tem %n carta: entregue exatamente uma.</numerusform>
            <numerusform>Essa oferta tem %n cartas: entregue exatamente a mesma quantidade.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sorting time is not over yet.</source>
        <translation>O tempo para organizar ainda não acabou.</translation>
    </message>
    <message>
        <source>That deal is not one the rules could give.</source>
        <translation>Essa distribuição não é possível pelas regras.</translation>
    </message>
    <message>
        <source>That cannot be done at this point of the hand.</source>
        <translation>Isso não pode ser feito neste momento da rodada.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>Não há esse jogador nesta mesa.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>As regras não permitem isso agora.</translation>
    </message>
    <message numerus="yes">
        <source>You lose %n point(s).</source>
        <translation>
            <numerusform>Você perde %n ponto.</numerusform>
            <numerusform>Você perde %n pontos.</numerusform>
        </translation>
    </message>
    <message>
        <source>another player</source>
        <translation>outro jogador</translation>
    </message>
    <message numerus="yes">
        <source>You gave %1 to %2 %n time(s), and %2 cornered it.</source>
        <translation>
            <numerusform>Você deu %1 a %2 %n vez, e %2 dominou o mercado.</numerusform>
            <numerusform>Você deu %1 a %2 %n vezes, e %2 dominou o mercado.</numerusform>
        </translation>
    </message>
    <message>
        <source>You kept the Bear for %1 s and lost %2: pass it on early.</source>
        <translation>Você ficou com o Bear por %1 s e perdeu %2: passe-o adiante logo.</translation>
    </message>
    <message>
        <source>You held your corner for %1 s before ringing: ring at once.</source>
        <translation>Você teve o domínio por %1 s antes de tocar: toque na hora.</translation>
    </message>
    <message>
        <source>You held a corner for %1 s without ringing; %2 cornered instead.</source>
        <translation>Você teve o domínio por %1 s sem tocar; %2 dominou o mercado antes.</translation>
    </message>
    <message numerus="yes">
        <source>You switched from %1 to %2 after %n trade(s), and did not corner.</source>
        <translation>
            <numerusform>Você trocou %1 por %2 após %n troca, e não dominou o mercado.</numerusform>
            <numerusform>Você trocou %1 por %2 após %n trocas, e não dominou o mercado.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rang %n time(s) without a corner.</source>
        <translation>
            <numerusform>Você tocou %n vez sem ter o domínio.</numerusform>
            <numerusform>Você tocou %n vezes sem ter o domínio.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson this version cannot show.</source>
        <translation>Uma lição que esta versão não consegue mostrar.</translation>
    </message>
    <message numerus="yes">
        <source>You lowered your offer of %n card(s)</source>
        <translation>
            <numerusform>Você reduz sua oferta de %n carta</numerusform>
            <numerusform>Você reduz sua oferta de %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowered an offer of %n card(s)</source>
        <translation>
            <numerusform>%1 reduz uma oferta de %n carta</numerusform>
            <numerusform>%1 reduz uma oferta de %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>Sua oferta de %n carta expira</numerusform>
            <numerusform>Sua oferta de %n cartas expira</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>A oferta de %n carta de %1 expira</numerusform>
            <numerusform>A oferta de %n cartas de %1 expira</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>An offer of %1</source>
        <translation>Uma oferta de %1</translation>
    </message>
    <message>
        <source>A trade of %1</source>
        <translation>Uma troca de %1</translation>
    </message>
    <message>
        <source>A withdrawal</source>
        <translation>Uma retirada</translation>
    </message>
    <message>
        <source>The bell</source>
        <translation>O sino</translation>
    </message>
    <message>
        <source>The dealer&apos;s bell</source>
        <translation>O sino do dealer</translation>
    </message>
    <message>
        <source>%1 (%2) refused: %3</source>
        <translation>%1 (%2) recusada: %3</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Próxima rodada</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>%1 deals this hand</source>
        <translation>%1 distribui esta rodada</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, dealer</translation>
    </message>
</context>
<context>
    <name>ShellKeeper</name>
    <message>
        <source>Resume the game?</source>
        <translation>Retomar a partida?</translation>
    </message>
    <message>
        <source>A hand that was being played when the game stopped goes on where it stopped.</source>
        <translation>Uma rodada que estava sendo jogada quando a partida parou continua de onde parou.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Retomar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
    <message>
        <source>you</source>
        <translation>você</translation>
    </message>
    <message>
        <source>Resume the game — hand {hand}; {scores}?</source>
        <translation>Retomar a partida — rodada {hand}; {scores}?</translation>
    </message>
    <message>
        <source>Hand {hand} goes on where it stopped.</source>
        <translation>A rodada {hand} continua de onde parou.</translation>
    </message>
    <message>
        <source>Hand {hand} is dealt again with the same cards: this save does not say how it was played.</source>
        <translation>A rodada {hand} é distribuída de novo com as mesmas cartas: este salvamento não diz como ela foi jogada.</translation>
    </message>
    <message>
        <source>Hand {hand} of the saved game could not be restored, so it is dealt anew.</source>
        <translation>Não foi possível restaurar a rodada {hand} da partida salva, então ela é embaralhada e distribuída de novo.</translation>
    </message>
    <message>
        <source>Another Pit Desktop is running, so this one will not keep its game or statistics. You can play here; the other copy keeps its own.</source>
        <translation>Outro Pit Desktop já está aberto, então este não vai guardar a partida nem as estatísticas. Você pode jogar aqui; a outra cópia guarda as dela.</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Pit Desktop</source>
        <translation>foi salva por uma versão mais nova do Pit Desktop</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>não pode ser lida</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>está danificada</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {reason}. It was kept as {file}. A new game starts.</source>
        <translation>Não foi possível retomar a partida salva: {reason}. Ela foi guardada como {file}. Uma nova partida começa.</translation>
    </message>
    <message>
        <source>The game cannot be saved to {file}: {why}</source>
        <translation>Não é possível salvar a partida em {file}: {why}</translation>
    </message>
</context>
<context>
    <name>ShellWindow</name>
    <message>
        <source>Some saved settings were unreadable and were reset to their defaults: %1.</source>
        <translation>Algumas configurações salvas estavam ilegíveis e voltaram ao padrão: %1.</translation>
    </message>
    <message>
        <source>Settings cannot be saved to {place}: your choices will not be kept after you quit.</source>
        <translation>Não é possível salvar as configurações em {place}: suas escolhas serão perdidas ao sair.</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>som</translation>
    </message>
    <message>
        <source>pause when away</source>
        <translation>pausa ao sair</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>tamanho da janela</translation>
    </message>
    <message>
        <source>last folder</source>
        <translation>última pasta</translation>
    </message>
    <message>
        <source>left-handed layout</source>
        <translation>layout para canhotos</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>tamanho das cartas</translation>
    </message>
    <message>
        <source>Sound off (M turns it back on).</source>
        <translation>Som desligado (M liga de novo).</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Som ligado.</translation>
    </message>
    <message>
        <source>No sound: no sound server is running. Sound comes on when one starts.</source>
        <translation>Sem som: nenhum servidor de som está rodando. O som volta assim que um for iniciado.</translation>
    </message>
    <message>
        <source>Sound stopped: the sound server went away. Sound comes back when it does.</source>
        <translation>O som parou: o servidor de som saiu do ar. O som volta quando o servidor voltar.</translation>
    </message>
    <message>
        <source>Sound is on: a sound server has started.</source>
        <translation>O som está ligado: um servidor de som foi iniciado.</translation>
    </message>
    <message>
        <source>Sound is back.</source>
        <translation>O som voltou.</translation>
    </message>
    <message>
        <source>No sound: the audio libraries this computer needs for sound are missing.</source>
        <translation>Sem som: faltam neste computador as bibliotecas de áudio de que o som precisa.</translation>
    </message>
    <message>
        <source>No sound: the game&apos;s sound player does not work on this computer.</source>
        <translation>Sem som: o reprodutor de som do jogo não funciona neste computador.</translation>
    </message>
    <message>
        <source>There is no game in progress to pause.</source>
        <translation>Não há partida em andamento para pausar.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>A partida continua.</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regra %1</translation>
    </message>
</context>
<context>
    <name>Shouts</name>
    <message>
        <source>One</source>
        <translation>Uma</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Duas</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Três</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quatro</translation>
    </message>
    <message>
        <source>%1! %1! %1!</source>
        <translation>%1! %1! %1!</translation>
    </message>
    <message>
        <source>%1! %1!</source>
        <translation>%1! %1!</translation>
    </message>
    <message>
        <source>%1!</source>
        <translation>%1!</translation>
    </message>
    <message numerus="yes">
        <source>%n finger(s) up</source>
        <translation>
            <numerusform>%n dedo levantado</numerusform>
            <numerusform>%n dedos levantados</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>In play</source>
        <translation>Em jogo</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Placar</translation>
    </message>
    <message numerus="yes">
        <source>First to %n point(s) wins</source>
        <translation>
            <numerusform>Vence quem chegar primeiro a %n ponto</numerusform>
            <numerusform>Vence quem chegar primeiro a %n pontos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Some kept games or hands could not be read and are left out.</source>
        <translation>Algumas partidas ou rodadas guardadas não puderam ser lidas e ficaram de fora.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message numerus="yes">
        <source>Games played: %n.</source>
        <translation>
            <numerusform>Partidas jogadas: %n.</numerusform>
            <numerusform>Partidas jogadas: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands played: %n.</source>
        <translation>
            <numerusform>Rodadas jogadas: %n.</numerusform>
            <numerusform>Rodadas jogadas: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Dicas pedidas: {hints}, em {hands} das mãos.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Commodity</source>
        <translation>Commodity</translation>
    </message>
    <message>
        <source>Your corners</source>
        <translation>Seus domínios</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Exportar para CSV…</translation>
    </message>
    <message>
        <source>Corner a commodity to see this.</source>
        <translation>Domine o mercado de uma mercadoria para ver isto.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message numerus="yes">
        <source>Games finished (someone reached the target score): %n.</source>
        <translation>
            <numerusform>Partidas terminadas (alguém atingiu a pontuação-alvo): %n.</numerusform>
            <numerusform>Partidas terminadas (alguém atingiu a pontuação-alvo): %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points you gain or lose in a hand, on average: {points}.</source>
        <translation>Pontos que você ganha ou perde numa rodada, em média: {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bull at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Ter o Bull quando outro dominou custou {points} pontos a você em %n rodada.</numerusform>
            <numerusform>Ter o Bull quando outro dominou custou {points} pontos a você em %n rodadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bear at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Ter a Bear quando outro dominou custou {points} pontos a você em %n rodada.</numerusform>
            <numerusform>Ter a Bear quando outro dominou custou {points} pontos a você em %n rodadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bots&apos; level</source>
        <translation>Nível dos bots</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Você venceu</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>Com que frequência</translation>
    </message>
    <message>
        <source>Likely range</source>
        <translation>Faixa provável</translation>
    </message>
    <message>
        <source>The true figure lies in this range 19 times in 20; it narrows as you play more games.</source>
        <translation>O número real fica nesta faixa 19 vezes em 20; ela se estreita conforme você joga mais partidas.</translation>
    </message>
    <message>
        <source>Kind of corner</source>
        <translation>Tipo de domínio</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quantos</translation>
    </message>
    <message>
        <source>How often you win, by the bots&apos; level and pace</source>
        <translation>Com que frequência você vence, por nível e ritmo dos bots</translation>
    </message>
    <message>
        <source>Finish a game to see how often you win.</source>
        <translation>Termine uma partida para ver com que frequência você vence.</translation>
    </message>
    <message>
        <source>A bar is how often you won; the thin line over it, the range the true figure likely lies in; the dashed line, an even share (one game in three at a table of three).</source>
        <translation>Uma barra é com que frequência você venceu; a linha fina sobre ela, a faixa em que o número real provavelmente está; a linha tracejada, uma parte justa (uma partida em três numa mesa de três).</translation>
    </message>
    <message>
        <source>Your last hands</source>
        <translation>Suas últimas rodadas</translation>
    </message>
    <message>
        <source>Play a hand to see this.</source>
        <translation>Jogue uma rodada para ver isto.</translation>
    </message>
    <message numerus="yes">
        <source>The points each of your last %n hand(s) gained or cost you, the latest on the right.</source>
        <translation>
            <numerusform>Os pontos que sua última rodada (%n) lhe deu ou custou.</numerusform>
            <numerusform>Os pontos que cada uma das suas últimas %n rodadas lhe deu ou custou, a mais recente à direita.</numerusform>
        </translation>
    </message>
    <message>
        <source>How you rate against the bots</source>
        <translation>Como você se classifica diante dos bots</translation>
    </message>
    <message numerus="yes">
        <source>Finish %n more game(s) to see how you rate against the bots.</source>
        <translation>
            <numerusform>Termine mais %n partida para ver como você se classifica diante dos bots.</numerusform>
            <numerusform>Termine mais %n partidas para ver como você se classifica diante dos bots.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating rises when you finish a game ahead of the bots and falls when they finish ahead of you. It is a careful estimate: it starts at 0 for everyone and climbs as the game grows surer of how you play. The dashed lines are the bots&apos; levels on the same scale.</source>
        <translation>Sua classificação sobe quando você termina uma partida à frente dos bots e cai quando eles terminam à sua frente. É uma estimativa cautelosa: começa em 0 para todos e sobe conforme o jogo fica mais seguro de como você joga. As linhas tracejadas são os níveis dos bots na mesma escala.</translation>
    </message>
    <message>
        <source>You rate above: {levels}.</source>
        <translation>Você está acima de: {levels}.</translation>
    </message>
    <message>
        <source>You rate below or level with: {levels}.</source>
        <translation>Você está abaixo ou no mesmo nível de: {levels}.</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Exportar as estatísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export to {file}: {why}</source>
        <translation>Não foi possível exportar para {file}: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) exported to {file}.</source>
        <translation>
            <numerusform>%n rodada exportada para {file}.</numerusform>
            <numerusform>%n rodadas exportadas para {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>The hand is over: press Next hand to deal again.</source>
        <translation>A rodada acabou: aperte Próxima rodada para distribuir de novo.</translation>
    </message>
    <message>
        <source>The game is over: Ctrl+N starts a new one.</source>
        <translation>O jogo acabou: Ctrl+N começa um novo.</translation>
    </message>
</context>
<context>
    <name>TradeLog</name>
    <message>
        <source>Trading pit log</source>
        <translation>Registro do pregão</translation>
    </message>
    <message>
        <source>Your trades this hand</source>
        <translation>Suas trocas nesta rodada</translation>
    </message>
    <message>
        <source>Trading pit</source>
        <translation>Pregão</translation>
    </message>
    <message>
        <source>Your trades</source>
        <translation>Suas trocas</translation>
    </message>
</context>
<context>
    <name>TradingFloor</name>
    <message>
        <source>Withdraw offer</source>
        <translation>Retirar oferta</translation>
    </message>
    <message>
        <source>Your offer: %1</source>
        <translation>Sua oferta: %1</translation>
    </message>
    <message>
        <source>Trading floor, your offer: %1</source>
        <translation>Pregão, sua oferta: %1</translation>
    </message>
    <message>
        <source>Drag 1–4 cards of one commodity here to offer them</source>
        <translation>Arraste para cá de 1 a 4 cartas da mesma mercadoria para fazer uma oferta</translation>
    </message>
    <message>
        <source>Trading floor, no offer of yours</source>
        <translation>Pregão, nenhuma oferta sua</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Modern (8 commodities)</source>
        <translation>Moderna (8 commodities)</translation>
    </message>
    <message>
        <source>Classic (7 commodities)</source>
        <translation>Clássica (7 commodities)</translation>
    </message>
    <message>
        <source>Edition:</source>
        <translation>Edição:</translation>
    </message>
    <message>
        <source>Play with the Bull and the Bear</source>
        <translation>Jogar com o Bull e o Bear</translation>
    </message>
    <message>
        <source>Short game (first to 250 instead of 500)</source>
        <translation>Jogo curto (até 250 em vez de 500)</translation>
    </message>
    <message>
        <source>The Bear only in offers of 3 or 4 cards</source>
        <translation>O Bear só em ofertas de 3 ou 4 cartas</translation>
    </message>
    <message>
        <source>A false corner claim costs 20 points</source>
        <translation>Anunciar um domínio falso custa 20 pontos</translation>
    </message>
    <message>
        <source>Sorting time:</source>
        <translation>Tempo para organizar:</translation>
    </message>
    <message>
        <source>Time to sort your cards before the bell opens the market</source>
        <translation>Tempo para organizar suas cartas antes de o sino abrir o mercado</translation>
    </message>
    <message>
        <source>The silent treatment: hand signals instead of shouted counts</source>
        <translation>Modo silencioso: sinais com a mão em vez de gritar a quantidade</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>(%1–%2 s)</source>
        <translation>(%1–%2 s)</translation>
    </message>
</context>
<context>
    <name>WindowDialogs</name>
    <message>
        <source>Save the hand record</source>
        <translation>Salvar o registro da rodada</translation>
    </message>
    <message>
        <source>Pit hand records (*.json)</source>
        <translation>Registros de rodadas do Pit (*.json)</translation>
    </message>
</context>
<context>
    <name>WindowLayout</name>
    <message>
        <source>Offer</source>
        <translation>Ofertar</translation>
    </message>
    <message>
        <source>Offer the selected cards (O)</source>
        <translation>Oferecer as cartas selecionadas (O)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Withdraw your offer (W)</source>
        <translation>Retirar sua oferta (W)</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Distribuir um novo jogo</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Distribuir a próxima &amp;rodada</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Salvar o registro da última rodada…</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>Ri&amp;tmo</translation>
    </message>
    <message>
        <source>&amp;Trade</source>
        <translation>&amp;Negociar</translation>
    </message>
    <message>
        <source>&amp;Offer the selected cards</source>
        <translation>&amp;Oferecer as cartas selecionadas</translation>
    </message>
    <message>
        <source>&amp;Withdraw your offer</source>
        <translation>Re&amp;tirar sua oferta</translation>
    </message>
    <message>
        <source>Clear the &amp;selection</source>
        <translation>Limpar a &amp;seleção</translation>
    </message>
    <message>
        <source>Ring the &amp;bell (claim a corner)</source>
        <translation>Bater o &amp;sino (anunciar domínio)</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pit…</source>
        <translation>&amp;Aprender a jogar Pit…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Abrir registro de rodada…</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Histórico de rodadas…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <source>The &amp;coach&apos;s lessons after each hand</source>
        <translation>Lições do &amp;treinador após cada rodada</translation>
    </message>
</context>
<context>
    <name>WindowRecords</name>
    <message>
        <source>Open a hand record</source>
        <translation>Abrir um registro de rodada</translation>
    </message>
    <message>
        <source>Hand records of Pit and Pitch (*.json);;All files (*)</source>
        <translation>Registros de rodadas do Pit e do Pitch (*.json);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Examinar:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Arquivos do tipo:</translation>
    </message>
    <message>
        <source>It could not be read: %1</source>
        <translation>Não foi possível ler: %1</translation>
    </message>
    <message>
        <source>Pit Desktop cannot replay {file}.</source>
        <translation>O Pit Desktop não consegue reproduzir {file}.</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>Statistics and hand history are not kept in this window.</source>
        <translation>Esta janela não guarda estatísticas nem histórico de rodadas.</translation>
    </message>
</context>
</TS>
