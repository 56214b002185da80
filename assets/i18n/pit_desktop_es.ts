<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>Auto</name>
    <message>
        <source>Auto starts at {level}, {pace} and moves the bots after each hand toward your fair share.</source>
        <translation>Auto empieza en {level}, {pace} y ajusta los bots tras cada mano hacia tu parte justa.</translation>
    </message>
    <message>
        <source>Auto: the bots start at {level}, {pace}.</source>
        <translation>Auto: los bots empiezan en {level}, {pace}.</translation>
    </message>
    <message>
        <source>{level} · Auto</source>
        <translation>{level} · Auto</translation>
    </message>
    <message>
        <source>Auto sets the pace</source>
        <translation>Auto elige el ritmo</translation>
    </message>
</context>
<context>
    <name>BellButton</name>
    <message>
        <source>Corner!</source>
        <translation>¡Esquina!</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner (B)</source>
        <translation>Toca la campana para cantar esquina (B)</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner</source>
        <translation>Toca la campana para cantar esquina</translation>
    </message>
    <message>
        <source>You hold a corner: ring the bell!</source>
        <translation>¡Tienes una esquina: toca la campana!</translation>
    </message>
</context>
<context>
    <name>CardDropTarget</name>
    <message>
        <source>That drop holds no cards from your hand.</source>
        <translation>Eso que soltaste no son cartas de tu mano.</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>the file or its folder is not there.</source>
        <translation>el archivo o su carpeta no existe.</translation>
    </message>
    <message>
        <source>Pit Desktop may not use that file or folder.</source>
        <translation>Pit Desktop no tiene permiso para usar ese archivo o carpeta.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>a file is in the way.</source>
        <translation>hay un archivo en medio.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>el disco está lleno.</translation>
    </message>
    <message>
        <source>the system refused it.</source>
        <translation>el sistema lo rechazó.</translation>
    </message>
</context>
<context>
    <name>FrameMenus</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Partida &amp;nueva…</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>&amp;Silenciar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>Sa&amp;lir</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Stop the clock and the bots; P again to go on</source>
        <translation>Detiene el reloj y los bots; P de nuevo para seguir</translation>
    </message>
    <message>
        <source>Pause when the window is &amp;away</source>
        <translation>Pausar cuando la ventana esté &amp;ausente</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Teclas</translation>
    </message>
    <message>
        <source>&amp;About Pit Desktop</source>
        <translation>&amp;Acerca de Pit Desktop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Reducir el &amp;movimiento</translation>
    </message>
    <message>
        <source>Cards, offers and the bell hold still</source>
        <translation>Las cartas, las ofertas y la campana no se mueven</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Apariencia</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>Como el &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Tamaño de las cartas</translation>
    </message>
    <message>
        <source>&amp;Left-handed layout</source>
        <translation>Disposición para &amp;zurdos</translation>
    </message>
    <message>
        <source>The side panel and the buttons on the left</source>
        <translation>El panel lateral y los botones a la izquierda</translation>
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
        <translation>Pit — comercio de mercancías, de 3 a 8 jugadores</translation>
    </message>
    <message>
        <source>Pitch — trick-taking: the Auction or the Money Game</source>
        <translation>Pitch — de bazas: el juego de subasta o el juego de dinero</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Jugar a</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The market opens again in a moment: look at your hand first.</source>
        <translation>El mercado vuelve a abrir en un momento: mira primero tu mano.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Una mano se puede guardar cuando termina.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>la mano no se puede escribir.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>No se pudo guardar el registro de la mano: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Mano %1 guardada en %2</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Empieza antes una partida nueva.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read now.</source>
        <translation>Las estadísticas de {file} no se pueden leer ahora.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; it was kept as {file} and a new one started.</source>
        <translation>El archivo de estadísticas estaba dañado; se conservó como {file} y se empezó uno nuevo.</translation>
    </message>
    <message>
        <source>The statistics in {file} are from a newer Pit Desktop: left alone, not counted.</source>
        <translation>Las estadísticas de {file} son de un Pit Desktop más reciente: no se tocan ni se cuentan.</translation>
    </message>
    <message>
        <source>The statistics in {file} are busy in another Pit Desktop: this hand is not counted.</source>
        <translation>Las estadísticas de {file} están en uso por otro Pit Desktop: esta mano no se cuenta.</translation>
    </message>
    <message>
        <source>The statistics in {file} cannot be read or written: this game is not counted.</source>
        <translation>Las estadísticas de {file} no se pueden leer ni escribir: esta partida no se cuenta.</translation>
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
        <translation>%1, %2 puntos</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n selected</source>
        <translation>
            <numerusform>%1, %n seleccionada</numerusform>
            <numerusform>%1, %n seleccionadas</numerusform>
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
        <translation>Repetición de la mano {hand}</translation>
    </message>
    <message>
        <source>Trade log</source>
        <translation>Registro de intercambios</translation>
    </message>
    <message>
        <source>The coach&apos;s lessons</source>
        <translation>Las lecciones del entrenador</translation>
    </message>
    <message>
        <source>◀ Step back</source>
        <translation>◀ Paso atrás</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Reproducir</translation>
    </message>
    <message>
        <source>Step forward ▶</source>
        <translation>Paso adelante ▶</translation>
    </message>
    <message>
        <source>{speed}× speed</source>
        <translation>velocidad {speed}×</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>ofrece %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>ofrecida</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n card(s) of {name}.</source>
        <translation>
            <numerusform>Solo tienes %n carta de {name}.</numerusform>
            <numerusform>Solo tienes %n cartas de {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, {points} points</source>
        <translation>{name}, {points} puntos</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, seleccionada</translation>
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
        <translation>ninguna carta</translation>
    </message>
    <message>
        <source>{card}. Your hand: {hand}</source>
        <translation>{card}. Tu mano: {hand}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hin&amp;t: what would the bots do?</source>
        <translation>Pis&amp;ta: ¿qué harían los bots?</translation>
    </message>
    <message>
        <source>No hint now: no hand is being played.</source>
        <translation>Ahora no hay pista: no se está jugando ninguna mano.</translation>
    </message>
    <message>
        <source>Sort your cards: collect %1, your biggest group (%2 cards), when the market opens.</source>
        <translation>Ordena tus cartas: junta %1, tu grupo más grande (%2 cartas), cuando abra el mercado.</translation>
    </message>
    <message>
        <source>Ring the bell: you hold a corner in %1.</source>
        <translation>Toca la campana: tienes una esquina de %1.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3.</source>
        <translation>Acepta la oferta de %1 con tus %2: juntas %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3, and %1 seems to be giving %3 away.</source>
        <translation>Acepta la oferta de %1 con tus %2: juntas %3, y %1 parece estar soltando %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: pass the Bear on; holding it you cannot corner, and it costs 20.</source>
        <translation>Acepta la oferta de %1 con tus %2: pasa el Oso; con él no puedes cantar esquina, y cuesta 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3 and no one is feeding you %2.</source>
        <translation>Ofrece tus %1: juntas %3 y nadie te está dando %2.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3, and %2 is what you want least.</source>
        <translation>Ofrece tus %1: juntas %3, y %2 es lo que menos quieres.</translation>
    </message>
    <message>
        <source>Offer your %1: be rid of the Bear; holding it you cannot corner, and it costs 20.</source>
        <translation>Ofrece tus %1: deshazte del Oso; con él no puedes cantar esquina, y cuesta 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you are far from a corner in %3, and the Bull costs 20 if another corners.</source>
        <translation>Ofrece tus %1: estás lejos de una esquina de %3, y el Toro cuesta 20 si otro canta esquina.</translation>
    </message>
    <message>
        <source>Withdraw your offer: no one has taken it in %1 s; offer fewer cards.</source>
        <translation>Retira tu oferta: nadie la ha aceptado en %1 s; ofrece menos cartas.</translation>
    </message>
    <message>
        <source>Wait: your offer has been up %1 s; give it a little longer.</source>
        <translation>Espera: tu oferta lleva %1 s; dale un poco más.</translation>
    </message>
    <message>
        <source>Wait for an offer you can pay: you collect %1.</source>
        <translation>Espera una oferta que puedas pagar: juntas %1.</translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <translation>Pista (%1): %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Historial de manos</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Repetir</translation>
    </message>
    <message>
        <source>No hands kept yet: play a hand and it appears here.</source>
        <translation>Aún no hay manos guardadas: juega una mano y aparecerá aquí.</translation>
    </message>
    <message numerus="yes">
        <source>%n players, {level} bots, {pace}</source>
        <translation>
            <numerusform>%n jugador, bots {level}, {pace}</numerusform>
            <numerusform>%n jugadores, bots {level}, {pace}</numerusform>
        </translation>
    </message>
    <message>
        <source>No corner</source>
        <translation>Sin esquina</translation>
    </message>
    <message>
        <source>You cornered {commodity} ({kind}): {points:+d}</source>
        <translation>Tuviste una esquina en {commodity} ({kind}): {points:+d}</translation>
    </message>
    <message>
        <source>{name} cornered {commodity}; you {points:+d}</source>
        <translation>{name} tuvo una esquina en {commodity}; tú {points:+d}</translation>
    </message>
</context>
<context>
    <name>HoldingNote</name>
    <message>
        <source>You hold the Bull and the Bear: no corner while you hold the Bear; −{points} for each at the end.</source>
        <translation>Tienes el Toro y el Oso: sin esquina mientras tengas el Oso; −{points} por cada uno al final.</translation>
    </message>
    <message>
        <source>You hold the Bear: no corner for you, −{points} at the end. Pass it on!</source>
        <translation>Tienes el Oso: no puedes tener esquina y pierdes {points} al final. ¡Pásalo!</translation>
    </message>
    <message>
        <source>You hold the Bull: 8 of a kind and the Bull corner; else −{points}.</source>
        <translation>Tienes el Toro: 8 iguales y el Toro hacen esquina; si no, −{points}.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&lt;h2&gt;How to play Pit&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Cómo se juega al Pit&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each commodity in play has nine cards. &lt;b&gt;Corner&lt;/b&gt; a commodity — hold all nine — and ring the bell to win the hand and score its points (Wheat 100, Barley 85, …).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cada mercancía en juego tiene nueve cartas. Consigue una &lt;b&gt;esquina&lt;/b&gt; en una mercancía —reúne las nueve— y toca la campana para ganar la mano y anotar sus puntos (Trigo 100, Cebada 85, …).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sorting.&lt;/b&gt; After the deal you have time to sort your cards (as long as the sorting time you chose). Then the dealer rings the bell: &lt;i&gt;The market is open!&lt;/i&gt; There are no turns: everyone trades at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ordenar.&lt;/b&gt; Tras el reparto tienes tiempo para ordenar tus cartas (el tiempo para ordenar que elegiste). Luego quien reparte toca la campana: &lt;i&gt;¡El mercado está abierto!&lt;/i&gt; No hay turnos: todos negocian a la vez.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer.&lt;/b&gt; Select 1–4 cards of &lt;i&gt;one&lt;/i&gt; commodity (click them, or double-click a group) and drag them onto the trading floor in the middle, or press &lt;b&gt;O&lt;/b&gt;. Everyone sees only how many you offer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ofertar.&lt;/b&gt; Selecciona de 1 a 4 cartas de &lt;i&gt;una&lt;/i&gt; mercancía (haz clic en ellas o doble clic en un grupo) y arrástralas al parqué del centro, o pulsa &lt;b&gt;O&lt;/b&gt;. Los demás solo ven cuántas ofreces.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Trade.&lt;/b&gt; Drop the same number of your own cards on another player&apos;s offer (or select them and click the offer). You swap blind: you learn what you got when it arrives (it glows in your hand).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Intercambiar.&lt;/b&gt; Suelta el mismo número de cartas tuyas sobre la oferta de otro jugador (o selecciónalas y haz clic en la oferta). El cambio es a ciegas: sabrás qué recibiste cuando llegue (brilla en tu mano).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bell.&lt;/b&gt; When you hold all nine of a commodity, press the bell (or &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La campana.&lt;/b&gt; Cuando tengas las nueve cartas de una mercancía, pulsa la campana (o &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bull and Bear.&lt;/b&gt; The Bull is wild: 8 of a commodity plus the Bull is a Bull Corner; all 9 plus the Bull scores double. Whoever holds the Bear cannot corner. When someone corners, every other holder of the Bull or the Bear loses 20 points for each. Pass them on fast, inside offers of one commodity.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;El Toro y el Oso.&lt;/b&gt; El Toro es comodín: 8 cartas de una mercancía más el Toro son una esquina con Toro; las 9 más el Toro puntúan el doble. Quien tiene el Oso no puede hacer esquina. Cuando alguien hace esquina, cualquier otro jugador que tenga el Toro o el Oso pierde 20 puntos por cada uno. Pásalos rápido, dentro de ofertas de una sola mercancía.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first player to reach the target score (500, or 250 in a short game) wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Gana el primer jugador que llegue a la puntuación objetivo (500, o 250 en una partida corta).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bots.&lt;/b&gt; They match your speed: they take about as long as you do to take an offer, to look at the cards they get and to ring the bell. The game measures you as you play and remembers it for the next game. Your level decides how well they play, and the pace makes them a step slower or quicker. Game → Bots match my speed turns it off, for the levels&apos; fixed speeds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Los bots.&lt;/b&gt; Igualan tu velocidad: tardan más o menos lo mismo que tú en aceptar una oferta, en mirar las cartas que reciben y en tocar la campana. El juego te mide mientras juegas y lo recuerda para la siguiente partida. El nivel decide lo bien que juegan, y el ritmo los hace un paso más lentos o más rápidos. Partida → Los bots igualan mi velocidad lo desactiva, para las velocidades fijas de los niveles.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, the fast and noisy commodity-trading card game, against bots.&lt;/p&gt;&lt;p&gt;Corner the market, ring the bell!&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, el juego de cartas rápido y ruidoso de comerciar mercancías, contra bots.&lt;/p&gt;&lt;p&gt;¡Acapara el mercado y toca la campana!&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pit Desktop</source>
        <translation>Acerca de Pit Desktop</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <translation>Izquierda / Derecha</translation>
    </message>
    <message>
        <source>move among your cards</source>
        <translation>moverse entre tus cartas</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Arriba / Abajo</translation>
    </message>
    <message>
        <source>move among your commodities</source>
        <translation>moverse entre tus mercancías</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Espacio / Intro</translation>
    </message>
    <message>
        <source>select or put back the card</source>
        <translation>seleccionar o devolver la carta</translation>
    </message>
    <message>
        <source>1 – 4</source>
        <translation>1 – 4</translation>
    </message>
    <message>
        <source>select that many of the commodity</source>
        <translation>seleccionar esa cantidad de la mercancía</translation>
    </message>
    <message>
        <source>offer the selected cards</source>
        <translation>ofrecer las cartas seleccionadas</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>walk the other players&apos; offers</source>
        <translation>recorrer las ofertas de los demás</translation>
    </message>
    <message>
        <source>Enter on an offer</source>
        <translation>Enter en una oferta</translation>
    </message>
    <message>
        <source>trade your selection for it</source>
        <translation>cambiar tu selección por ella</translation>
    </message>
    <message>
        <source>withdraw your offer</source>
        <translation>retirar tu oferta</translation>
    </message>
    <message>
        <source>ring the bell (claim a corner)</source>
        <translation>tocar la campana (reclamar una esquina)</translation>
    </message>
    <message>
        <source>a hint: what a bot of the bots&apos; level would do now, and why</source>
        <translation>una pista: qué haría ahora un bot del nivel de los bots, y por qué</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>vaciar la selección</translation>
    </message>
    <message>
        <source>pause the game, or go on</source>
        <translation>pausar la partida, o seguir</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nueva partida</translation>
    </message>
    <message>
        <source>deal the next hand</source>
        <translation>repartir la siguiente mano</translation>
    </message>
    <message>
        <source>save the last hand&apos;s record</source>
        <translation>guardar el registro de la última mano</translation>
    </message>
    <message>
        <source>open a hand record</source>
        <translation>abrir un registro de mano</translation>
    </message>
    <message>
        <source>hand history</source>
        <translation>historial de manos</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>estadísticas</translation>
    </message>
    <message>
        <source>mute</source>
        <translation>silenciar</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>cómo se juega</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>salir</translation>
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
        <translation>¿Abandonar la partida en curso?</translation>
    </message>
    <message>
        <source>Quit now? Your game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>¿Salir ahora? Tu partida se guarda, con las cartas de la mano en juego, y podrás reanudarla la próxima vez.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>¿Cambiar a %1 ahora? Tu partida de %2 se guarda, con las cartas de la mano en juego, y puedes reanudarla la próxima vez.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game in progress will be abandoned.</source>
        <translation>¿Cambiar a %1 ahora? Se abandonará tu partida de %2 en curso.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Switch games</source>
        <translation>Cambiar de juego</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>¿Abandonar la partida?</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — paso %2 de %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Play a real game…</source>
        <translation>Jugar una partida de verdad…</translation>
    </message>
    <message>
        <source>Leave the lesson (Esc)</source>
        <translation>Salir de la lección (Esc)</translation>
    </message>
    <message>
        <source>Start the lesson now? Your game is kept, the hand in play with its cards, and goes on where it stopped when the lesson ends.</source>
        <translation>¿Empezar la lección ahora? Tu partida se guarda, con la mano en juego y sus cartas, y sigue donde se quedó cuando termine la lección.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Aprender a jugar</translation>
    </message>
    <message>
        <source>You left the lesson. A new game is dealt with the options New game shows: Game → New game changes them.</source>
        <translation>Has salido de la lección. Se reparte una partida nueva con las opciones que muestra Partida nueva: Partida → Partida nueva las cambia.</translation>
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
        <translation>Auto ajusta el nivel de los bots y el ritmo paso a paso para que ganes la parte que te corresponde.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The bots now play at the {pace} pace. {what}</source>
        <translation>Los bots juegan ahora a ritmo {pace}. {what}</translation>
    </message>
    <message>
        <source>Welcome to the Pit!</source>
        <translation>¡Bienvenido al Pit!</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>players</source>
        <translation>jugadores</translation>
    </message>
    <message>
        <source>bot levels</source>
        <translation>niveles de los bots</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>ritmo</translation>
    </message>
    <message>
        <source>speed matching</source>
        <translation>igualar la velocidad</translation>
    </message>
    <message>
        <source>your measured speed</source>
        <translation>tu velocidad medida</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>entrenador</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>la oferta de aprender a jugar</translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s). Wait for a taker, or withdraw (W).</source>
        <translation>
            <numerusform>Ofreces %n carta. Espera a alguien que la tome, o retírala (W).</numerusform>
            <numerusform>Ofreces %n cartas. Espera a alguien que las tome, o retíralas (W).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select 1–4 cards of one commodity first (click them).</source>
        <translation>Primero selecciona de 1 a 4 cartas de una mercancía (haz clic en ellas).</translation>
    </message>
    <message>
        <source>Select as many of your cards as the offer holds, then click it.</source>
        <translation>Selecciona tantas cartas como tiene la oferta y haz clic en ella.</translation>
    </message>
    <message>
        <source>You withdrew your offer.</source>
        <translation>Has retirado tu oferta.</translation>
    </message>
    <message>
        <source>To trade with %1, drop your cards on the offer itself.</source>
        <translation>Para intercambiar con %1, suelta tus cartas sobre la oferta.</translation>
    </message>
    <message>
        <source>Sort your cards…</source>
        <translation>Ordena tus cartas…</translation>
    </message>
    <message>
        <source>{owner}&apos;s offer is gone.</source>
        <translation>La oferta de {owner} ya no está.</translation>
    </message>
    <message>
        <source>Sort your cards… %1</source>
        <translation>Ordena tus cartas… %1</translation>
    </message>
    <message>
        <source>Ding!</source>
        <translation>¡Din!</translation>
    </message>
    <message>
        <source>The market opens again… %1</source>
        <translation>El mercado vuelve a abrir… %1</translation>
    </message>
    <message>
        <source>Game → New game (Ctrl+N) to deal.</source>
        <translation>Partida → Partida nueva (Ctrl+N) para repartir.</translation>
    </message>
</context>
<context>
    <name>MarketHint</name>
    <message>
        <source>Start a new game first: Game → New game (Ctrl+N).</source>
        <translation>Empieza antes una partida: Partida → Partida nueva (Ctrl+N).</translation>
    </message>
    <message>
        <source>The market is not open yet: sort your cards until the dealer rings the bell.</source>
        <translation>El mercado aún no está abierto: ordena tus cartas hasta que suene la campana.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Bots match my speed</source>
        <translation>Los bots igualan mi velocidad</translation>
    </message>
    <message>
        <source>&amp;Bots match my speed</source>
        <translation>Los &amp;bots igualan mi velocidad</translation>
    </message>
    <message>
        <source>The bots take about as long as you do to take an offer, to look at the cards they get and to ring the bell: the game measures you as you play, and remembers it. Your level decides how well they play. Off, they play at their levels&apos; fixed speeds.</source>
        <translation>Los bots tardan más o menos lo mismo que tú en aceptar una oferta, en mirar las cartas que reciben y en tocar la campana: el juego te mide mientras juegas y lo recuerda. El nivel decide lo bien que juegan. Desactivado, juegan a la velocidad fija de su nivel.</translation>
    </message>
    <message>
        <source>The bots now match your speed. {what}</source>
        <translation>Ahora los bots igualan tu velocidad. {what}</translation>
    </message>
    <message>
        <source>The bots now play at their levels&apos; fixed speeds.</source>
        <translation>Ahora los bots juegan a la velocidad fija de su nivel.</translation>
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
        <translation>Cebada</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Café</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Maíz</translation>
    </message>
    <message>
        <source>Rye</source>
        <translation>Centeno</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Azúcar</translation>
    </message>
    <message>
        <source>Oats</source>
        <translation>Avena</translation>
    </message>
    <message>
        <source>Soybeans</source>
        <translation>Soja</translation>
    </message>
    <message>
        <source>Oranges</source>
        <translation>Naranjas</translation>
    </message>
    <message>
        <source>Hay</source>
        <translation>Heno</translation>
    </message>
    <message>
        <source>Flax</source>
        <translation>Lino</translation>
    </message>
    <message>
        <source>Bull</source>
        <translation>Toro</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Oso</translation>
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
        <translation>Medio</translation>
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
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Mixed</source>
        <translation>Mezclado</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source> players</source>
        <translation> jugadores</translation>
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
        <translation>Rivales</translation>
    </message>
    <message>
        <source>All bots:</source>
        <translation>Todos los bots:</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Más reglas</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Repartir</translation>
    </message>
    <message numerus="yes">
        <source>This edition has %n commodities, one for each player: at most %n players.</source>
        <translation>
            <numerusform>Esta edición tiene %n mercancía, una por jugador: como máximo %n jugador.</numerusform>
            <numerusform>Esta edición tiene %n mercancías, una por jugador: como máximo %n jugadores.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was cut to %n players.</source>
        <translation>
            <numerusform>La mesa se redujo a %n jugador.</numerusform>
            <numerusform>La mesa se redujo a %n jugadores.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfferSpot</name>
    <message>
        <source>%1 has no offer out: drop your cards on an offer, or on the floor to offer them.</source>
        <translation>%1 no tiene ninguna oferta: suelta tus cartas sobre una oferta, o en el parqué para ofrecerlas.</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Este jugador</translation>
    </message>
    <message>
        <source>Drop as many of your cards here to trade, or select them and click</source>
        <translation>Suelta aquí tantas cartas tuyas para intercambiar, o selecciónalas y haz clic</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) offered by %1</source>
        <translation>
            <numerusform>%n carta ofrecida por %1</numerusform>
            <numerusform>%n cartas ofrecidas por %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No offer from %1</source>
        <translation>Ninguna oferta de %1</translation>
    </message>
    <message>
        <source>Press Enter to trade your selected cards for it</source>
        <translation>Pulsa Enter para cambiarla por tus cartas seleccionadas</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Esa oferta ya no está: alguien la tomó antes, o fue retirada.</translation>
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
        <translation>Normal</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Rápido</translation>
    </message>
    <message>
        <source>The bots take about {percent}% longer over everything. Against Medium bots, a player at human speed wins about twice as often as at Standard.</source>
        <translation>Los bots tardan un {percent}% más en todo. Contra bots de nivel Medio, un jugador a velocidad humana gana unas dos veces más que a ritmo Normal.</translation>
    </message>
    <message>
        <source>The usual pace, at which the levels were measured. At three seats the bots play a little quicker, at five or more a little slower, so each level is about as hard at any table size.</source>
        <translation>El ritmo habitual, con el que se midieron los niveles. Con tres jugadores los bots juegan un poco más rápido, y con cinco o más, un poco más despacio, así que cada nivel es más o menos igual de difícil en cualquier mesa.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over everything. Against Medium bots, a player at human speed wins about half as often as at Standard.</source>
        <translation>Los bots tardan un {percent}% menos en todo. Contra bots de nivel Medio, un jugador a velocidad humana gana más o menos la mitad de veces que a ritmo Normal.</translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>Paused — press P to go on</source>
        <translation>En pausa — pulsa P para seguir</translation>
    </message>
    <message>
        <source>Paused while the window was away — press P to go on</source>
        <translation>En pausa mientras la ventana no estaba — pulsa P para seguir</translation>
    </message>
    <message>
        <source>The game is paused: press P to go on, then try again.</source>
        <translation>La partida está en pausa: pulsa P para seguir y vuelve a intentarlo.</translation>
    </message>
</context>
<context>
    <name>PauseOverlay</name>
    <message>
        <source>Go on (P)</source>
        <translation>Seguir (P)</translation>
    </message>
</context>
<context>
    <name>PitLesson</name>
    <message>
        <source>Learn to play Pit</source>
        <translation>Aprender a jugar al Pit</translation>
    </message>
    <message>
        <source>New to Pit? A short guided hand shows you how to play, one step at a time, against two bots who wait for you. Take it now? It is always in Help → Learn to play Pit.</source>
        <translation>¿Nuevo en el Pit? Una mano guiada y corta te enseña a jugar, paso a paso, contra dos bots que te esperan. ¿La empiezas ahora? Siempre está en Ayuda → Aprender a jugar al Pit.</translation>
    </message>
    <message>
        <source>Offer your two Barley: select them and drag them onto the trading floor.</source>
        <translation>Ofrece tus dos cartas de Cebada: selecciónalas y arrástralas al parqué.</translation>
    </message>
    <message>
        <source>Offer the Bear on its own: select it and drag it onto the floor, or press O.</source>
        <translation>Ofrece el Oso solo: selecciónalo y arrástralo al parqué, o pulsa O.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer this time: select your Corn and drop it on his offer.</source>
        <translation>Esta vez acepta la oferta de Bob: selecciona tu Maíz y suéltalo sobre su oferta.</translation>
    </message>
    <message>
        <source>Not yet: do what this step asks first.</source>
        <translation>Todavía no: primero haz lo que pide este paso.</translation>
    </message>
    <message>
        <source>Pay with your Corn: it is the card you need least.</source>
        <translation>Paga con tu Maíz: es la carta que menos necesitas.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer: select your Corn and drop it on his offer.</source>
        <translation>Acepta la oferta de Bob: selecciona tu Maíz y suéltalo sobre su oferta.</translation>
    </message>
    <message>
        <source>Leave your offer out: a taker is coming.</source>
        <translation>Deja tu oferta puesta: ya viene alguien a aceptarla.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>La lección termina con esta mano: juega una partida de verdad o sal de la lección.</translation>
    </message>
    <message>
        <source>The Bear is no commodity: you cannot collect it. Pick your biggest group.</source>
        <translation>El Oso no es una mercancía: no se puede reunir. Elige tu grupo más grande.</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n of those. Pick the group you hold most of.</source>
        <translation>
            <numerusform>Solo tienes %n de esa. Elige el grupo del que tienes más.</numerusform>
            <numerusform>Solo tienes %n de esas. Elige el grupo del que tienes más.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is your hand, one group of cards per commodity. Each group&apos;s heading names it, says how many you hold and what a corner in it scores: “Wheat ×6 · 100” is six Wheat, worth 100. The side panel lists the commodities in play. The Bear is a special card: more of it later.</source>
        <translation>Esta es tu mano, un grupo de cartas por mercancía. El título de cada grupo la nombra, dice cuántas tienes y cuánto vale una esquina en ella: “Trigo ×6 · 100” son seis de Trigo, que valen 100. El panel lateral muestra las mercancías en juego. El Oso es una carta especial: luego hablamos de él.</translation>
    </message>
    <message>
        <source>You win a hand by holding all nine cards of one commodity: a corner. So choose the commodity to collect: the one you hold most of. Which is it? Click one of its cards.</source>
        <translation>Ganas una mano si tienes las nueve cartas de una mercancía: una esquina. Así que elige la mercancía que vas a reunir: la que más tienes. ¿Cuál es? Haz clic en una de sus cartas.</translation>
    </message>
    <message>
        <source>Right: collect Wheat, and trade away the rest, a few cards of one commodity at a time. Start with your two Barley: double-click them (or click each) to select both.</source>
        <translation>Bien: reúne Trigo y cambia el resto, unas pocas cartas de una misma mercancía cada vez. Empieza por tus dos cartas de Cebada: haz doble clic en ellas (o clic en cada una) para seleccionar las dos.</translation>
    </message>
    <message>
        <source>Now offer them: drag them onto the trading floor in the middle of the table, or press O. The others hear only how many cards you offer: “Two! Two! Two!”</source>
        <translation>Ahora ofrécelas: arrástralas al parqué, en el centro de la mesa, o pulsa O. Los demás solo oyen cuántas cartas ofreces: “¡Dos! ¡Dos! ¡Dos!”</translation>
    </message>
    <message>
        <source>Your offer is out. Nobody knows what is in it, only that it is two cards. Wait: a player who wants to trade two cards will take it.</source>
        <translation>Tu oferta está puesta. Nadie sabe qué hay en ella, solo que son dos cartas. Espera: alguien que quiera cambiar dos cartas la aceptará.</translation>
    </message>
    <message>
        <source>Ann took it, giving you two of her cards, unseen. They were Wheat: they glow green in your hand. Wait: Bob is making an offer…</source>
        <translation>Ann la aceptó y te dio dos de sus cartas, a ciegas. Eran de Trigo: brillan en verde en tu mano. Espera: Bob está haciendo una oferta…</translation>
    </message>
    <message>
        <source>Bob offers one card. Take it: select your Corn, then drag it onto Bob&apos;s offer, or click his offer. You give as many cards as you get.</source>
        <translation>Bob ofrece una carta. Acéptala: selecciona tu Maíz y arrástralo a la oferta de Bob, o haz clic en su oferta. Das tantas cartas como recibes.</translation>
    </message>
    <message>
        <source>Bob&apos;s card was Wheat: you hold all nine! But whoever holds the Bear cannot corner, and it costs 20 points when someone else does. Pass it on: select the Bear and offer it.</source>
        <translation>La carta de Bob era de Trigo: ¡tienes las nueve! Pero quien tiene el Oso no puede hacer esquina, y le cuesta 20 puntos cuando otro la hace. Pásalo: selecciona el Oso y ofrécelo.</translation>
    </message>
    <message>
        <source>An offer of one card, like any other: nobody knows it is the Bear. Wait for a taker…</source>
        <translation>Una oferta de una carta, como cualquier otra: nadie sabe que es el Oso. Espera a que alguien la acepte…</translation>
    </message>
    <message>
        <source>Bob took the Bear. Nine Wheat and no Bear: a corner! Ring the bell before anyone else does: click Corner! or press B. (In a real hand, slip the Bear into an offer of cards you are trading away, so it leaves with them.)</source>
        <translation>Bob se quedó con el Oso. Nueve de Trigo y sin Oso: ¡una esquina! Toca la campana antes que nadie: haz clic en ¡Esquina! o pulsa B. (En una mano real, mete el Oso en una oferta de cartas de las que te deshaces, para que se vaya con ellas.)</translation>
    </message>
    <message>
        <source>You cornered the Wheat: 100 points. Ann held the Bull and Bob the Bear, so each lost 20. The Bull is wild: eight of a kind and the Bull corner too, so keep it if it comes to you. Hands go on until someone has 500 points. Real bots trade fast and wait for no one: watch their offers, and ring as soon as you hold nine. Stuck? H gives a hint; P pauses. Easy bots are best to begin with.</source>
        <translation>Tienes una esquina en Trigo: 100 puntos. Ann tenía el Toro y Bob el Oso, así que cada uno perdió 20. El Toro es comodín: ocho de una mercancía con el Toro también hacen esquina, así que quédatelo si te llega. Las manos siguen hasta que alguien llega a 500 puntos. Los bots de verdad negocian rápido y no esperan a nadie: vigila sus ofertas y toca la campana en cuanto tengas las nueve. ¿Atascado? H da una pista; P pausa. Para empezar, lo mejor son los bots fáciles.</translation>
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
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>The Money Game is settled: you are paid %1</source>
        <translation>El juego de dinero está saldado: cobras %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you pay %1</source>
        <translation>El juego de dinero está saldado: pagas %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you come out even</source>
        <translation>El juego de dinero está saldado: quedas a la par</translation>
    </message>
    <message>
        <source>Average score: %1; 10 cents a point above or below it</source>
        <translation>Puntuación media: %1; 10 centavos por punto por encima o por debajo</translation>
    </message>
    <message>
        <source>You pay %1 %2</source>
        <translation>Pagas a %1 %2</translation>
    </message>
    <message>
        <source>%1 pays you %2</source>
        <translation>%1 te paga %2</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 paga a %2 %3</translation>
    </message>
    <message>
        <source>Nobody pays anybody: everyone comes out even.</source>
        <translation>Nadie paga a nadie: todos quedan a la par.</translation>
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
        <translation>Tiraste a la luna y lo lograste</translation>
    </message>
    <message>
        <source>High: %1, with %2</source>
        <translation>Alta: %1, con %2</translation>
    </message>
    <message>
        <source>Low: %1, with %2</source>
        <translation>Baja: %1, con %2</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Saldar cuentas</translation>
    </message>
    <message>
        <source>%1 shot the moon and made it</source>
        <translation>%1 tiró a la luna y lo logró</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 for points, %4 for moons (%5, %6): %7</source>
        <translation>%1: %2, %3 por los puntos, %4 por las lunas (%5, %6): %7</translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>moons made</comment>
        <translation>
            <numerusform>%n lograda</numerusform>
            <numerusform>%n logradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <comment>moons failed</comment>
        <translation>
            <numerusform>%n fallada</numerusform>
            <numerusform>%n falladas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>You win the game. %1</source>
        <translation>Ganas la partida. %1</translation>
    </message>
    <message>
        <source>%1 wins the game. %2</source>
        <translation>%1 gana la partida. %2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>Jack: %1</source>
        <translation>Jota: %1</translation>
    </message>
    <message>
        <source>Jack: not dealt</source>
        <translation>Jota: no repartida</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Juego: %1</translation>
    </message>
    <message>
        <source>Game: tied</source>
        <translation>Juego: empate</translation>
    </message>
    <message>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1: %2 en esta mano, %3 en total</translation>
    </message>
    <message>
        <source>Target %1: a pitcher who reaches it wins</source>
        <translation>Meta %1: gana quien sale y la alcanza</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message numerus="yes">
        <source>You shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>Tiraste a la luna y fallaste: %n punto ganado</numerusform>
            <numerusform>Tiraste a la luna y fallaste: %n puntos ganados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made your bid of %1, taking %n point(s)</source>
        <translation>
            <numerusform>Cumples tu apuesta de %1 con %n punto</numerusform>
            <numerusform>Cumples tu apuesta de %1 con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are set back %1, taking %n point(s)</source>
        <translation>
            <numerusform>Retrocedes %1: solo %n punto ganado</numerusform>
            <numerusform>Retrocedes %1: solo %n puntos ganados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>%1 tiró a la luna y falló: %n punto ganado</numerusform>
            <numerusform>%1 tiró a la luna y falló: %n puntos ganados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made the bid of %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 cumple su apuesta de %2 con %n punto</numerusform>
            <numerusform>%1 cumple su apuesta de %2 con %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is set back %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 retrocede %2: solo %n punto ganado</numerusform>
            <numerusform>%1 retrocede %2: solo %n puntos ganados</numerusform>
        </translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
</context>
<context>
    <name>PitchHandViewer</name>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Repetición de la mano {hand}</translation>
    </message>
    <message>
        <source>Step of the hand</source>
        <translation>Paso de la mano</translation>
    </message>
    <message>
        <source>Keys: → and ← step forward and back, Home and End go to the deal and the end, Space plays</source>
        <translation>Teclas: → y ← avanzan y retroceden un paso, Inicio y Fin van al reparto y al final, Espacio reproduce</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pto</numerusform>
            <numerusform>%n ptos</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n baza</numerusform>
            <numerusform>%n bazas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchHelp</name>
    <message>
        <source>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Six cards each. In turn from the dealer&apos;s left, everyone speaks once: pass or bid 1 to 4, the points they promise to take; a bid must beat the one before. The dealer speaks last: if everyone else passed, the dealer is stuck with a bid of 2 at least; otherwise the dealer may steal the high bid by bidding the same number (not a 4).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Seis cartas cada uno. Por turno desde la izquierda del repartidor, cada uno habla una vez: pasa o apuesta de 1 a 4, los puntos que promete ganar; una apuesta debe superar a la anterior. El repartidor habla el último: si todos los demás pasaron, está obligado a apostar al menos 2; si no, puede robar la apuesta más alta apostando el mismo número (no un 4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You may also bid 4 at once by pitching a card: it ends the auction and leads that card.&lt;/p&gt;&lt;p&gt;The highest bidder, the pitcher, leads the first card: its suit is trump. Follow the suit led if you can; you may always play a trump instead. The highest trump, or else the highest card of the suit led, takes the trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;También puedes apostar 4 de una vez lanzando una carta: termina la subasta y sale con esa carta.&lt;/p&gt;&lt;p&gt;El que más apuesta, el lanzador, sale con la primera carta: su palo es triunfo. Sigue el palo de salida si puedes; siempre puedes jugar un triunfo en su lugar. El triunfo más alto, o si no la carta más alta del palo de salida, gana la baza.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four points a hand: &lt;b&gt;High&lt;/b&gt; (the highest trump played), &lt;b&gt;Low&lt;/b&gt; (the lowest trump played, to whoever takes its trick), &lt;b&gt;Jack&lt;/b&gt; (the jack of trumps, to whoever takes it) and &lt;b&gt;Game&lt;/b&gt; (the most card points in tricks taken: ten 10, ace 4, king 3, queen 2, jack 1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cuatro puntos por mano: &lt;b&gt;Alta&lt;/b&gt; (el triunfo más alto jugado), &lt;b&gt;Baja&lt;/b&gt; (el triunfo más bajo jugado, para quien gane su baza), &lt;b&gt;Jota&lt;/b&gt; (la jota de triunfo, para quien la gane) y &lt;b&gt;Juego&lt;/b&gt; (la mayor suma de puntos de cartas en bazas ganadas: diez 10, as 4, rey 3, reina 2, jota 1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A pitcher who takes fewer points than the bid is &lt;b&gt;set back&lt;/b&gt; by the bid; scores may go below zero. &lt;b&gt;Only the pitcher can win:&lt;/b&gt; the first to reach the target at the end of a hand they pitched wins, even with fewer points than another player.&lt;/p&gt;&lt;p&gt;The Money Game (a table option) has no target: bids are 2 to 4 or shoot the moon, and at the end each player is paid for the points above the average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un lanzador que gana menos puntos que su apuesta &lt;b&gt;retrocede&lt;/b&gt; lo apostado; las puntuaciones pueden quedar bajo cero. &lt;b&gt;Solo el lanzador puede ganar:&lt;/b&gt; gana el primero que alcanza el objetivo al final de una mano en la que lanzó, aunque tenga menos puntos que otro jugador.&lt;/p&gt;&lt;p&gt;El Juego por dinero (una opción de la mesa) no tiene objetivo: se apuesta de 2 a 4 o se tira a la luna, y al final cada jugador cobra por los puntos sobre la media.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Money Game ends when you settle up between hands (Game → Settle up, or the button beside Next hand): each player is paid 10 cents a point above the average score, or pays 10 cents a point below it, and a dollar from every other player for each moon made (or pays them a dollar for each moon missed). The final panel says who pays whom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El juego de dinero termina cuando saldas cuentas entre manos (Partida → Saldar cuentas, o el botón junto a Siguiente mano): cada jugador cobra 10 centavos por punto por encima de la puntuación media, o paga 10 centavos por punto por debajo, y un dólar de cada otro jugador por cada luna lograda (o le paga un dólar por cada luna fallada). El panel final dice quién paga a quién.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: &lt;b&gt;0&lt;/b&gt; pass, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; bid, &lt;b&gt;5&lt;/b&gt; shoot the moon (the Money Game), &lt;b&gt;L&lt;/b&gt; the last trick, &lt;b&gt;P&lt;/b&gt; pause. Play a card by double-clicking it, dragging it to the trick, or Enter. Hover over a dimmed card to see why it cannot be played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Teclas: &lt;b&gt;0&lt;/b&gt; pasar, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; apostar, &lt;b&gt;5&lt;/b&gt; tirar a la luna (Juego por dinero), &lt;b&gt;L&lt;/b&gt; la última baza, &lt;b&gt;P&lt;/b&gt; pausa. Juega una carta con doble clic, arrastrándola a la baza o con Intro. Pasa el ratón sobre una carta atenuada para ver por qué no se puede jugar.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;To pitch a card on your call (a bid of 4 that leads it), drag it to the trick; or choose it with the arrows and press Enter, then Enter again on the pitch button. Enter on the end-of-hand panel deals the next hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Para lanzar una carta en tu turno (una apuesta de 4 que sale con ella), arrástrala a la baza; o elígela con las flechas y pulsa Intro, y otra vez Intro en el botón de lanzar. Intro en el panel de fin de mano reparte la mano siguiente.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Pitch</source>
        <translation>Cómo se juega al Pitch</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pass&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;bid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;shoot the moon (the Money Game)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card and play it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call the focus is on the bids (← → between them): down to your cards, and up to the bids again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call: pitch the chosen card (bid 4 and lead it); dragging it to the trick pitches it too&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on the end-of-hand panel: the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick, and go back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;deal the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;save the last hand&apos;s record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause, and go on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mute&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game, quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pasar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;apostar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;tirar a la luna (juego de dinero)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;elegir una carta y jugarla&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;en tu turno de hablar el foco está en las apuestas (← → entre ellas): abajo a tus cartas, y arriba a las apuestas otra vez&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Intro&lt;/b&gt;, &lt;b&gt;Intro&lt;/b&gt;&lt;/td&gt;&lt;td&gt;en tu turno: lanzar la carta elegida (apostar 4 y salir con ella); arrastrarla a la baza también la lanza&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Intro&lt;/b&gt;&lt;/td&gt;&lt;td&gt;en el panel de fin de mano: la mano siguiente&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ver la última baza, y volver&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;repartir la mano siguiente&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;guardar el registro de la última mano&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pausa, y seguir&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;silenciar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;partida nueva, salir&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; gives a hint: what a bot of the bots&apos; level would call or play now, and why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; da una pista: qué apostaría o jugaría ahora un bot del nivel de los bots, y por qué.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; takes back your last call or card while no one has played since (never in a counted game).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; deshace tu última apuesta o carta mientras nadie haya jugado desde entonces (nunca en una partida que cuenta).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>&lt;p&gt;The bid keys are the game&apos;s own: 1–4 in the Auction game (2–4 when bids start at 2), 2–4 and 5 in the Money Game. On your call the focus is on the bids, so the keys work at once; your calls and the bots&apos; are in the log beside the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Las teclas de apuesta son las del juego: 1–4 en el juego de subasta (2–4 si las apuestas empiezan en 2), 2–4 y 5 en el juego de dinero. Cuando te toca, el foco está en las apuestas, así que las teclas funcionan enseguida; tus apuestas y las de los bots están en el registro junto a la mesa.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PitchHint</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Ahora no hay pista: no es tu turno.</translation>
    </message>
    <message>
        <source>Bid %1: you hold %2.</source>
        <translation>Apuesta %1: tienes %2.</translation>
    </message>
    <message>
        <source>Bid %1: %2 is your best suit.</source>
        <translation>Apuesta %1: %2 es tu mejor palo.</translation>
    </message>
    <message>
        <source>Bid %1: everyone passed, so the dealer must bid.</source>
        <translation>Apuesta %1: todos pasaron, así que el repartidor debe apostar.</translation>
    </message>
    <message>
        <source>Pitch %1 to bid 4: you hold %2.</source>
        <translation>Lanza %1 para apostar 4: tienes %2.</translation>
    </message>
    <message>
        <source>Shoot the moon: you hold %1.</source>
        <translation>Dispara a la luna: tienes %1.</translation>
    </message>
    <message>
        <source>Pass: your best suit, %1, is not worth a bid of %2.</source>
        <translation>Pasa: tu mejor palo, %1, no vale una apuesta de %2.</translation>
    </message>
    <message>
        <source>Play %1: it is the only card you may play.</source>
        <translation>Juega %1: es la única carta que puedes jugar.</translation>
    </message>
    <message>
        <source>Lead %1: it makes %2 trump.</source>
        <translation>Sal con %1: hace triunfo de %2.</translation>
    </message>
    <message>
        <source>Lead %1: no one can hold a higher trump.</source>
        <translation>Sal con %1: nadie puede tener un triunfo más alto.</translation>
    </message>
    <message>
        <source>Lead %1: draw out the other players&apos; trumps.</source>
        <translation>Sal con %1: saca los triunfos de los demás.</translation>
    </message>
    <message>
        <source>Lead %1: a side card that is worth little.</source>
        <translation>Sal con %1: una carta de otro palo que vale poco.</translation>
    </message>
    <message>
        <source>Play %1: it takes the trick as it stands.</source>
        <translation>Juega %1: gana la baza tal como está.</translation>
    </message>
    <message>
        <source>Play %1: you play last, and it takes the trick.</source>
        <translation>Juega %1: juegas el último, y gana la baza.</translation>
    </message>
    <message>
        <source>Play %1: let this trick go with your least useful card.</source>
        <translation>Juega %1: deja pasar esta baza con tu carta menos útil.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two cards of a list</comment>
        <translation>%1 y %2</translation>
    </message>
</context>
<context>
    <name>PitchKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read or written: this hand is not counted.</source>
        <translation>Las estadísticas de {file} no se pueden leer ni escribir: esta mano no cuenta.</translation>
    </message>
</context>
<context>
    <name>PitchLesson</name>
    <message>
        <source>Learn to play Pitch</source>
        <translation>Aprender a jugar al Pitch</translation>
    </message>
    <message>
        <source>New to Pitch? A short guided hand shows you the auction, trumps and tricks and how a hand is scored, one step at a time. Take it now? It is always in Help → Learn to play Pitch.</source>
        <translation>¿Nuevo en el Pitch? Una mano guiada y corta te enseña la subasta, los triunfos, las bazas y cómo se puntúa una mano, paso a paso. ¿La empiezas ahora? Siempre está en Ayuda → Aprender a jugar al Pitch.</translation>
    </message>
    <message>
        <source>In this lesson, bid 2: press 2, or click the 2 button.</source>
        <translation>En esta lección, apuesta 2: pulsa 2 o haz clic en el botón del 2.</translation>
    </message>
    <message>
        <source>Pitch the King of Spades: Spades become trump, and you hold two more of them.</source>
        <translation>Sal con el Rey de Picas: las Picas pasan a ser triunfo, y tienes dos más.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>La lección termina con esta mano: juega una partida de verdad o sal de la lección.</translation>
    </message>
    <message>
        <source>There is no taking back in the lesson: play on.</source>
        <translation>En la lección no se puede deshacer: sigue jugando.</translation>
    </message>
    <message>
        <source>nobody (a tie)</source>
        <translation>nadie (empate)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>The four points are counted. High, the highest trump, went to %1; Low, the lowest trump, to %2; Jack, the Jack of trumps, to %3; Game, the most card points in tricks won (each 10 counts 10, an Ace 4, a King 3, a Queen 2, a Jack 1), to %4.</source>
        <translation>Se cuentan los cuatro puntos. La Alta, el triunfo más alto, fue para %1; la Baja, el triunfo más bajo, para %2; la Jota, la Jota de triunfo, para %3; el Juego, más puntos de cartas en las bazas ganadas (cada 10 cuenta 10, un As 4, un Rey 3, una Reina 2, una Jota 1), para %4.</translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: you score them all.</source>
        <translation>
            <numerusform>Apostaste 2 y ganaste %n punto: te lo apuntas.</numerusform>
            <numerusform>Apostaste 2 y ganaste %n puntos: te los apuntas todos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: set back, you lose 2.</source>
        <translation>
            <numerusform>Apostaste 2 y ganaste %n punto: no llegas, pierdes 2.</numerusform>
            <numerusform>Apostaste 2 y ganaste %n puntos: no llegas, pierdes 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pitch is played in tricks, and first comes the auction: each player says once how many of the hand&apos;s four points he will win (High, Low, Jack and Game). You speak first. With the King, Jack and 2 of Spades, bid 2: press 2, or click the 2 button.</source>
        <translation>El Pitch se juega por bazas, y primero viene la subasta: cada jugador dice una vez cuántos de los cuatro puntos de la mano ganará (Alta, Baja, Jota y Juego). Hablas tú primero. Con el Rey, la Jota y el 2 de Picas, apuesta 2: pulsa 2 o haz clic en el botón del 2.</translation>
    </message>
    <message>
        <source>Now the others speak in turn, each once. Nobody bids more than 2: you win the auction, and you will lead the first card.</source>
        <translation>Ahora hablan los demás por turno, una vez cada uno. Nadie apuesta más de 2: ganas la subasta y saldrás tú con la primera carta.</translation>
    </message>
    <message>
        <source>You are the pitcher: the first card you lead sets trump for the whole hand. Pitch your King of Spades: double-click it, or drag it to the middle of the table.</source>
        <translation>Eres quien sale: la primera carta que juegas fija el triunfo de toda la mano. Sal con tu Rey de Picas: haz doble clic en él o arrástralo al centro de la mesa.</translation>
    </message>
    <message>
        <source>Spades are trump. Everyone must follow suit, a Spade, if he can, or play a trump: here the same. Watch who takes the trick…</source>
        <translation>Las Picas son triunfo. Todos deben seguir el palo, una Pica, si pueden, o jugar un triunfo: aquí es lo mismo. Mira quién se lleva la baza…</translation>
    </message>
    <message>
        <source>Ann held the Ace of Spades: the highest trump takes the trick, and High with it. She took the trick, so she leads the next one…</source>
        <translation>Ann tenía el As de Picas: el triunfo más alto se lleva la baza, y la Alta con ella. Se llevó la baza, así que sale ella en la siguiente…</translation>
    </message>
    <message>
        <source>Ann led a Heart. Follow suit with a Heart, or trump it with a Spade: any trump beats every Heart; among Hearts the highest wins. Play one of the cards you may play.</source>
        <translation>Ann salió con un Corazón. Sigue el palo con un Corazón, o fállalo con una Pica: cualquier triunfo gana a todos los Corazones; entre Corazones gana el más alto. Juega una de las cartas que puedes jugar.</translation>
    </message>
    <message>
        <source>Your turn. Nobody else holds a trump now, so each Spade you play takes its trick, and your Jack and your 2 (Low) are points for you. Play a card.</source>
        <translation>Tu turno. Nadie más tiene triunfos, así que cada Pica que juegues se lleva su baza, y tu Jota y tu 2 (la Baja) son puntos para ti. Juega una carta.</translation>
    </message>
    <message>
        <source>Your turn, and your trumps are all played. Follow the suit led if you can, or else play any card: the trick goes to the highest trump, or else to the highest card of the suit led. Play a card.</source>
        <translation>Tu turno, y ya jugaste todos tus triunfos. Sigue el palo de salida si puedes, o si no juega cualquier carta: la baza es del triunfo más alto, o si no de la carta más alta del palo de salida. Juega una carta.</translation>
    </message>
    <message>
        <source>The others play. A trick goes to its highest trump, or else to the highest card of the suit led; whoever takes it leads the next.</source>
        <translation>Juegan los demás. La baza es para su triunfo más alto o, si no hay, para la carta más alta del palo de salida; quien la gana sale en la siguiente.</translation>
    </message>
    <message>
        <source>That is Pitch. The deal passes to the left each hand, and the first to reach 7 points at the end of a hand he pitched wins. Bid what your trumps can take, and lead them early.</source>
        <translation>Eso es el Pitch. El reparto pasa a la izquierda en cada mano, y gana el primero que llega a 7 puntos al final de una mano en la que salió él. Apuesta lo que tus triunfos puedan llevarse, y juégalos pronto.</translation>
    </message>
</context>
<context>
    <name>PitchNewGameDialog</name>
    <message>
        <source>New game of Pitch</source>
        <translation>Nueva partida de Pitch</translation>
    </message>
    <message>
        <source>The Money Game (bids 2, 3, 4 or the moon; paid in cents)</source>
        <translation>Juego de dinero (apuestas 2, 3, 4 o la luna; en céntimos)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Players (you and the bots):</source>
        <translation>Jugadores (tú y los bots):</translation>
    </message>
    <message>
        <source>Points to win:</source>
        <translation>Puntos para ganar:</translation>
    </message>
    <message>
        <source>The dealer may steal the bid by matching it</source>
        <translation>El repartidor puede robar la apuesta igualándola</translation>
    </message>
    <message>
        <source>Stick the dealer: must bid 2 when all pass</source>
        <translation>Repartidor obligado: apuesta 2 si todos pasan</translation>
    </message>
    <message>
        <source>Bids start at 2</source>
        <translation>Las apuestas empiezan en 2</translation>
    </message>
    <message>
        <source>Low scores for whoever was dealt it</source>
        <translation>La Baja es para quien la recibió</translation>
    </message>
    <message>
        <source>A counted game: no taking back a call or card</source>
        <translation>Partida que cuenta: no se deshace ninguna apuesta ni carta</translation>
    </message>
    <message>
        <source>Bots&apos; level:</source>
        <translation>Nivel de los bots:</translation>
    </message>
    <message>
        <source>Bots&apos; pace:</source>
        <translation>Ritmo de los bots:</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Repartir</translation>
    </message>
</context>
<context>
    <name>PitchPace</name>
    <message>
        <source>The bots take about {percent}% longer over each card and call, more time to follow the play. They play no differently.</source>
        <translation>Los bots tardan alrededor de un {percent}% más en cada carta y cada apuesta: más tiempo para seguir el juego. No juegan de otra manera.</translation>
    </message>
    <message>
        <source>The usual pace: about a second a card and two or three a call, as a person plays.</source>
        <translation>El ritmo habitual: alrededor de un segundo por carta y dos o tres por apuesta, como juega una persona.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over each card and call. They play no differently.</source>
        <translation>Los bots tardan alrededor de un {percent}% menos en cada carta y cada apuesta. No juegan de otra manera.</translation>
    </message>
</context>
<context>
    <name>PitchPresenter</name>
    <message>
        <source>Hand %1: you deal.</source>
        <translation>Mano %1: repartes tú.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals.</source>
        <translation>Mano %1: reparte %2.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Pasas.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 pasa.</translation>
    </message>
    <message>
        <source>You steal the bid at %1.</source>
        <translation>Robas la apuesta con %1.</translation>
    </message>
    <message>
        <source>You bid %1.</source>
        <translation>Apuestas %1.</translation>
    </message>
    <message>
        <source>%1 steals the bid at %2.</source>
        <translation>%1 roba la apuesta con %2.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 apuesta %2.</translation>
    </message>
    <message>
        <source>You shoot the moon.</source>
        <translation>Tiras a la luna.</translation>
    </message>
    <message>
        <source>%1 shoots the moon.</source>
        <translation>%1 tira a la luna.</translation>
    </message>
    <message>
        <source>You pitch for the moon.</source>
        <translation>Sales por la luna.</translation>
    </message>
    <message>
        <source>You pitch for %1.</source>
        <translation>Sales con %1.</translation>
    </message>
    <message>
        <source>%1 pitches for the moon.</source>
        <translation>%1 sale por la luna.</translation>
    </message>
    <message>
        <source>%1 pitches for %2.</source>
        <translation>%1 sale con %2.</translation>
    </message>
    <message>
        <source>Everyone passed: the hand is thrown in.</source>
        <translation>Todos pasaron: la mano se anula.</translation>
    </message>
    <message>
        <source>Trump is %1.</source>
        <translation>El triunfo es %1.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Ganas la baza.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 gana la baza.</translation>
    </message>
    <message>
        <source>You made the bid.</source>
        <translation>Cumples tu apuesta.</translation>
    </message>
    <message>
        <source>You are set back.</source>
        <translation>Retrocedes.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1 cumple su apuesta.</translation>
    </message>
    <message>
        <source>%1 is set back.</source>
        <translation>%1 retrocede.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gana la partida.</translation>
    </message>
    <message>
        <source>The Money Game is settled: the table shows who pays whom.</source>
        <translation>El juego de dinero está saldado: la mesa muestra quién paga a quién.</translation>
    </message>
    <message>
        <source>Taken back: %1. Your turn again.</source>
        <translation>Deshecho: %1. Vuelve a ser tu turno.</translation>
    </message>
    <message>
        <source>%1 took back: %2.</source>
        <translation>%1 deshizo: %2.</translation>
    </message>
    <message>
        <source>You play the %1.</source>
        <translation>Juegas el %1.</translation>
    </message>
    <message>
        <source>%1 plays the %2.</source>
        <translation>%1 juega el %2.</translation>
    </message>
    <message>
        <source>%1 — refused: %2</source>
        <translation>%1 — rechazado: %2</translation>
    </message>
    <message>
        <source>%1: %2 — refused: %3</source>
        <translation>%1: %2 — rechazado: %3</translation>
    </message>
</context>
<context>
    <name>PitchRefusal</name>
    <message>
        <source>Rule %1</source>
        <translation>Regla %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1</source>
        <translation>Puedes seguir %1: juega %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1 or a trump</source>
        <translation>Puedes seguir %1: juega %1 o un triunfo</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>No es tu turno</translation>
    </message>
    <message>
        <source>You do not hold that card</source>
        <translation>No tienes esa carta</translation>
    </message>
    <message>
        <source>The auction is not over yet</source>
        <translation>La subasta aún no ha terminado</translation>
    </message>
    <message>
        <source>The auction is over: each player speaks once</source>
        <translation>La subasta ha terminado: cada jugador habla una vez</translation>
    </message>
    <message>
        <source>This table plays without the dealer&apos;s steal: bid more than %1</source>
        <translation>Esta mesa juega sin el robo del repartidor: apuesta más de %1</translation>
    </message>
    <message>
        <source>The dealer must match or beat the high bid of %1</source>
        <translation>Quien reparte debe igualar o superar la apuesta más alta, %1</translation>
    </message>
    <message>
        <source>A bid must beat the high bid of %1</source>
        <translation>Una apuesta debe superar la más alta, %1</translation>
    </message>
    <message>
        <source>Bids start at 2 at this table</source>
        <translation>En esta mesa las apuestas empiezan en 2</translation>
    </message>
    <message>
        <source>Everyone else passed: the dealer must bid at least 2</source>
        <translation>Todos pasaron: el repartidor debe apostar al menos 2</translation>
    </message>
    <message>
        <source>That is not a bid of this game</source>
        <translation>Esa no es una apuesta de este juego</translation>
    </message>
    <message>
        <source>Shooting the moon is the Money Game&apos;s bid</source>
        <translation>Tirar a la luna es la apuesta del juego de dinero</translation>
    </message>
    <message>
        <source>In the Money Game you bid first; the pitcher leads once the auction is won</source>
        <translation>En el juego de dinero primero se apuesta; el que sale lo hace una vez ganada la subasta</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partida ha terminado</translation>
    </message>
    <message>
        <source>This is a counted game: nothing is taken back</source>
        <translation>Esta partida cuenta: no se deshace nada</translation>
    </message>
    <message>
        <source>Another player has called or played since: your last move stands</source>
        <translation>Otro jugador ha apostado o jugado desde entonces: tu última jugada se mantiene</translation>
    </message>
    <message>
        <source>The hand is over: it stands as it was played</source>
        <translation>La mano ha terminado: queda como se jugó</translation>
    </message>
    <message>
        <source>You have no call or card to take back: one step only, once you have played</source>
        <translation>No tienes ninguna apuesta ni carta que deshacer: solo un paso, una vez que hayas jugado</translation>
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
        <translation>Tú</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Empieza antes una partida nueva.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Una mano se puede guardar cuando termina.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>la mano no se puede escribir.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>No se pudo guardar el registro de la mano: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Mano %1 guardada en %2</translation>
    </message>
</context>
<context>
    <name>PitchSettle</name>
    <message>
        <source>Settle up?</source>
        <translation>¿Saldar cuentas?</translation>
    </message>
    <message>
        <source>Settle up the Money Game now? It ends the game and pays everyone out.</source>
        <translation>¿Saldar ahora las cuentas del juego por dinero? Termina la partida y se paga a todos.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Saldar cuentas</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
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
        <translation>Última baza (L)</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>No game is being played. Deal one to play Pitch against the bots.</source>
        <translation>No hay ninguna partida en juego. Reparte una para jugar al Pitch contra los bots.</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Nueva partida… (Ctrl+N)</translation>
    </message>
    <message>
        <source>Trump: set by the first lead</source>
        <translation>Triunfo: lo fija la primera salida</translation>
    </message>
    <message>
        <source>Pitcher: %1, shooting the moon</source>
        <translation>Sale: %1, tirando a la luna</translation>
    </message>
    <message>
        <source>Pitcher: %1, bid %2</source>
        <translation>Sale: %1, apuesta %2</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by %2</source>
        <translation>Subasta: la más alta es %1, de %2</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Subasta: aún sin apuestas</translation>
    </message>
    <message>
        <source>Money Game</source>
        <translation>Juego de dinero</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Meta %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>reparte</translation>
    </message>
    <message>
        <source>pitcher</source>
        <translation>sale</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>pasó</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>juega</translation>
    </message>
    <message>
        <source>to speak</source>
        <translation>habla</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pto</numerusform>
            <numerusform>%n ptos</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click, press Enter or drag it to the trick to play it</source>
        <translation>Doble clic, Intro o arrástrala a la baza para jugarla</translation>
    </message>
    <message>
        <source>This hand&apos;s calls and tricks</source>
        <translation>Apuestas y bazas de esta mano</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Sales tú</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by you</source>
        <translation>Subasta: la más alta es %1, tuya</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>what a player bid: under his name</comment>
        <translation>apostó %1</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>Te toca jugar</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>pass (0)</source>
        <translation>pasar (0)</translation>
    </message>
    <message>
        <source>steal at %1</source>
        <translation>robar con %1</translation>
    </message>
    <message>
        <source>steal at %1 or bid more (%2)</source>
        <translation>robar con %1 o apostar más (%2)</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call the player may make now</comment>
        <translation>apostar %1</translation>
    </message>
    <message>
        <source>shoot the moon (5)</source>
        <translation>tirar a la luna (5)</translation>
    </message>
    <message>
        <source>pitch a card to bid 4</source>
        <translation>lanzar una carta para apostar 4</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Your call: %1</source>
        <translation>Te toca: %1</translation>
    </message>
    <message>
        <source>Back to the table (L)</source>
        <translation>Volver a la mesa (L)</translation>
    </message>
    <message>
        <source>%1: shoot the moon</source>
        <translation>%1: tira a la luna</translation>
    </message>
    <message>
        <source>%1: pitch for 4</source>
        <translation>%1: lanza por 4</translation>
    </message>
    <message>
        <source>%1: steal at %2</source>
        <translation>%1: roba con %2</translation>
    </message>
    <message>
        <source>%1: bid %2</source>
        <translation>%1: apuesta %2</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1: paso</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by you</source>
        <translation>Baza %1: %2, ganada por ti</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by %3</source>
        <translation>Baza %1: %2, ganada por %3</translation>
    </message>
    <message>
        <source>Last trick, taken by you</source>
        <translation>Última baza, ganada por ti</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Última baza, ganada por %1</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation>Ganada por ti</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Ganada por %1</translation>
    </message>
    <message>
        <source>Press Enter again (or the pitch button) to bid 4 with this card, or make another call</source>
        <translation>Pulsa Intro otra vez (o el botón de lanzar) para apostar 4 con esta carta, o haz otra declaración</translation>
    </message>
</context>
<context>
    <name>PitchWindow</name>
    <message>
        <source>Save the hand record</source>
        <translation>Guardar el registro de la mano</translation>
    </message>
    <message>
        <source>Pitch hand records (*.json)</source>
        <translation>Registros de manos de Pitch (*.json)</translation>
    </message>
    <message>
        <source>Take back your last call or card (Ctrl+Z)</source>
        <translation>Deshacer tu última apuesta o carta (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Pitch&apos;s new-game options</source>
        <translation>opciones de partida nueva de Pitch</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>ritmo</translation>
    </message>
    <message>
        <source>game</source>
        <translation>juego</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>baraja de cuatro colores</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>la oferta de aprender a jugar</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Abrir registro de mano…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Repartir la siguiente &amp;mano</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Guardar el registro de la última mano…</translation>
    </message>
    <message>
        <source>Settle &amp;up (the Money Game)</source>
        <translation>&amp;Saldar cuentas (juego de dinero)</translation>
    </message>
    <message>
        <source>&amp;Take back your last call or card</source>
        <translation>&amp;Deshacer tu última apuesta o carta</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>Ri&amp;tmo</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Baraja de &amp;cuatro colores</translation>
    </message>
    <message>
        <source>♠ black, ♥ red, ♦ blue, ♣ green: no two suits alike</source>
        <translation>♠ negro, ♥ rojo, ♦ azul, ♣ verde: ningún palo se parece a otro</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pitch…</source>
        <translation>Aprender a &amp;jugar al Pitch…</translation>
    </message>
    <message>
        <source>No statistics are kept here: the games are kept by another copy, or nowhere.</source>
        <translation>Aquí no se llevan estadísticas: las partidas las guarda otra copia, o ninguna.</translation>
    </message>
    <message>
        <source>The statistics cannot be read now.</source>
        <translation>Las estadísticas no se pueden leer ahora.</translation>
    </message>
    <message>
        <source>Hands counted: {hands}.</source>
        <translation>Manos contadas: {hands}.</translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Pistas pedidas: {hints}, en {hands} de las manos.</translation>
    </message>
    <message>
        <source>A call or card taken back: in {hands} of the hands.</source>
        <translation>Una apuesta o carta deshecha: en {hands} de las manos.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
</context>
<context>
    <name>PitchWords</name>
    <message>
        <source>Clubs</source>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picas</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>in a sentence</comment>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>in a sentence</comment>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>in a sentence</comment>
        <translation>corazones</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>in a sentence</comment>
        <translation>picas</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Reina</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Jota</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>in a sentence</comment>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <comment>in a sentence</comment>
        <translation>Rey</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>in a sentence</comment>
        <translation>Reina</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>in a sentence</comment>
        <translation>Jota</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Tréboles</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Diamantes</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Corazones</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Picas</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card in a sentence</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an Ace</comment>
        <translation>el %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a King</comment>
        <translation>el %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Queen</comment>
        <translation>la %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Jack</comment>
        <translation>la %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an 8</comment>
        <translation>el %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a number card</comment>
        <translation>el %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Apostar %1</translation>
    </message>
    <message>
        <source>Shoot the moon</source>
        <translation>Tirar a la luna</translation>
    </message>
    <message>
        <source>Pitch %1: bid 4 and lead it</source>
        <translation>Lanza %1: apuesta 4 y sal con esa carta</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Jugar %1</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a call in a sentence</comment>
        <translation>pasar</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call in a sentence</comment>
        <translation>apostar %1</translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <comment>a call in a sentence</comment>
        <translation>tirar a la luna</translation>
    </message>
    <message>
        <source>pitch %1</source>
        <comment>a call in a sentence</comment>
        <translation>lanzar %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <comment>a call in a sentence</comment>
        <translation>jugar %1</translation>
    </message>
    <message>
        <source>Steal at %1</source>
        <translation>Robar con %1</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Corner</source>
        <translation>Esquina</translation>
    </message>
    <message>
        <source>Bull Corner</source>
        <translation>Esquina con Toro</translation>
    </message>
    <message>
        <source>Double Bull Corner</source>
        <translation>Doble esquina con Toro</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>You cornered %1!</source>
        <translation>¡Tienes una esquina en %1!</translation>
    </message>
    <message>
        <source>%1 cornered %2!</source>
        <translation>¡%1 tiene una esquina en %2!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>¡%1 gana la partida!</translation>
    </message>
    <message>
        <source>The market is open!</source>
        <translation>¡El mercado está abierto!</translation>
    </message>
    <message numerus="yes">
        <source>You traded %n card(s) with %1</source>
        <translation>
            <numerusform>Cambiaste %n carta con %1</numerusform>
            <numerusform>Cambiaste %n cartas con %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with you</source>
        <translation>
            <numerusform>%1 cambió %n carta contigo</numerusform>
            <numerusform>%1 cambió %n cartas contigo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with %2</source>
        <translation>
            <numerusform>%1 cambió %n carta con %2</numerusform>
            <numerusform>%1 cambió %n cartas con %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s)</source>
        <translation>
            <numerusform>Ofreces %n carta</numerusform>
            <numerusform>Ofreces %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n card(s)</source>
        <translation>
            <numerusform>%1 ofrece %n carta</numerusform>
            <numerusform>%1 ofrece %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You withdrew %n card(s)</source>
        <translation>
            <numerusform>Retiraste %n carta</numerusform>
            <numerusform>Retiraste %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 withdrew %n card(s)</source>
        <translation>
            <numerusform>%1 retiró %n carta</numerusform>
            <numerusform>%1 retiró %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>the Bull</source>
        <translation>el Toro</translation>
    </message>
    <message>
        <source>the Bear</source>
        <translation>el Oso</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of a list</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>You gave %1 to %2 and got %3</source>
        <translation>Diste %1 a %2 y recibiste %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), ending about %3 cards behind the others.</source>
        <translation>
            <numerusform>%1: hiciste esquina en %2 de %n mano hasta ahora, acabando unas %3 cartas por detrás de los demás.</numerusform>
            <numerusform>%1: hiciste esquina en %2 de las últimas %n manos, acabando unas %3 cartas por detrás de los demás.</numerusform>
        </translation>
    </message>
    <message>
        <source>— Hand %1: you deal —</source>
        <translation>— Mano %1: repartes tú —</translation>
    </message>
    <message>
        <source>— Hand %1: %2 deals —</source>
        <translation>— Mano %1: reparte %2 —</translation>
    </message>
    <message>
        <source>You rang the bell without a corner: −%1</source>
        <translation>Tocaste la campana sin esquina: −%1</translation>
    </message>
    <message>
        <source>%1 rang the bell without a corner: −%2</source>
        <translation>%1 tocó la campana sin esquina: −%2</translation>
    </message>
    <message>
        <source>Trade!</source>
        <translation>¡A negociar!</translation>
    </message>
    <message>
        <source>Press Next hand to deal again.</source>
        <translation>Pulsa Siguiente mano para repartir otra vez.</translation>
    </message>
    <message>
        <source>Ctrl+N starts a new game.</source>
        <translation>Ctrl+N empieza una partida nueva.</translation>
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
            <numerusform>%n Cebada</numerusform>
            <numerusform>%n Cebada</numerusform>
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
            <numerusform>%n Maíz</numerusform>
            <numerusform>%n Maíz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rye</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Centeno</numerusform>
            <numerusform>%n Centeno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sugar</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Azúcar</numerusform>
            <numerusform>%n Azúcar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oats</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Avena</numerusform>
            <numerusform>%n Avena</numerusform>
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
            <numerusform>%n Naranja</numerusform>
            <numerusform>%n Naranjas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Hay</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Heno</numerusform>
            <numerusform>%n Heno</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Flax</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Lino</numerusform>
            <numerusform>%n Lino</numerusform>
        </translation>
    </message>
    <message>
        <source>The bots stay as they are</source>
        <translation>Los bots siguen igual</translation>
    </message>
    <message>
        <source>The bots are now %1</source>
        <translation>Los bots son ahora %1</translation>
    </message>
    <message>
        <source>The bots now play a little slower</source>
        <translation>Ahora los bots juegan un poco más despacio</translation>
    </message>
    <message>
        <source>The bots now play a little quicker</source>
        <translation>Ahora los bots juegan un poco más deprisa</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), and most of your tries found the offer gone.</source>
        <translation>
            <numerusform>%1: hiciste esquina en %2 de %n mano hasta ahora, y la mayoría de tus intentos encontraron la oferta ya tomada.</numerusform>
            <numerusform>%1: hiciste esquina en %2 de las últimas %n manos, y la mayoría de tus intentos encontraron la oferta ya tomada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s).</source>
        <translation>
            <numerusform>%1: hiciste esquina en %2 de %n mano hasta ahora.</numerusform>
            <numerusform>%1: hiciste esquina en %2 de las últimas %n manos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: you dealt. Sort your cards!</source>
        <translation>Mano %1: repartiste tú. ¡Ordena tus cartas!</translation>
    </message>
    <message>
        <source>Hand %1: %2 dealt. Sort your cards!</source>
        <translation>Mano %1: repartió %2. ¡Ordena tus cartas!</translation>
    </message>
    <message>
        <source>A corner</source>
        <translation>Una esquina</translation>
    </message>
    <message>
        <source>A Bull Corner</source>
        <translation>Una esquina con Toro</translation>
    </message>
    <message>
        <source>A Double Bull Corner (scores double)</source>
        <translation>Una doble esquina con Toro (puntúa doble)</translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for you.</source>
        <translation>
            <numerusform>%1: +%n punto para ti.</numerusform>
            <numerusform>%1: +%n puntos para ti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for %2.</source>
        <translation>
            <numerusform>%1: +%n punto para %2.</numerusform>
            <numerusform>%1: +%n puntos para %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You held the Bull: −%1.</source>
        <translation>Tenías el Toro: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull: −%1.</source>
        <translation>%2 tenía el Toro: −%1.</translation>
    </message>
    <message>
        <source>You held the Bear: −%1.</source>
        <translation>Tenías el Oso: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bear: −%1.</source>
        <translation>%2 tenía el Oso: −%1.</translation>
    </message>
    <message>
        <source>You held the Bull and the Bear: −%1.</source>
        <translation>Tenías el Toro y el Oso: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull and the Bear: −%1.</source>
        <translation>%2 tenía el Toro y el Oso: −%1.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a hand record.</source>
        <translation>El archivo está dañado o no es un registro de mano.</translation>
    </message>
    <message>
        <source>The file is not a Pit Desktop hand record.</source>
        <translation>El archivo no es un registro de mano de Pit Desktop.</translation>
    </message>
    <message>
        <source>The hand record was written by another version of Pit Desktop.</source>
        <translation>El registro de la mano lo escribió otra versión de Pit Desktop.</translation>
    </message>
    <message>
        <source>The hand record is of another game.</source>
        <translation>El registro es de otro juego.</translation>
    </message>
    <message>
        <source>The hand record&apos;s rules are not valid.</source>
        <translation>Las reglas del registro no son válidas.</translation>
    </message>
    <message>
        <source>The hand record&apos;s deal is not possible.</source>
        <translation>El reparto del registro no es posible.</translation>
    </message>
    <message>
        <source>The hand record&apos;s moves are not valid.</source>
        <translation>Las jugadas del registro no son válidas.</translation>
    </message>
    <message>
        <source>The hand record is damaged at %1.</source>
        <translation>El registro de la mano está dañado en %1.</translation>
    </message>
    <message>
        <source>You hold the Bear: its holder cannot corner.</source>
        <translation>Tienes el Oso: quien lo tiene no puede hacer esquina.</translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</source>
        <translation>
            <numerusform>No hay esquina: tienes como mucho %n carta de una mercancía; una esquina necesita las 9, u 8 y el Toro.</numerusform>
            <numerusform>No hay esquina: tienes como mucho %n cartas de una mercancía; una esquina necesita las 9, u 8 y el Toro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9.</source>
        <translation>
            <numerusform>No hay esquina: tienes como mucho %n carta de una mercancía; una esquina necesita las 9.</numerusform>
            <numerusform>No hay esquina: tienes como mucho %n cartas de una mercancía; una esquina necesita las 9.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer needs at least one card.</source>
        <translation>Una oferta necesita al menos una carta.</translation>
    </message>
    <message numerus="yes">
        <source>An offer holds at most 4 cards, not %n.</source>
        <translation>
            <numerusform>Una oferta tiene como mucho 4 cartas, no %n.</numerusform>
            <numerusform>Una oferta tiene como mucho 4 cartas, no %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer holds one commodity only, not %1.</source>
        <translation>Una oferta es de una sola mercancía, no de %1.</translation>
    </message>
    <message>
        <source>This game is played without the Bull and the Bear.</source>
        <translation>Esta partida se juega sin el Toro ni el Oso.</translation>
    </message>
    <message>
        <source>The Bear may only go in an offer of 3 or 4 cards.</source>
        <translation>El Oso solo puede ir en una oferta de 3 o 4 cartas.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>No tienes esas cartas.</translation>
    </message>
    <message>
        <source>You already have an open offer: withdraw it first.</source>
        <translation>Ya tienes una oferta abierta: retírala primero.</translation>
    </message>
    <message>
        <source>You have no open offer to withdraw.</source>
        <translation>No tienes ninguna oferta abierta que retirar.</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Esa oferta ya no está: alguien la tomó antes, o fue retirada.</translation>
    </message>
    <message>
        <source>You cannot trade with your own offer.</source>
        <translation>No puedes intercambiar con tu propia oferta.</translation>
    </message>
    <message numerus="yes">
        <source>That offer holds %n card(s): hand over exactly as many.</source>
        <translation>
            <numerusform>Esa oferta tiene %n carta: entrega exactamente una.</numerusform>
            <numerusform>Esa oferta tiene %n cartas: entrega exactamente esas mismas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sorting time is not over yet.</source>
        <translation>El tiempo para ordenar aún no ha terminado.</translation>
    </message>
    <message>
        <source>That deal is not one the rules could give.</source>
        <translation>Ese reparto no es uno que las reglas puedan dar.</translation>
    </message>
    <message>
        <source>That cannot be done at this point of the hand.</source>
        <translation>Eso no se puede hacer en este momento de la mano.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>No hay ningún jugador así en esta mesa.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Las reglas no lo permiten ahora.</translation>
    </message>
    <message numerus="yes">
        <source>You lose %n point(s).</source>
        <translation>
            <numerusform>Pierdes %n punto.</numerusform>
            <numerusform>Pierdes %n puntos.</numerusform>
        </translation>
    </message>
    <message>
        <source>another player</source>
        <translation>otro jugador</translation>
    </message>
    <message numerus="yes">
        <source>You gave %1 to %2 %n time(s), and %2 cornered it.</source>
        <translation>
            <numerusform>Diste %1 a %2 %n vez, y %2 tuvo la esquina.</numerusform>
            <numerusform>Diste %1 a %2 %n veces, y %2 tuvo la esquina.</numerusform>
        </translation>
    </message>
    <message>
        <source>You kept the Bear for %1 s and lost %2: pass it on early.</source>
        <translation>Guardaste el Oso %1 s y perdiste %2: pásalo pronto.</translation>
    </message>
    <message>
        <source>You held your corner for %1 s before ringing: ring at once.</source>
        <translation>Tuviste tu esquina %1 s antes de tocar: toca enseguida.</translation>
    </message>
    <message>
        <source>You held a corner for %1 s without ringing; %2 cornered instead.</source>
        <translation>Tuviste una esquina %1 s sin tocar; en su lugar, %2 tuvo la esquina.</translation>
    </message>
    <message numerus="yes">
        <source>You switched from %1 to %2 after %n trade(s), and did not corner.</source>
        <translation>
            <numerusform>Cambiaste de %1 a %2 tras %n intercambio, y no tuviste esquina.</numerusform>
            <numerusform>Cambiaste de %1 a %2 tras %n intercambios, y no tuviste esquina.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rang %n time(s) without a corner.</source>
        <translation>
            <numerusform>Tocaste %n vez sin tener esquina.</numerusform>
            <numerusform>Tocaste %n veces sin tener esquina.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson this version cannot show.</source>
        <translation>Una lección que esta versión no puede mostrar.</translation>
    </message>
    <message numerus="yes">
        <source>You lowered your offer of %n card(s)</source>
        <translation>
            <numerusform>Rebajas tu oferta de %n carta</numerusform>
            <numerusform>Rebajas tu oferta de %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowered an offer of %n card(s)</source>
        <translation>
            <numerusform>%1 rebaja una oferta de %n carta</numerusform>
            <numerusform>%1 rebaja una oferta de %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>Tu oferta de %n carta caduca</numerusform>
            <numerusform>Tu oferta de %n cartas caduca</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>La oferta de %n carta de %1 caduca</numerusform>
            <numerusform>La oferta de %n cartas de %1 caduca</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>An offer of %1</source>
        <translation>Una oferta de %1</translation>
    </message>
    <message>
        <source>A trade of %1</source>
        <translation>Un intercambio de %1</translation>
    </message>
    <message>
        <source>A withdrawal</source>
        <translation>Una retirada</translation>
    </message>
    <message>
        <source>The bell</source>
        <translation>La campana</translation>
    </message>
    <message>
        <source>The dealer&apos;s bell</source>
        <translation>La campana de quien reparte</translation>
    </message>
    <message>
        <source>%1 (%2) refused: %3</source>
        <translation>%1 (%2) rechazado: %3</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>%1 deals this hand</source>
        <translation>%1 reparte esta mano</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pto</numerusform>
            <numerusform>%n ptos</numerusform>
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
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, reparte</translation>
    </message>
</context>
<context>
    <name>ShellKeeper</name>
    <message>
        <source>Resume the game?</source>
        <translation>¿Reanudar la partida?</translation>
    </message>
    <message>
        <source>A hand that was being played when the game stopped goes on where it stopped.</source>
        <translation>Una mano que se estaba jugando cuando se detuvo la partida sigue donde se quedó.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
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
        <translation>tú</translation>
    </message>
    <message>
        <source>Resume the game — hand {hand}; {scores}?</source>
        <translation>¿Reanudar la partida — mano {hand}; {scores}?</translation>
    </message>
    <message>
        <source>Hand {hand} goes on where it stopped.</source>
        <translation>La mano {hand} sigue donde se quedó.</translation>
    </message>
    <message>
        <source>Hand {hand} is dealt again with the same cards: this save does not say how it was played.</source>
        <translation>La mano {hand} se reparte de nuevo con las mismas cartas: esta partida guardada no dice cómo se jugó.</translation>
    </message>
    <message>
        <source>Hand {hand} of the saved game could not be restored, so it is dealt anew.</source>
        <translation>No se pudo restaurar la mano {hand} de la partida guardada, así que se vuelve a barajar y repartir.</translation>
    </message>
    <message>
        <source>Another Pit Desktop is running, so this one will not keep its game or statistics. You can play here; the other copy keeps its own.</source>
        <translation>Ya hay otro Pit Desktop abierto, así que este no guardará su partida ni sus estadísticas. Puedes jugar aquí; la otra copia guarda las suyas.</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Pit Desktop</source>
        <translation>se guardó con una versión más reciente de Pit Desktop</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>no se puede leer</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>está dañada</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {reason}. It was kept as {file}. A new game starts.</source>
        <translation>No se pudo reanudar la partida guardada: {reason}. Se conservó como {file}. Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>The game cannot be saved to {file}: {why}</source>
        <translation>No se puede guardar la partida en {file}: {why}</translation>
    </message>
</context>
<context>
    <name>ShellWindow</name>
    <message>
        <source>Some saved settings were unreadable and were reset to their defaults: %1.</source>
        <translation>Algunos ajustes guardados eran ilegibles y se restablecieron a sus valores predeterminados: %1.</translation>
    </message>
    <message>
        <source>Settings cannot be saved to {place}: your choices will not be kept after you quit.</source>
        <translation>No se pueden guardar los ajustes en {place}: tus elecciones se perderán al salir.</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>sonido</translation>
    </message>
    <message>
        <source>pause when away</source>
        <translation>pausa en ausencia</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>tamaño de la ventana</translation>
    </message>
    <message>
        <source>last folder</source>
        <translation>última carpeta</translation>
    </message>
    <message>
        <source>left-handed layout</source>
        <translation>disposición para zurdos</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>tamaño de las cartas</translation>
    </message>
    <message>
        <source>Sound off (M turns it back on).</source>
        <translation>Sonido desactivado (M lo vuelve a activar).</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Sonido activado.</translation>
    </message>
    <message>
        <source>No sound: no sound server is running. Sound comes on when one starts.</source>
        <translation>Sin sonido: no hay ningún servidor de sonido en marcha. El sonido vuelve en cuanto se inicie uno.</translation>
    </message>
    <message>
        <source>Sound stopped: the sound server went away. Sound comes back when it does.</source>
        <translation>El sonido se ha detenido: el servidor de sonido ya no está. El sonido vuelve cuando vuelva el servidor.</translation>
    </message>
    <message>
        <source>Sound is on: a sound server has started.</source>
        <translation>Hay sonido: se ha iniciado un servidor de sonido.</translation>
    </message>
    <message>
        <source>Sound is back.</source>
        <translation>El sonido ha vuelto.</translation>
    </message>
    <message>
        <source>No sound: the audio libraries this computer needs for sound are missing.</source>
        <translation>Sin sonido: a este ordenador le faltan las bibliotecas de audio que necesita para el sonido.</translation>
    </message>
    <message>
        <source>No sound: the game&apos;s sound player does not work on this computer.</source>
        <translation>Sin sonido: el reproductor de sonido del juego no funciona en este ordenador.</translation>
    </message>
    <message>
        <source>There is no game in progress to pause.</source>
        <translation>No hay ninguna partida en curso que pausar.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partida continúa.</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regla %1</translation>
    </message>
</context>
<context>
    <name>Shouts</name>
    <message>
        <source>One</source>
        <translation>Una</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dos</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tres</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Cuatro</translation>
    </message>
    <message>
        <source>%1! %1! %1!</source>
        <translation>¡%1! ¡%1! ¡%1!</translation>
    </message>
    <message>
        <source>%1! %1!</source>
        <translation>¡%1! ¡%1!</translation>
    </message>
    <message>
        <source>%1!</source>
        <translation>¡%1!</translation>
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
        <translation>En juego</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message numerus="yes">
        <source>First to %n point(s) wins</source>
        <translation>
            <numerusform>Gana el primero en llegar a %n punto</numerusform>
            <numerusform>Gana el primero en llegar a %n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Some kept games or hands could not be read and are left out.</source>
        <translation>Algunas partidas o manos guardadas no se pudieron leer y se dejan fuera.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message numerus="yes">
        <source>Games played: %n.</source>
        <translation>
            <numerusform>Partidas jugadas: %n.</numerusform>
            <numerusform>Partidas jugadas: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands played: %n.</source>
        <translation>
            <numerusform>Manos jugadas: %n.</numerusform>
            <numerusform>Manos jugadas: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Pistas pedidas: {hints}, en {hands} de las manos.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Commodity</source>
        <translation>Mercancía</translation>
    </message>
    <message>
        <source>Your corners</source>
        <translation>Tus esquinas</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Exportar a CSV…</translation>
    </message>
    <message>
        <source>Corner a commodity to see this.</source>
        <translation>Consigue una esquina en una mercancía para ver esto.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message numerus="yes">
        <source>Games finished (someone reached the target score): %n.</source>
        <translation>
            <numerusform>Partidas terminadas (alguien llegó a la puntuación objetivo): %n.</numerusform>
            <numerusform>Partidas terminadas (alguien llegó a la puntuación objetivo): %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points you gain or lose in a hand, on average: {points}.</source>
        <translation>Puntos que ganas o pierdes en una mano, de media: {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bull at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Tener el Toro cuando otro hizo esquina te costó {points} puntos en %n mano.</numerusform>
            <numerusform>Tener el Toro cuando otro hizo esquina te costó {points} puntos en %n manos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bear at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Tener el Oso cuando otro hizo esquina te costó {points} puntos en %n mano.</numerusform>
            <numerusform>Tener el Oso cuando otro hizo esquina te costó {points} puntos en %n manos.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bots&apos; level</source>
        <translation>Nivel de los bots</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Ganaste</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>Con qué frecuencia</translation>
    </message>
    <message>
        <source>Likely range</source>
        <translation>Margen probable</translation>
    </message>
    <message>
        <source>The true figure lies in this range 19 times in 20; it narrows as you play more games.</source>
        <translation>La cifra real está en este margen 19 veces de cada 20; se estrecha cuantas más partidas juegas.</translation>
    </message>
    <message>
        <source>Kind of corner</source>
        <translation>Tipo de esquina</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Cuántas</translation>
    </message>
    <message>
        <source>How often you win, by the bots&apos; level and pace</source>
        <translation>Con qué frecuencia ganas, según el nivel y el ritmo de los bots</translation>
    </message>
    <message>
        <source>Finish a game to see how often you win.</source>
        <translation>Termina una partida para ver con qué frecuencia ganas.</translation>
    </message>
    <message>
        <source>A bar is how often you won; the thin line over it, the range the true figure likely lies in; the dashed line, an even share (one game in three at a table of three).</source>
        <translation>Una barra es con qué frecuencia ganaste; la línea fina sobre ella, el margen en que probablemente está la cifra real; la línea discontinua, un reparto justo (una partida de cada tres en una mesa de tres).</translation>
    </message>
    <message>
        <source>Your last hands</source>
        <translation>Tus últimas manos</translation>
    </message>
    <message>
        <source>Play a hand to see this.</source>
        <translation>Juega una mano para ver esto.</translation>
    </message>
    <message numerus="yes">
        <source>The points each of your last %n hand(s) gained or cost you, the latest on the right.</source>
        <translation>
            <numerusform>Los puntos que te dio o te costó tu última mano (%n).</numerusform>
            <numerusform>Los puntos que te dio o te costó cada una de tus últimas %n manos, la más reciente a la derecha.</numerusform>
        </translation>
    </message>
    <message>
        <source>How you rate against the bots</source>
        <translation>Cómo te valoras frente a los bots</translation>
    </message>
    <message numerus="yes">
        <source>Finish %n more game(s) to see how you rate against the bots.</source>
        <translation>
            <numerusform>Termina %n partida más para ver cómo te valoras frente a los bots.</numerusform>
            <numerusform>Termina %n partidas más para ver cómo te valoras frente a los bots.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating rises when you finish a game ahead of the bots and falls when they finish ahead of you. It is a careful estimate: it starts at 0 for everyone and climbs as the game grows surer of how you play. The dashed lines are the bots&apos; levels on the same scale.</source>
        <translation>Tu valoración sube cuando terminas una partida por delante de los bots y baja cuando ellos terminan por delante de ti. Es una estimación prudente: empieza en 0 para todos y sube a medida que el juego está más seguro de cómo juegas. Las líneas discontinuas son los niveles de los bots en la misma escala.</translation>
    </message>
    <message>
        <source>You rate above: {levels}.</source>
        <translation>Estás por encima de: {levels}.</translation>
    </message>
    <message>
        <source>You rate below or level with: {levels}.</source>
        <translation>Estás por debajo o a la par de: {levels}.</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Exportar las estadísticas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export to {file}: {why}</source>
        <translation>No se pudo exportar a {file}: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) exported to {file}.</source>
        <translation>
            <numerusform>%n mano exportada a {file}.</numerusform>
            <numerusform>%n manos exportadas a {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>The hand is over: press Next hand to deal again.</source>
        <translation>La mano ha terminado: pulsa Siguiente mano para repartir otra vez.</translation>
    </message>
    <message>
        <source>The game is over: Ctrl+N starts a new one.</source>
        <translation>La partida ha terminado: Ctrl+N empieza una nueva.</translation>
    </message>
</context>
<context>
    <name>TradeLog</name>
    <message>
        <source>Trading pit log</source>
        <translation>Registro del parqué</translation>
    </message>
    <message>
        <source>Your trades this hand</source>
        <translation>Tus intercambios en esta mano</translation>
    </message>
    <message>
        <source>Trading pit</source>
        <translation>Parqué</translation>
    </message>
    <message>
        <source>Your trades</source>
        <translation>Tus intercambios</translation>
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
        <translation>Tu oferta: %1</translation>
    </message>
    <message>
        <source>Trading floor, your offer: %1</source>
        <translation>Parqué, tu oferta: %1</translation>
    </message>
    <message>
        <source>Drag 1–4 cards of one commodity here to offer them</source>
        <translation>Arrastra aquí de 1 a 4 cartas de una mercancía para ofrecerlas</translation>
    </message>
    <message>
        <source>Trading floor, no offer of yours</source>
        <translation>Parqué, sin oferta tuya</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Modern (8 commodities)</source>
        <translation>Moderna (8 mercancías)</translation>
    </message>
    <message>
        <source>Classic (7 commodities)</source>
        <translation>Clásica (7 mercancías)</translation>
    </message>
    <message>
        <source>Edition:</source>
        <translation>Edición:</translation>
    </message>
    <message>
        <source>Play with the Bull and the Bear</source>
        <translation>Jugar con el Toro y el Oso</translation>
    </message>
    <message>
        <source>Short game (first to 250 instead of 500)</source>
        <translation>Partida corta (a 250 en vez de 500)</translation>
    </message>
    <message>
        <source>The Bear only in offers of 3 or 4 cards</source>
        <translation>El Oso solo en ofertas de 3 o 4 cartas</translation>
    </message>
    <message>
        <source>A false corner claim costs 20 points</source>
        <translation>Cantar esquina sin tenerla cuesta 20 puntos</translation>
    </message>
    <message>
        <source>Sorting time:</source>
        <translation>Tiempo para ordenar:</translation>
    </message>
    <message>
        <source>Time to sort your cards before the bell opens the market</source>
        <translation>Tiempo para ordenar tus cartas antes de que la campana abra el mercado</translation>
    </message>
    <message>
        <source>The silent treatment: hand signals instead of shouted counts</source>
        <translation>El tratamiento silencioso: señales con la mano en vez de gritar el número</translation>
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
        <translation>Guardar el registro de la mano</translation>
    </message>
    <message>
        <source>Pit hand records (*.json)</source>
        <translation>Registros de manos de Pit (*.json)</translation>
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
        <translation>Ofrecer las cartas seleccionadas (O)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Retirar</translation>
    </message>
    <message>
        <source>Withdraw your offer (W)</source>
        <translation>Retirar tu oferta (W)</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Repartir una partida nueva</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Repartir la siguiente &amp;mano</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Guardar el registro de la última mano…</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>Ri&amp;tmo</translation>
    </message>
    <message>
        <source>&amp;Trade</source>
        <translation>&amp;Mercado</translation>
    </message>
    <message>
        <source>&amp;Offer the selected cards</source>
        <translation>&amp;Ofrecer las cartas seleccionadas</translation>
    </message>
    <message>
        <source>&amp;Withdraw your offer</source>
        <translation>&amp;Retirar tu oferta</translation>
    </message>
    <message>
        <source>Clear the &amp;selection</source>
        <translation>Deshacer la &amp;selección</translation>
    </message>
    <message>
        <source>Ring the &amp;bell (claim a corner)</source>
        <translation>Tocar la &amp;campana (cantar esquina)</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pit…</source>
        <translation>Aprender a &amp;jugar al Pit…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Abrir registro de mano…</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Historial de manos…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>The &amp;coach&apos;s lessons after each hand</source>
        <translation>Lecciones del &amp;entrenador tras cada mano</translation>
    </message>
</context>
<context>
    <name>WindowRecords</name>
    <message>
        <source>Open a hand record</source>
        <translation>Abrir un registro de mano</translation>
    </message>
    <message>
        <source>Hand records of Pit and Pitch (*.json);;All files (*)</source>
        <translation>Registros de manos de Pit y Pitch (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Buscar en:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Archivos de tipo:</translation>
    </message>
    <message>
        <source>It could not be read: %1</source>
        <translation>No se pudo leer: %1</translation>
    </message>
    <message>
        <source>Pit Desktop cannot replay {file}.</source>
        <translation>Pit Desktop no puede reproducir {file}.</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>Statistics and hand history are not kept in this window.</source>
        <translation>Esta ventana no guarda estadísticas ni historial de manos.</translation>
    </message>
</context>
</TS>
