<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>Auto</name>
    <message>
        <source>Auto starts at {level}, {pace} and moves the bots after each hand toward your fair share.</source>
        <translation>Auto parte da {level}, {pace} e regola i bot dopo ogni mano verso la tua giusta parte.</translation>
    </message>
    <message>
        <source>Auto: the bots start at {level}, {pace}.</source>
        <translation>Auto: i bot partono da {level}, {pace}.</translation>
    </message>
    <message>
        <source>{level} · Auto</source>
        <translation>{level} · Auto</translation>
    </message>
    <message>
        <source>Auto sets the pace</source>
        <translation>Auto sceglie il ritmo</translation>
    </message>
</context>
<context>
    <name>BellButton</name>
    <message>
        <source>Corner!</source>
        <translation>Accaparrato!</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner (B)</source>
        <translation>Suona la campanella per dichiarare l&apos;accaparramento (B)</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner</source>
        <translation>Suona la campanella per dichiarare l&apos;accaparramento</translation>
    </message>
    <message>
        <source>You hold a corner: ring the bell!</source>
        <translation>Hai un accaparramento: suona la campanella!</translation>
    </message>
</context>
<context>
    <name>CardDropTarget</name>
    <message>
        <source>That drop holds no cards from your hand.</source>
        <translation>Quello che hai rilasciato non sono carte della tua mano.</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>the file or its folder is not there.</source>
        <translation>il file o la sua cartella non esiste.</translation>
    </message>
    <message>
        <source>Pit Desktop may not use that file or folder.</source>
        <translation>Pit Desktop non ha il permesso di usare quel file o quella cartella.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>è una cartella, non un file.</translation>
    </message>
    <message>
        <source>a file is in the way.</source>
        <translation>c&apos;è un file di mezzo.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>il disco è pieno.</translation>
    </message>
    <message>
        <source>the system refused it.</source>
        <translation>il sistema l&apos;ha rifiutato.</translation>
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
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>Disattiva l&apos;&amp;audio</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>Stop the clock and the bots; P again to go on</source>
        <translation>Ferma l&apos;orologio e i bot; di nuovo P per continuare</translation>
    </message>
    <message>
        <source>Pause when the window is &amp;away</source>
        <translation>Pausa quando la finestra è &amp;assente</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tasti</translation>
    </message>
    <message>
        <source>&amp;About Pit Desktop</source>
        <translation>&amp;Informazioni su Pit Desktop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Riduci il &amp;movimento</translation>
    </message>
    <message>
        <source>Cards, offers and the bell hold still</source>
        <translation>Carte, offerte e campanella restano ferme</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Aspetto</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>Come il &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>Sc&amp;uro</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Dimensione delle carte</translation>
    </message>
    <message>
        <source>&amp;Left-handed layout</source>
        <translation>Disposizione per ma&amp;ncini</translation>
    </message>
    <message>
        <source>The side panel and the buttons on the left</source>
        <translation>Il pannello laterale e i pulsanti a sinistra</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
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
        <translation>Pit — borsa merci, da 3 a 8 giocatori</translation>
    </message>
    <message>
        <source>Pitch — trick-taking: the Auction or the Money Game</source>
        <translation>Pitch — gioco di prese: il gioco all&apos;asta o la partita a soldi</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Gioca a</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The market opens again in a moment: look at your hand first.</source>
        <translation>Il mercato riapre tra un attimo: guarda prima le tue carte.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Una mano si può salvare quando è finita.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>la mano non si può scrivere.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>Impossibile salvare la registrazione della mano: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Mano %1 salvata in %2</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Prima inizia una nuova partita.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read now.</source>
        <translation>Le statistiche in {file} non si possono leggere ora.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; it was kept as {file} and a new one started.</source>
        <translation>Il file delle statistiche era danneggiato; è stato conservato come {file} e ne è stato iniziato uno nuovo.</translation>
    </message>
    <message>
        <source>The statistics in {file} are from a newer Pit Desktop: left alone, not counted.</source>
        <translation>Le statistiche in {file} vengono da un Pit Desktop più recente: lasciate intatte, non conteggiate.</translation>
    </message>
    <message>
        <source>The statistics in {file} are busy in another Pit Desktop: this hand is not counted.</source>
        <translation>Le statistiche in {file} sono in uso in un altro Pit Desktop: questa mano non viene conteggiata.</translation>
    </message>
    <message>
        <source>The statistics in {file} cannot be read or written: this game is not counted.</source>
        <translation>Le statistiche in {file} non si possono leggere né scrivere: questa partita non viene conteggiata.</translation>
    </message>
</context>
<context>
    <name>GroupNode</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 punti</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n selected</source>
        <translation>
            <numerusform>%1, %n selezionata</numerusform>
            <numerusform>%1, %n selezionate</numerusform>
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
        <translation>Replay della mano {hand}</translation>
    </message>
    <message>
        <source>Trade log</source>
        <translation>Registro degli scambi</translation>
    </message>
    <message>
        <source>The coach&apos;s lessons</source>
        <translation>Le lezioni dell&apos;allenatore</translation>
    </message>
    <message>
        <source>◀ Step back</source>
        <translation>◀ Passo indietro</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Riproduci</translation>
    </message>
    <message>
        <source>Step forward ▶</source>
        <translation>Passo avanti ▶</translation>
    </message>
    <message>
        <source>{speed}× speed</source>
        <translation>velocità {speed}×</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>offre %1</translation>
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
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>offerta</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n card(s) of {name}.</source>
        <translation>
            <numerusform>Hai solo %n carta di {name}.</numerusform>
            <numerusform>Hai solo %n carte di {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, {points} points</source>
        <translation>{name}, {points} punti</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, selezionata</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} di {count}</translation>
    </message>
    <message>
        <source>{card}, {n} of {count}</source>
        <translation>{card}, {n} di {count}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nessuna carta</translation>
    </message>
    <message>
        <source>{card}. Your hand: {hand}</source>
        <translation>{card}. La tua mano: {hand}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hin&amp;t: what would the bots do?</source>
        <translation>Consi&amp;glio: cosa farebbero i bot?</translation>
    </message>
    <message>
        <source>No hint now: no hand is being played.</source>
        <translation>Nessun consiglio ora: non si sta giocando nessuna mano.</translation>
    </message>
    <message>
        <source>Sort your cards: collect %1, your biggest group (%2 cards), when the market opens.</source>
        <translation>Ordina le carte: raccogli %1, il tuo gruppo più grande (%2 carte), quando apre il mercato.</translation>
    </message>
    <message>
        <source>Ring the bell: you hold a corner in %1.</source>
        <translation>Suona la campanella: hai un accaparramento di %1.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3.</source>
        <translation>Accetta l&apos;offerta di %1 con i tuoi %2: raccogli %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3, and %1 seems to be giving %3 away.</source>
        <translation>Accetta l&apos;offerta di %1 con i tuoi %2: raccogli %3, e %1 sembra liberarsi di %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: pass the Bear on; holding it you cannot corner, and it costs 20.</source>
        <translation>Accetta l&apos;offerta di %1 con i tuoi %2: passa l&apos;Orso; finché lo tieni non puoi accaparrare, e costa 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3 and no one is feeding you %2.</source>
        <translation>Offri i tuoi %1: raccogli %3 e nessuno ti sta dando %2.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3, and %2 is what you want least.</source>
        <translation>Offri i tuoi %1: raccogli %3, e %2 è ciò che vuoi di meno.</translation>
    </message>
    <message>
        <source>Offer your %1: be rid of the Bear; holding it you cannot corner, and it costs 20.</source>
        <translation>Offri i tuoi %1: liberati dell&apos;Orso; finché lo tieni non puoi accaparrare, e costa 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you are far from a corner in %3, and the Bull costs 20 if another corners.</source>
        <translation>Offri i tuoi %1: sei lontano da un accaparramento di %3, e il Toro costa 20 se un altro accaparra.</translation>
    </message>
    <message>
        <source>Withdraw your offer: no one has taken it in %1 s; offer fewer cards.</source>
        <translation>Ritira la tua offerta: nessuno l&apos;ha presa in %1 s; offri meno carte.</translation>
    </message>
    <message>
        <source>Wait: your offer has been up %1 s; give it a little longer.</source>
        <translation>Aspetta: la tua offerta è lì da %1 s; dalle ancora un po&apos; di tempo.</translation>
    </message>
    <message>
        <source>Wait for an offer you can pay: you collect %1.</source>
        <translation>Aspetta un&apos;offerta che puoi pagare: raccogli %1.</translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <translation>Consiglio (%1): %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Storico delle mani</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>No hands kept yet: play a hand and it appears here.</source>
        <translation>Nessuna mano conservata: gioca una mano e comparirà qui.</translation>
    </message>
    <message numerus="yes">
        <source>%n players, {level} bots, {pace}</source>
        <translation>
            <numerusform>%n giocatore, bot {level}, {pace}</numerusform>
            <numerusform>%n giocatori, bot {level}, {pace}</numerusform>
        </translation>
    </message>
    <message>
        <source>No corner</source>
        <translation>Nessun accaparramento</translation>
    </message>
    <message>
        <source>You cornered {commodity} ({kind}): {points:+d}</source>
        <translation>Hai accaparrato il mercato di {commodity} ({kind}): {points:+d}</translation>
    </message>
    <message>
        <source>{name} cornered {commodity}; you {points:+d}</source>
        <translation>{name} ha accaparrato il mercato di {commodity}; tu {points:+d}</translation>
    </message>
</context>
<context>
    <name>HoldingNote</name>
    <message>
        <source>You hold the Bull and the Bear: no corner while you hold the Bear; −{points} for each at the end.</source>
        <translation>Hai il Toro e l&apos;Orso: niente accaparramento finché hai l&apos;Orso; −{points} ciascuno alla fine.</translation>
    </message>
    <message>
        <source>You hold the Bear: no corner for you, −{points} at the end. Pass it on!</source>
        <translation>Hai l&apos;Orso: niente accaparramento per te, −{points} alla fine. Passalo!</translation>
    </message>
    <message>
        <source>You hold the Bull: 8 of a kind and the Bull corner; else −{points}.</source>
        <translation>Hai il Toro: 8 uguali e il Toro accaparrano il mercato; altrimenti −{points}.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&lt;h2&gt;How to play Pit&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Come si gioca a Pit&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each commodity in play has nine cards. &lt;b&gt;Corner&lt;/b&gt; a commodity — hold all nine — and ring the bell to win the hand and score its points (Wheat 100, Barley 85, …).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Ogni merce in gioco ha nove carte. &lt;b&gt;Accaparra&lt;/b&gt; una merce — tienile tutte e nove — e suona la campanella per vincere la mano e segnarne i punti (Grano 100, Orzo 85, …).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sorting.&lt;/b&gt; After the deal you have time to sort your cards (as long as the sorting time you chose). Then the dealer rings the bell: &lt;i&gt;The market is open!&lt;/i&gt; There are no turns: everyone trades at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Riordino.&lt;/b&gt; Dopo la distribuzione hai il tempo di riordinare le carte (il tempo di riordino che hai scelto). Poi il mazziere suona la campanella: &lt;i&gt;Il mercato è aperto!&lt;/i&gt; Non ci sono turni: tutti scambiano insieme.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer.&lt;/b&gt; Select 1–4 cards of &lt;i&gt;one&lt;/i&gt; commodity (click them, or double-click a group) and drag them onto the trading floor in the middle, or press &lt;b&gt;O&lt;/b&gt;. Everyone sees only how many you offer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Offerta.&lt;/b&gt; Seleziona da 1 a 4 carte di &lt;i&gt;una sola&lt;/i&gt; merce (cliccale, o fai doppio clic su un gruppo) e trascinale nella sala contrattazioni al centro, o premi &lt;b&gt;O&lt;/b&gt;. Gli altri vedono solo quante ne offri.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Trade.&lt;/b&gt; Drop the same number of your own cards on another player&apos;s offer (or select them and click the offer). You swap blind: you learn what you got when it arrives (it glows in your hand).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Scambio.&lt;/b&gt; Rilascia lo stesso numero di carte tue sull&apos;offerta di un altro giocatore (o selezionale e clicca l&apos;offerta). Lo scambio è alla cieca: scopri cosa hai ricevuto quando arriva (brilla nella tua mano).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bell.&lt;/b&gt; When you hold all nine of a commodity, press the bell (or &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;La campanella.&lt;/b&gt; Quando hai tutte e nove le carte di una merce, premi la campanella (o &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bull and Bear.&lt;/b&gt; The Bull is wild: 8 of a commodity plus the Bull is a Bull Corner; all 9 plus the Bull scores double. Whoever holds the Bear cannot corner. When someone corners, every other holder of the Bull or the Bear loses 20 points for each. Pass them on fast, inside offers of one commodity.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Toro e Orso.&lt;/b&gt; Il Toro è un jolly: 8 carte di una merce più il Toro fanno un accaparramento col Toro; tutte e 9 più il Toro valgono il doppio. Chi ha l&apos;Orso non può accaparrare. Quando qualcuno accaparra, ogni altro giocatore che ha il Toro o l&apos;Orso perde 20 punti per ciascuno. Passali in fretta, dentro offerte di una sola merce.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first player to reach the target score (500, or 250 in a short game) wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vince il primo giocatore che raggiunge il punteggio obiettivo (500, o 250 in una partita breve).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bots.&lt;/b&gt; They match your speed: they take about as long as you do to take an offer, to look at the cards they get and to ring the bell. The game measures you as you play and remembers it for the next game. Your level decides how well they play, and the pace makes them a step slower or quicker. Game → Bots match my speed turns it off, for the levels&apos; fixed speeds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;I bot.&lt;/b&gt; Seguono la tua velocità: impiegano più o meno quanto te per prendere un&apos;offerta, guardare le carte che ricevono e suonare la campanella. Il gioco ti misura mentre giochi e se lo ricorda per la partita successiva. Il livello decide quanto bene giocano, e il ritmo li rende un passo più lenti o più veloci. Partita → I bot seguono la mia velocità lo disattiva, per le velocità fisse dei livelli.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, the fast and noisy commodity-trading card game, against bots.&lt;/p&gt;&lt;p&gt;Corner the market, ring the bell!&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, il gioco di carte veloce e chiassoso della borsa merci, contro i bot.&lt;/p&gt;&lt;p&gt;Accaparra il mercato, suona la campanella!&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pit Desktop</source>
        <translation>Informazioni su Pit Desktop</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <translation>Sinistra / Destra</translation>
    </message>
    <message>
        <source>move among your cards</source>
        <translation>muoversi tra le tue carte</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Su / Giù</translation>
    </message>
    <message>
        <source>move among your commodities</source>
        <translation>muoversi tra le tue merci</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Spazio / Invio</translation>
    </message>
    <message>
        <source>select or put back the card</source>
        <translation>selezionare o rimettere la carta</translation>
    </message>
    <message>
        <source>1 – 4</source>
        <translation>1 – 4</translation>
    </message>
    <message>
        <source>select that many of the commodity</source>
        <translation>selezionare altrettante carte della merce</translation>
    </message>
    <message>
        <source>offer the selected cards</source>
        <translation>offrire le carte selezionate</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>walk the other players&apos; offers</source>
        <translation>scorrere le offerte degli altri giocatori</translation>
    </message>
    <message>
        <source>Enter on an offer</source>
        <translation>Enter su un&apos;offerta</translation>
    </message>
    <message>
        <source>trade your selection for it</source>
        <translation>scambiarla con la tua selezione</translation>
    </message>
    <message>
        <source>withdraw your offer</source>
        <translation>ritirare la tua offerta</translation>
    </message>
    <message>
        <source>ring the bell (claim a corner)</source>
        <translation>suonare la campanella (dichiarare un accaparramento)</translation>
    </message>
    <message>
        <source>a hint: what a bot of the bots&apos; level would do now, and why</source>
        <translation>un consiglio: cosa farebbe ora un bot del livello dei bot, e perché</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>annullare la selezione</translation>
    </message>
    <message>
        <source>pause the game, or go on</source>
        <translation>mettere in pausa la partita, o continuare</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nuova partita</translation>
    </message>
    <message>
        <source>deal the next hand</source>
        <translation>distribuire la mano successiva</translation>
    </message>
    <message>
        <source>save the last hand&apos;s record</source>
        <translation>salvare la registrazione dell&apos;ultima mano</translation>
    </message>
    <message>
        <source>open a hand record</source>
        <translation>aprire la registrazione di una mano</translation>
    </message>
    <message>
        <source>hand history</source>
        <translation>storico delle mani</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>statistiche</translation>
    </message>
    <message>
        <source>mute</source>
        <translation>silenziare</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>come si gioca</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>uscire</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
</context>
<context>
    <name>LeaveGame</name>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abbandonare la partita in corso?</translation>
    </message>
    <message>
        <source>Quit now? Your game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>Uscire ora? La tua partita resta salvata, con le carte della mano in corso, e potrai riprenderla la prossima volta.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>Passare a %1 ora? La tua partita a %2 resta salvata, con le carte della mano in corso, e potrai riprenderla la prossima volta.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game in progress will be abandoned.</source>
        <translation>Passare a %1 ora? La tua partita a %2 in corso sarà abbandonata.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Switch games</source>
        <translation>Cambiare gioco</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Abbandonare la partita?</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — passo %2 di %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Play a real game…</source>
        <translation>Gioca una partita vera…</translation>
    </message>
    <message>
        <source>Leave the lesson (Esc)</source>
        <translation>Esci dalla lezione (Esc)</translation>
    </message>
    <message>
        <source>Start the lesson now? Your game is kept, the hand in play with its cards, and goes on where it stopped when the lesson ends.</source>
        <translation>Iniziare la lezione ora? La tua partita viene conservata, con la mano in corso e le sue carte, e riprende da dove si era fermata quando la lezione finisce.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Impara a giocare</translation>
    </message>
    <message>
        <source>You left the lesson. A new game is dealt with the options New game shows: Game → New game changes them.</source>
        <translation>Sei uscito dalla lezione. Si distribuisce una nuova partita con le opzioni che mostra Nuova partita: Partita → Nuova partita le cambia.</translation>
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
        <translation>Auto regola il livello dei bot e il ritmo un passo alla volta perché tu vinca la tua giusta parte.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The bots now play at the {pace} pace. {what}</source>
        <translation>Ora i bot giocano a ritmo {pace}. {what}</translation>
    </message>
    <message>
        <source>Welcome to the Pit!</source>
        <translation>Benvenuto nel Pit!</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>players</source>
        <translation>giocatori</translation>
    </message>
    <message>
        <source>bot levels</source>
        <translation>livelli dei bot</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>ritmo</translation>
    </message>
    <message>
        <source>speed matching</source>
        <translation>adeguamento della velocità</translation>
    </message>
    <message>
        <source>your measured speed</source>
        <translation>la tua velocità misurata</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>allenatore</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>la proposta di imparare a giocare</translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s). Wait for a taker, or withdraw (W).</source>
        <translation>
            <numerusform>Offri %n carta. Aspetta chi la prende, o ritirala (W).</numerusform>
            <numerusform>Offri %n carte. Aspetta chi le prende, o ritirale (W).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select 1–4 cards of one commodity first (click them).</source>
        <translation>Prima seleziona da 1 a 4 carte di una merce (cliccale).</translation>
    </message>
    <message>
        <source>Select as many of your cards as the offer holds, then click it.</source>
        <translation>Seleziona tante carte quante ne ha l&apos;offerta, poi cliccala.</translation>
    </message>
    <message>
        <source>You withdrew your offer.</source>
        <translation>Hai ritirato la tua offerta.</translation>
    </message>
    <message>
        <source>To trade with %1, drop your cards on the offer itself.</source>
        <translation>Per scambiare con %1, rilascia le carte proprio sull&apos;offerta.</translation>
    </message>
    <message>
        <source>Sort your cards…</source>
        <translation>Riordina le carte…</translation>
    </message>
    <message>
        <source>{owner}&apos;s offer is gone.</source>
        <translation>L&apos;offerta di {owner} non c&apos;è più.</translation>
    </message>
    <message>
        <source>Sort your cards… %1</source>
        <translation>Riordina le carte… %1</translation>
    </message>
    <message>
        <source>Ding!</source>
        <translation>Din!</translation>
    </message>
    <message>
        <source>The market opens again… %1</source>
        <translation>Il mercato riapre… %1</translation>
    </message>
    <message>
        <source>Game → New game (Ctrl+N) to deal.</source>
        <translation>Partita → Nuova partita (Ctrl+N) per distribuire.</translation>
    </message>
</context>
<context>
    <name>MarketHint</name>
    <message>
        <source>Start a new game first: Game → New game (Ctrl+N).</source>
        <translation>Prima inizia una partita: Partita → Nuova partita (Ctrl+N).</translation>
    </message>
    <message>
        <source>The market is not open yet: sort your cards until the dealer rings the bell.</source>
        <translation>Il mercato non è ancora aperto: riordina le carte finché il mazziere non suona la campanella.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Bots match my speed</source>
        <translation>I bot seguono la mia velocità</translation>
    </message>
    <message>
        <source>&amp;Bots match my speed</source>
        <translation>I &amp;bot seguono la mia velocità</translation>
    </message>
    <message>
        <source>The bots take about as long as you do to take an offer, to look at the cards they get and to ring the bell: the game measures you as you play, and remembers it. Your level decides how well they play. Off, they play at their levels&apos; fixed speeds.</source>
        <translation>I bot impiegano più o meno quanto te per prendere un&apos;offerta, guardare le carte che ricevono e suonare la campanella: il gioco ti misura mentre giochi e se lo ricorda. Il livello decide quanto bene giocano. Se è disattivato, giocano alla velocità fissa del loro livello.</translation>
    </message>
    <message>
        <source>The bots now match your speed. {what}</source>
        <translation>Ora i bot seguono la tua velocità. {what}</translation>
    </message>
    <message>
        <source>The bots now play at their levels&apos; fixed speeds.</source>
        <translation>Ora i bot giocano alla velocità fissa del loro livello.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Wheat</source>
        <translation>Grano</translation>
    </message>
    <message>
        <source>Barley</source>
        <translation>Orzo</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Caffè</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Mais</translation>
    </message>
    <message>
        <source>Rye</source>
        <translation>Segale</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Zucchero</translation>
    </message>
    <message>
        <source>Oats</source>
        <translation>Avena</translation>
    </message>
    <message>
        <source>Soybeans</source>
        <translation>Soia</translation>
    </message>
    <message>
        <source>Oranges</source>
        <translation>Arance</translation>
    </message>
    <message>
        <source>Hay</source>
        <translation>Fieno</translation>
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
        <translation>Orso</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Umano</translation>
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
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source> players</source>
        <translation> giocatori</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Tavolo:</translation>
    </message>
    <message>
        <source>Pace:</source>
        <translation>Ritmo:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>All bots:</source>
        <translation>Tutti i bot:</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Altre regole</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuisci</translation>
    </message>
    <message numerus="yes">
        <source>This edition has %n commodities, one for each player: at most %n players.</source>
        <translation>
            <numerusform>Questa edizione ha %n merce, una per giocatore: al massimo %n giocatore.</numerusform>
            <numerusform>Questa edizione ha %n merci, una per giocatore: al massimo %n giocatori.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was cut to %n players.</source>
        <translation>
            <numerusform>Il tavolo è stato ridotto a %n giocatore.</numerusform>
            <numerusform>Il tavolo è stato ridotto a %n giocatori.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfferSpot</name>
    <message>
        <source>%1 has no offer out: drop your cards on an offer, or on the floor to offer them.</source>
        <translation>%1 non ha offerte: rilascia le carte su un&apos;offerta, o nella sala per offrirle.</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Questo giocatore</translation>
    </message>
    <message>
        <source>Drop as many of your cards here to trade, or select them and click</source>
        <translation>Rilascia qui altrettante carte tue per scambiare, o selezionale e clicca</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) offered by %1</source>
        <translation>
            <numerusform>%n carta offerta da %1</numerusform>
            <numerusform>%n carte offerte da %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No offer from %1</source>
        <translation>Nessuna offerta da %1</translation>
    </message>
    <message>
        <source>Press Enter to trade your selected cards for it</source>
        <translation>Premi Invio per scambiarla con le carte selezionate</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Quell&apos;offerta non c&apos;è più: qualcuno l&apos;ha presa prima, o è stata ritirata.</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>Relaxed</source>
        <translation>Rilassato</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Svelto</translation>
    </message>
    <message>
        <source>The bots take about {percent}% longer over everything. Against Medium bots, a player at human speed wins about twice as often as at Standard.</source>
        <translation>I bot impiegano circa il {percent}% di tempo in più per tutto. Contro bot di livello Medio, un giocatore a velocità umana vince circa il doppio delle volte rispetto al ritmo Standard.</translation>
    </message>
    <message>
        <source>The usual pace, at which the levels were measured. At three seats the bots play a little quicker, at five or more a little slower, so each level is about as hard at any table size.</source>
        <translation>Il ritmo abituale, a cui sono stati misurati i livelli. Con tre giocatori i bot giocano un po&apos; più in fretta, con cinque o più un po&apos; più piano, così ogni livello è più o meno altrettanto difficile a qualunque tavolo.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over everything. Against Medium bots, a player at human speed wins about half as often as at Standard.</source>
        <translation>I bot impiegano circa il {percent}% di tempo in meno per tutto. Contro bot di livello Medio, un giocatore a velocità umana vince circa la metà delle volte rispetto al ritmo Standard.</translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>Paused — press P to go on</source>
        <translation>In pausa — premi P per continuare</translation>
    </message>
    <message>
        <source>Paused while the window was away — press P to go on</source>
        <translation>In pausa mentre la finestra non era attiva — premi P per continuare</translation>
    </message>
    <message>
        <source>The game is paused: press P to go on, then try again.</source>
        <translation>La partita è in pausa: premi P per continuare, poi riprova.</translation>
    </message>
</context>
<context>
    <name>PauseOverlay</name>
    <message>
        <source>Go on (P)</source>
        <translation>Continua (P)</translation>
    </message>
</context>
<context>
    <name>PitLesson</name>
    <message>
        <source>Learn to play Pit</source>
        <translation>Impara a giocare a Pit</translation>
    </message>
    <message>
        <source>New to Pit? A short guided hand shows you how to play, one step at a time, against two bots who wait for you. Take it now? It is always in Help → Learn to play Pit.</source>
        <translation>Nuovo a Pit? Una breve mano guidata ti mostra come si gioca, un passo alla volta, contro due bot che ti aspettano. Iniziarla ora? È sempre in Aiuto → Impara a giocare a Pit.</translation>
    </message>
    <message>
        <source>Offer your two Barley: select them and drag them onto the trading floor.</source>
        <translation>Offri le tue due carte di Orzo: selezionale e trascinale nella sala contrattazioni.</translation>
    </message>
    <message>
        <source>Offer the Bear on its own: select it and drag it onto the floor, or press O.</source>
        <translation>Offri l&apos;Orso da solo: selezionalo e trascinalo nella sala contrattazioni, o premi O.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer this time: select your Corn and drop it on his offer.</source>
        <translation>Questa volta prendi l&apos;offerta di Bob: seleziona il tuo Mais e lascialo sulla sua offerta.</translation>
    </message>
    <message>
        <source>Not yet: do what this step asks first.</source>
        <translation>Non ancora: prima fai ciò che chiede questo passo.</translation>
    </message>
    <message>
        <source>Pay with your Corn: it is the card you need least.</source>
        <translation>Paga con il tuo Mais: è la carta che ti serve meno.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer: select your Corn and drop it on his offer.</source>
        <translation>Prendi l&apos;offerta di Bob: seleziona il tuo Mais e lascialo sulla sua offerta.</translation>
    </message>
    <message>
        <source>Leave your offer out: a taker is coming.</source>
        <translation>Lascia la tua offerta: sta arrivando chi la prende.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>La lezione finisce con questa mano: gioca una partita vera, o esci dalla lezione.</translation>
    </message>
    <message>
        <source>The Bear is no commodity: you cannot collect it. Pick your biggest group.</source>
        <translation>L&apos;Orso non è una merce: non si può raccogliere. Scegli il tuo gruppo più grande.</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n of those. Pick the group you hold most of.</source>
        <translation>
            <numerusform>Ne hai solo %n. Scegli il gruppo di cui hai di più.</numerusform>
            <numerusform>Ne hai solo %n. Scegli il gruppo di cui hai di più.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is your hand, one group of cards per commodity. Each group&apos;s heading names it, says how many you hold and what a corner in it scores: “Wheat ×6 · 100” is six Wheat, worth 100. The side panel lists the commodities in play. The Bear is a special card: more of it later.</source>
        <translation>Questa è la tua mano, un gruppo di carte per merce. L&apos;intestazione di ogni gruppo ne dice il nome, quante ne hai e quanto vale un accaparramento: “Grano ×6 · 100” sono sei carte di Grano, che valgono 100. Il pannello laterale elenca le merci in gioco. L&apos;Orso è una carta speciale: ne parliamo più avanti.</translation>
    </message>
    <message>
        <source>You win a hand by holding all nine cards of one commodity: a corner. So choose the commodity to collect: the one you hold most of. Which is it? Click one of its cards.</source>
        <translation>Vinci una mano tenendo tutte e nove le carte di una merce: un accaparramento. Quindi scegli la merce da raccogliere: quella di cui hai di più. Qual è? Fai clic su una delle sue carte.</translation>
    </message>
    <message>
        <source>Right: collect Wheat, and trade away the rest, a few cards of one commodity at a time. Start with your two Barley: double-click them (or click each) to select both.</source>
        <translation>Giusto: raccogli il Grano, e scambia il resto, poche carte di una stessa merce alla volta. Comincia dalle tue due carte di Orzo: fai doppio clic su di esse (o clic su ciascuna) per selezionarle entrambe.</translation>
    </message>
    <message>
        <source>Now offer them: drag them onto the trading floor in the middle of the table, or press O. The others hear only how many cards you offer: “Two! Two! Two!”</source>
        <translation>Ora offrile: trascinale nella sala contrattazioni, al centro del tavolo, o premi O. Gli altri sentono solo quante carte offri: “Due! Due! Due!”</translation>
    </message>
    <message>
        <source>Your offer is out. Nobody knows what is in it, only that it is two cards. Wait: a player who wants to trade two cards will take it.</source>
        <translation>La tua offerta è sul tavolo. Nessuno sa cosa contiene, solo che sono due carte. Aspetta: chi vuole scambiare due carte la prenderà.</translation>
    </message>
    <message>
        <source>Ann took it, giving you two of her cards, unseen. They were Wheat: they glow green in your hand. Wait: Bob is making an offer…</source>
        <translation>Ann l&apos;ha presa, dandoti due delle sue carte, alla cieca. Erano Grano: brillano di verde nella tua mano. Aspetta: Bob sta facendo un&apos;offerta…</translation>
    </message>
    <message>
        <source>Bob offers one card. Take it: select your Corn, then drag it onto Bob&apos;s offer, or click his offer. You give as many cards as you get.</source>
        <translation>Bob offre una carta. Prendila: seleziona il tuo Mais, poi trascinalo sull&apos;offerta di Bob, o fai clic sulla sua offerta. Dai tante carte quante ne ricevi.</translation>
    </message>
    <message>
        <source>Bob&apos;s card was Wheat: you hold all nine! But whoever holds the Bear cannot corner, and it costs 20 points when someone else does. Pass it on: select the Bear and offer it.</source>
        <translation>La carta di Bob era Grano: le hai tutte e nove! Ma chi tiene l&apos;Orso non può accaparrare il mercato, e gli costa 20 punti quando lo fa un altro. Passalo: seleziona l&apos;Orso e offrilo.</translation>
    </message>
    <message>
        <source>An offer of one card, like any other: nobody knows it is the Bear. Wait for a taker…</source>
        <translation>Un&apos;offerta di una carta, come un&apos;altra: nessuno sa che è l&apos;Orso. Aspetta chi la prende…</translation>
    </message>
    <message>
        <source>Bob took the Bear. Nine Wheat and no Bear: a corner! Ring the bell before anyone else does: click Corner! or press B. (In a real hand, slip the Bear into an offer of cards you are trading away, so it leaves with them.)</source>
        <translation>Bob ha preso l&apos;Orso. Nove Grano e niente Orso: un accaparramento! Suona la campanella prima di chiunque altro: fai clic su Accaparrato! o premi B. (In una mano vera, infila l&apos;Orso in un&apos;offerta di carte che stai scambiando, così se ne va con loro.)</translation>
    </message>
    <message>
        <source>You cornered the Wheat: 100 points. Ann held the Bull and Bob the Bear, so each lost 20. The Bull is wild: eight of a kind and the Bull corner too, so keep it if it comes to you. Hands go on until someone has 500 points. Real bots trade fast and wait for no one: watch their offers, and ring as soon as you hold nine. Stuck? H gives a hint; P pauses. Easy bots are best to begin with.</source>
        <translation>Hai accaparrato il Grano: 100 punti. Ann aveva il Toro e Bob l&apos;Orso, quindi ognuno ha perso 20. Il Toro è un jolly: otto di una merce con il Toro accaparrano anche loro, quindi tienilo se ti arriva. Le mani continuano finché qualcuno arriva a 500 punti. I bot veri scambiano in fretta e non aspettano nessuno: tieni d&apos;occhio le loro offerte, e suona appena le hai tutte e nove. Bloccato? H dà un suggerimento; P mette in pausa. Per cominciare, i bot Facili sono i migliori.</translation>
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
        <translation>Fine della mano</translation>
    </message>
    <message>
        <source>The Money Game is settled: you are paid %1</source>
        <translation>La partita a soldi è saldata: ricevi %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you pay %1</source>
        <translation>La partita a soldi è saldata: paghi %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you come out even</source>
        <translation>La partita a soldi è saldata: sei in pari</translation>
    </message>
    <message>
        <source>Average score: %1; 10 cents a point above or below it</source>
        <translation>Punteggio medio: %1; 10 centesimi a punto sopra o sotto</translation>
    </message>
    <message>
        <source>You pay %1 %2</source>
        <translation>Paghi %2 a %1</translation>
    </message>
    <message>
        <source>%1 pays you %2</source>
        <translation>%1 ti paga %2</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 paga %3 a %2</translation>
    </message>
    <message>
        <source>Nobody pays anybody: everyone comes out even.</source>
        <translation>Nessuno paga nessuno: tutti sono in pari.</translation>
    </message>
    <message numerus="yes">
        <source>%n cent(s)</source>
        <translation>
            <numerusform>%n centesimo</numerusform>
            <numerusform>%n centesimi</numerusform>
        </translation>
    </message>
    <message>
        <source>You shot the moon and made it</source>
        <translation>Hai puntato alla luna e ce l&apos;hai fatta</translation>
    </message>
    <message>
        <source>High: %1, with %2</source>
        <translation>Alta: %1, con %2</translation>
    </message>
    <message>
        <source>Low: %1, with %2</source>
        <translation>Bassa: %1, con %2</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Saldare i conti</translation>
    </message>
    <message>
        <source>%1 shot the moon and made it</source>
        <translation>%1 ha puntato alla luna e ce l&apos;ha fatta</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 for points, %4 for moons (%5, %6): %7</source>
        <translation>%1: %2, %3 per i punti, %4 per le lune (%5, %6): %7</translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>moons made</comment>
        <translation>
            <numerusform>%n riuscita</numerusform>
            <numerusform>%n riuscite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <comment>moons failed</comment>
        <translation>
            <numerusform>%n fallita</numerusform>
            <numerusform>%n fallite</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>You win the game. %1</source>
        <translation>Vinci la partita. %1</translation>
    </message>
    <message>
        <source>%1 wins the game. %2</source>
        <translation>%1 vince la partita. %2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <source>Jack: %1</source>
        <translation>Fante: %1</translation>
    </message>
    <message>
        <source>Jack: not dealt</source>
        <translation>Fante: non distribuito</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Gioco: %1</translation>
    </message>
    <message>
        <source>Game: tied</source>
        <translation>Gioco: pareggio</translation>
    </message>
    <message>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1: %2 in questa mano, %3 in tutto</translation>
    </message>
    <message>
        <source>Target %1: a pitcher who reaches it wins</source>
        <translation>Traguardo %1: vince chi apre e lo raggiunge</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message numerus="yes">
        <source>You shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>Hai puntato alla luna e l&apos;hai mancata: %n punto preso</numerusform>
            <numerusform>Hai puntato alla luna e l&apos;hai mancata: %n punti presi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made your bid of %1, taking %n point(s)</source>
        <translation>
            <numerusform>Mantieni la dichiarazione di %1 con %n punto</numerusform>
            <numerusform>Mantieni la dichiarazione di %1 con %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are set back %1, taking %n point(s)</source>
        <translation>
            <numerusform>Dichiarazione fallita: perdi %1, con solo %n punto preso</numerusform>
            <numerusform>Dichiarazione fallita: perdi %1, con solo %n punti presi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>%1 ha puntato alla luna e l&apos;ha mancata: %n punto preso</numerusform>
            <numerusform>%1 ha puntato alla luna e l&apos;ha mancata: %n punti presi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made the bid of %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 mantiene la dichiarazione di %2 con %n punto</numerusform>
            <numerusform>%1 mantiene la dichiarazione di %2 con %n punti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is set back %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1 non fa la dichiarazione e perde %2: solo %n punto preso</numerusform>
            <numerusform>%1 non fa la dichiarazione e perde %2: solo %n punti presi</numerusform>
        </translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
</context>
<context>
    <name>PitchHandViewer</name>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Replay della mano {hand}</translation>
    </message>
    <message>
        <source>Step of the hand</source>
        <translation>Passo della mano</translation>
    </message>
    <message>
        <source>Keys: → and ← step forward and back, Home and End go to the deal and the end, Space plays</source>
        <translation>Tasti: → e ← avanzano e tornano indietro di un passo, Home e Fine vanno alla distribuzione e alla fine, Spazio riproduce</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pt</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Passo %1 di %2</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n presa</numerusform>
            <numerusform>%n prese</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchHelp</name>
    <message>
        <source>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Six cards each. In turn from the dealer&apos;s left, everyone speaks once: pass or bid 1 to 4, the points they promise to take; a bid must beat the one before. The dealer speaks last: if everyone else passed, the dealer is stuck with a bid of 2 at least; otherwise the dealer may steal the high bid by bidding the same number (not a 4).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Sei carte a testa. A turno dalla sinistra del mazziere, ognuno parla una volta: passa o dichiara da 1 a 4, i punti che promette di prendere; una dichiarazione deve superare la precedente. Il mazziere parla per ultimo: se tutti gli altri hanno passato, è obbligato a dichiarare almeno 2; altrimenti può rubare la dichiarazione più alta dichiarando lo stesso numero (non un 4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You may also bid 4 at once by pitching a card: it ends the auction and leads that card.&lt;/p&gt;&lt;p&gt;The highest bidder, the pitcher, leads the first card: its suit is trump. Follow the suit led if you can; you may always play a trump instead. The highest trump, or else the highest card of the suit led, takes the trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Puoi anche dichiarare 4 subito lanciando una carta: chiude l&apos;asta e apre con quella carta.&lt;/p&gt;&lt;p&gt;Chi dichiara di più, il lanciatore, apre con la prima carta: il suo seme è briscola. Rispondi al seme di uscita se puoi; puoi sempre giocare una briscola al suo posto. La briscola più alta, altrimenti la carta più alta del seme di uscita, prende la presa.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four points a hand: &lt;b&gt;High&lt;/b&gt; (the highest trump played), &lt;b&gt;Low&lt;/b&gt; (the lowest trump played, to whoever takes its trick), &lt;b&gt;Jack&lt;/b&gt; (the jack of trumps, to whoever takes it) and &lt;b&gt;Game&lt;/b&gt; (the most card points in tricks taken: ten 10, ace 4, king 3, queen 2, jack 1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quattro punti a mano: &lt;b&gt;Alta&lt;/b&gt; (la briscola più alta giocata), &lt;b&gt;Bassa&lt;/b&gt; (la briscola più bassa giocata, a chi prende la sua presa), &lt;b&gt;Fante&lt;/b&gt; (il fante di briscola, a chi lo prende) e &lt;b&gt;Gioco&lt;/b&gt; (più punti carta nelle prese: dieci 10, asso 4, re 3, donna 2, fante 1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A pitcher who takes fewer points than the bid is &lt;b&gt;set back&lt;/b&gt; by the bid; scores may go below zero. &lt;b&gt;Only the pitcher can win:&lt;/b&gt; the first to reach the target at the end of a hand they pitched wins, even with fewer points than another player.&lt;/p&gt;&lt;p&gt;The Money Game (a table option) has no target: bids are 2 to 4 or shoot the moon, and at the end each player is paid for the points above the average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Un lanciatore che prende meno punti di quanti ne ha dichiarati Un lanciatore che prende meno punti della dichiarazione &lt;b&gt;non fa la dichiarazione&lt;/b&gt; e perde i punti dichiarati;lt;bUn lanciatore che prende meno punti della dichiarazione &lt;b&gt;non fa la dichiarazione&lt;/b&gt; e perde i punti dichiarati;gt;perde i punti dichiaratiUn lanciatore che prende meno punti della dichiarazione &lt;b&gt;non fa la dichiarazione&lt;/b&gt; e perde i punti dichiarati;lt;/bUn lanciatore che prende meno punti della dichiarazione &lt;b&gt;non fa la dichiarazione&lt;/b&gt; e perde i punti dichiarati;gt;; i punteggi possono scendere sotto zero. &lt;b&gt;Solo il lanciatore può vincere:&lt;/b&gt; vince il primo che raggiunge l&apos;obiettivo alla fine di una mano in cui ha lanciato, anche con meno punti di un altro giocatore.&lt;/p&gt;&lt;p&gt;Il gioco a soldi (un&apos;opzione del tavolo) non ha obiettivo: si dichiara da 2 a 4 o si punta alla luna, e alla fine ogni giocatore è pagato per i punti sopra la media.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Money Game ends when you settle up between hands (Game → Settle up, or the button beside Next hand): each player is paid 10 cents a point above the average score, or pays 10 cents a point below it, and a dollar from every other player for each moon made (or pays them a dollar for each moon missed). The final panel says who pays whom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;La partita a soldi finisce quando saldi i conti tra una mano e l&apos;altra (Partita → Saldare i conti, o il pulsante accanto a Mano successiva): ogni giocatore riceve 10 centesimi a punto sopra il punteggio medio, o paga 10 centesimi a punto sotto, e un dollaro da ogni altro giocatore per ogni luna riuscita (o paga loro un dollaro per ogni luna fallita). Il pannello finale dice chi paga chi.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: &lt;b&gt;0&lt;/b&gt; pass, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; bid, &lt;b&gt;5&lt;/b&gt; shoot the moon (the Money Game), &lt;b&gt;L&lt;/b&gt; the last trick, &lt;b&gt;P&lt;/b&gt; pause. Play a card by double-clicking it, dragging it to the trick, or Enter. Hover over a dimmed card to see why it cannot be played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tasti: &lt;b&gt;0&lt;/b&gt; passa, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; dichiara, &lt;b&gt;5&lt;/b&gt; punta alla luna (gioco a soldi), &lt;b&gt;L&lt;/b&gt; l&apos;ultima presa, &lt;b&gt;P&lt;/b&gt; pausa. Gioca una carta con doppio clic, trascinandola sulla presa o con Invio. Passa il mouse su una carta attenuata per vedere perché non si può giocare.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;To pitch a card on your call (a bid of 4 that leads it), drag it to the trick; or choose it with the arrows and press Enter, then Enter again on the pitch button. Enter on the end-of-hand panel deals the next hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Per lanciare una carta al tuo turno (una dichiarazione di 4 che apre con essa), trascinala sulla presa; oppure sceglila con le frecce e premi Invio, poi di nuovo Invio sul pulsante per lanciare. Invio sul pannello di fine mano distribuisce la mano successiva.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Pitch</source>
        <translation>Come si gioca a Pitch</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pass&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;bid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;shoot the moon (the Money Game)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card and play it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call the focus is on the bids (← → between them): down to your cards, and up to the bids again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call: pitch the chosen card (bid 4 and lead it); dragging it to the trick pitches it too&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on the end-of-hand panel: the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick, and go back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;deal the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;save the last hand&apos;s record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause, and go on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mute&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game, quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;passare&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dichiarare&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;puntare alla luna (partita a soldi)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;scegliere una carta e giocarla&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;al tuo turno di dichiarare il focus è sulle dichiarazioni (← → tra di esse): giù alle tue carte, e su di nuovo alle dichiarazioni&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Invio&lt;/b&gt;, &lt;b&gt;Invio&lt;/b&gt;&lt;/td&gt;&lt;td&gt;al tuo turno: lanciare la carta scelta (dichiarare 4 e aprire con essa); trascinarla sulla presa la lancia&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Invio&lt;/b&gt;&lt;/td&gt;&lt;td&gt;sul pannello di fine mano: la mano successiva&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;vedere l&apos;ultima presa, e tornare&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;distribuire la mano seguente&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;salvare la registrazione dell&apos;ultima mano&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pausa, e riprendere&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;silenzio&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nuova partita, esci&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; gives a hint: what a bot of the bots&apos; level would call or play now, and why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; dà un consiglio: cosa dichiarerebbe o giocherebbe ora un bot del livello dei bot, e perché.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; takes back your last call or card while no one has played since (never in a counted game).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; riprende la tua ultima dichiarazione o carta finché nessuno ha giocato nel frattempo (mai in una partita che conta).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>&lt;p&gt;The bid keys are the game&apos;s own: 1–4 in the Auction game (2–4 when bids start at 2), 2–4 and 5 in the Money Game. On your call the focus is on the bids, so the keys work at once; your calls and the bots&apos; are in the log beside the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;I tasti delle dichiarazioni sono quelli del gioco: 1–4 nel gioco all&apos;asta (2–4 quando le dichiarazioni partono da 2), 2–4 e 5 nella partita a soldi. Al tuo turno il focus è sulle dichiarazioni, quindi i tasti funzionano subito; le tue dichiarazioni e quelle dei bot sono nel registro accanto al tavolo.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PitchHint</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Nessun consiglio ora: non è il tuo turno.</translation>
    </message>
    <message>
        <source>Bid %1: you hold %2.</source>
        <translation>Dichiara %1: hai %2.</translation>
    </message>
    <message>
        <source>Bid %1: %2 is your best suit.</source>
        <translation>Dichiara %1: %2 è il tuo seme migliore.</translation>
    </message>
    <message>
        <source>Bid %1: everyone passed, so the dealer must bid.</source>
        <translation>Dichiara %1: tutti hanno passato, quindi il mazziere deve dichiarare.</translation>
    </message>
    <message>
        <source>Pitch %1 to bid 4: you hold %2.</source>
        <translation>Lancia %1 per dichiarare 4: hai %2.</translation>
    </message>
    <message>
        <source>Shoot the moon: you hold %1.</source>
        <translation>Punta alla luna: hai %1.</translation>
    </message>
    <message>
        <source>Pass: your best suit, %1, is not worth a bid of %2.</source>
        <translation>Passa: il tuo seme migliore, %1, non vale una dichiarazione di %2.</translation>
    </message>
    <message>
        <source>Play %1: it is the only card you may play.</source>
        <translation>Gioca %1: è l&apos;unica carta che puoi giocare.</translation>
    </message>
    <message>
        <source>Lead %1: it makes %2 trump.</source>
        <translation>Apri con %1: rende %2 briscola.</translation>
    </message>
    <message>
        <source>Lead %1: no one can hold a higher trump.</source>
        <translation>Apri con %1: nessuno può avere una briscola più alta.</translation>
    </message>
    <message>
        <source>Lead %1: draw out the other players&apos; trumps.</source>
        <translation>Apri con %1: fai uscire le briscole degli altri.</translation>
    </message>
    <message>
        <source>Lead %1: a side card that is worth little.</source>
        <translation>Apri con %1: una carta di un altro seme che vale poco.</translation>
    </message>
    <message>
        <source>Play %1: it takes the trick as it stands.</source>
        <translation>Gioca %1: prende la presa così com&apos;è.</translation>
    </message>
    <message>
        <source>Play %1: you play last, and it takes the trick.</source>
        <translation>Gioca %1: giochi per ultimo, e prende la presa.</translation>
    </message>
    <message>
        <source>Play %1: let this trick go with your least useful card.</source>
        <translation>Gioca %1: lascia andare questa presa con la tua carta meno utile.</translation>
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
        <translation>Le statistiche in {file} non si possono leggere né scrivere: questa mano non conta.</translation>
    </message>
</context>
<context>
    <name>PitchLesson</name>
    <message>
        <source>Learn to play Pitch</source>
        <translation>Impara a giocare a Pitch</translation>
    </message>
    <message>
        <source>New to Pitch? A short guided hand shows you the auction, trumps and tricks and how a hand is scored, one step at a time. Take it now? It is always in Help → Learn to play Pitch.</source>
        <translation>Nuovo a Pitch? Una breve mano guidata ti mostra la dichiarazione, la briscola, le prese e come si conta una mano, un passo alla volta. Iniziarla ora? È sempre in Aiuto → Impara a giocare a Pitch.</translation>
    </message>
    <message>
        <source>In this lesson, bid 2: press 2, or click the 2 button.</source>
        <translation>In questa lezione dichiara 2: premi 2, o fai clic sul pulsante del 2.</translation>
    </message>
    <message>
        <source>Pitch the King of Spades: Spades become trump, and you hold two more of them.</source>
        <translation>Apri con il Re di Picche: Picche diventa briscola, e ne hai altre due.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>La lezione finisce con questa mano: gioca una partita vera, o esci dalla lezione.</translation>
    </message>
    <message>
        <source>There is no taking back in the lesson: play on.</source>
        <translation>Nella lezione non si torna indietro: continua a giocare.</translation>
    </message>
    <message>
        <source>nobody (a tie)</source>
        <translation>nessuno (pareggio)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>te</translation>
    </message>
    <message>
        <source>The four points are counted. High, the highest trump, went to %1; Low, the lowest trump, to %2; Jack, the Jack of trumps, to %3; Game, the most card points in tricks won (each 10 counts 10, an Ace 4, a King 3, a Queen 2, a Jack 1), to %4.</source>
        <translation>Si contano i quattro punti. L&apos;Alta, la briscola più alta, è andata a %1; la Bassa, la briscola più bassa, a %2; il Fante, il fante di briscola, a %3; il Gioco, più punti carta nelle prese vinte (ogni 10 vale 10, un Asso 4, un Re 3, una Donna 2, un Fante 1), a %4.</translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: you score them all.</source>
        <translation>
            <numerusform>Hai dichiarato 2 e vinto %n punto: lo segni.</numerusform>
            <numerusform>Hai dichiarato 2 e vinto %n punti: li segni tutti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: set back, you lose 2.</source>
        <translation>
            <numerusform>Hai dichiarato 2 e vinto %n punto: non ci arrivi, perdi 2.</numerusform>
            <numerusform>Hai dichiarato 2 e vinto %n punti: non ci arrivi, perdi 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pitch is played in tricks, and first comes the auction: each player says once how many of the hand&apos;s four points he will win (High, Low, Jack and Game). You speak first. With the King, Jack and 2 of Spades, bid 2: press 2, or click the 2 button.</source>
        <translation>Pitch si gioca a prese, e prima viene la dichiarazione: ogni giocatore dice una volta quanti dei quattro punti della mano vincerà (Alta, Bassa, Fante e Gioco). Parli per primo. Con il Re, il Fante e il 2 di Picche, dichiara 2: premi 2, o fai clic sul pulsante del 2.</translation>
    </message>
    <message>
        <source>Now the others speak in turn, each once. Nobody bids more than 2: you win the auction, and you will lead the first card.</source>
        <translation>Ora parlano gli altri a turno, una volta ciascuno. Nessuno dichiara più di 2: vinci tu la dichiarazione, e aprirai con la prima carta.</translation>
    </message>
    <message>
        <source>You are the pitcher: the first card you lead sets trump for the whole hand. Pitch your King of Spades: double-click it, or drag it to the middle of the table.</source>
        <translation>Sei tu ad aprire: la prima carta che giochi stabilisce la briscola per tutta la mano. Apri con il tuo Re di Picche: fai doppio clic su di esso, o trascinalo al centro del tavolo.</translation>
    </message>
    <message>
        <source>Spades are trump. Everyone must follow suit, a Spade, if he can, or play a trump: here the same. Watch who takes the trick…</source>
        <translation>Picche è briscola. Ognuno deve rispondere al seme, una Picche, se può, o giocare una briscola: qui è lo stesso. Guarda chi fa la presa…</translation>
    </message>
    <message>
        <source>Ann held the Ace of Spades: the highest trump takes the trick, and High with it. She took the trick, so she leads the next one…</source>
        <translation>Ann aveva l&apos;Asso di Picche: la briscola più alta fa la presa, e l&apos;Alta con essa. La presa è sua, quindi apre lei la prossima…</translation>
    </message>
    <message>
        <source>Ann led a Heart. Follow suit with a Heart, or trump it with a Spade: any trump beats every Heart; among Hearts the highest wins. Play one of the cards you may play.</source>
        <translation>Ann ha aperto con Cuori. Rispondi a Cuori, o taglia con una Picche: qualsiasi briscola batte tutti i Cuori; tra i Cuori vince il più alto. Gioca una delle carte che puoi giocare.</translation>
    </message>
    <message>
        <source>Your turn. Nobody else holds a trump now, so each Spade you play takes its trick, and your Jack and your 2 (Low) are points for you. Play a card.</source>
        <translation>Tocca a te. Nessun altro ha più briscole, quindi ogni Picche che giochi fa la sua presa, e il tuo Fante e il tuo 2 (la Bassa) sono punti per te. Gioca una carta.</translation>
    </message>
    <message>
        <source>Your turn, and your trumps are all played. Follow the suit led if you can, or else play any card: the trick goes to the highest trump, or else to the highest card of the suit led. Play a card.</source>
        <translation>Tocca a te, e le tue briscole sono tutte giocate. Rispondi al seme d&apos;uscita se puoi, altrimenti gioca una carta qualsiasi: la presa va alla briscola più alta, o altrimenti alla carta più alta del seme d&apos;uscita. Gioca una carta.</translation>
    </message>
    <message>
        <source>The others play. A trick goes to its highest trump, or else to the highest card of the suit led; whoever takes it leads the next.</source>
        <translation>Giocano gli altri. La presa va alla briscola più alta, altrimenti alla carta più alta del seme di uscita; chi prende apre la successiva.</translation>
    </message>
    <message>
        <source>That is Pitch. The deal passes to the left each hand, and the first to reach 7 points at the end of a hand he pitched wins. Bid what your trumps can take, and lead them early.</source>
        <translation>Questo è Pitch. Il mazzo passa a sinistra a ogni mano, e vince il primo che arriva a 7 punti alla fine di una mano in cui ha aperto. Dichiara quanto possono prendere le tue briscole, e giocale presto.</translation>
    </message>
</context>
<context>
    <name>PitchNewGameDialog</name>
    <message>
        <source>New game of Pitch</source>
        <translation>Nuova partita a Pitch</translation>
    </message>
    <message>
        <source>The Money Game (bids 2, 3, 4 or the moon; paid in cents)</source>
        <translation>Partita a soldi (dichiarazioni 2, 3, 4 o la luna; in centesimi)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Players (you and the bots):</source>
        <translation>Giocatori (tu e i bot):</translation>
    </message>
    <message>
        <source>Points to win:</source>
        <translation>Punti per vincere:</translation>
    </message>
    <message>
        <source>The dealer may steal the bid by matching it</source>
        <translation>Il mazziere può rubare la dichiarazione pareggiandola</translation>
    </message>
    <message>
        <source>Stick the dealer: must bid 2 when all pass</source>
        <translation>Mazziere obbligato: dichiara 2 se tutti passano</translation>
    </message>
    <message>
        <source>Bids start at 2</source>
        <translation>Le dichiarazioni partono da 2</translation>
    </message>
    <message>
        <source>Low scores for whoever was dealt it</source>
        <translation>La Bassa va a chi l&apos;ha ricevuta</translation>
    </message>
    <message>
        <source>A counted game: no taking back a call or card</source>
        <translation>Partita che conta: nessuna dichiarazione o carta ripresa</translation>
    </message>
    <message>
        <source>Bots&apos; level:</source>
        <translation>Livello dei bot:</translation>
    </message>
    <message>
        <source>Bots&apos; pace:</source>
        <translation>Ritmo dei bot:</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuisci</translation>
    </message>
</context>
<context>
    <name>PitchPace</name>
    <message>
        <source>The bots take about {percent}% longer over each card and call, more time to follow the play. They play no differently.</source>
        <translation>I bot impiegano circa il {percent}% di tempo in più per ogni carta e ogni dichiarazione: più tempo per seguire il gioco. Non giocano in modo diverso.</translation>
    </message>
    <message>
        <source>The usual pace: about a second a card and two or three a call, as a person plays.</source>
        <translation>Il ritmo normale: circa un secondo per carta e due o tre per dichiarazione, come gioca una persona.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over each card and call. They play no differently.</source>
        <translation>I bot impiegano circa il {percent}% di tempo in meno per ogni carta e ogni dichiarazione. Non giocano in modo diverso.</translation>
    </message>
</context>
<context>
    <name>PitchPresenter</name>
    <message>
        <source>Hand %1: you deal.</source>
        <translation>Mano %1: distribuisci tu.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals.</source>
        <translation>Mano %1: distribuisce %2.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Passi.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passa.</translation>
    </message>
    <message>
        <source>You steal the bid at %1.</source>
        <translation>Rubi la dichiarazione a %1.</translation>
    </message>
    <message>
        <source>You bid %1.</source>
        <translation>Dichiari %1.</translation>
    </message>
    <message>
        <source>%1 steals the bid at %2.</source>
        <translation>%1 ruba la dichiarazione a %2.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 dichiara %2.</translation>
    </message>
    <message>
        <source>You shoot the moon.</source>
        <translation>Punti alla luna.</translation>
    </message>
    <message>
        <source>%1 shoots the moon.</source>
        <translation>%1 punta alla luna.</translation>
    </message>
    <message>
        <source>You pitch for the moon.</source>
        <translation>Apri per la luna.</translation>
    </message>
    <message>
        <source>You pitch for %1.</source>
        <translation>Apri con %1.</translation>
    </message>
    <message>
        <source>%1 pitches for the moon.</source>
        <translation>%1 apre per la luna.</translation>
    </message>
    <message>
        <source>%1 pitches for %2.</source>
        <translation>%1 apre con %2.</translation>
    </message>
    <message>
        <source>Everyone passed: the hand is thrown in.</source>
        <translation>Tutti hanno passato: la mano è annullata.</translation>
    </message>
    <message>
        <source>Trump is %1.</source>
        <translation>La briscola è %1.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Prendi la presa.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 prende la presa.</translation>
    </message>
    <message>
        <source>You made the bid.</source>
        <translation>Mantieni la dichiarazione.</translation>
    </message>
    <message>
        <source>You are set back.</source>
        <translation>Dichiarazione fallita: perdi i punti dichiarati.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1 mantiene la dichiarazione.</translation>
    </message>
    <message>
        <source>%1 is set back.</source>
        <translation>%1 non fa la dichiarazione e perde i punti dichiarati.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 vince la partita.</translation>
    </message>
    <message>
        <source>The Money Game is settled: the table shows who pays whom.</source>
        <translation>La partita a soldi è saldata: il tavolo mostra chi paga chi.</translation>
    </message>
    <message>
        <source>Taken back: %1. Your turn again.</source>
        <translation>Ripreso: %1. Di nuovo il tuo turno.</translation>
    </message>
    <message>
        <source>%1 took back: %2.</source>
        <translation>%1 ha ripreso: %2.</translation>
    </message>
    <message>
        <source>You play the %1.</source>
        <translation>Giochi il %1.</translation>
    </message>
    <message>
        <source>%1 plays the %2.</source>
        <translation>%1 gioca il %2.</translation>
    </message>
    <message>
        <source>%1 — refused: %2</source>
        <translation>%1 — rifiutato: %2</translation>
    </message>
    <message>
        <source>%1: %2 — refused: %3</source>
        <translation>%1: %2 — rifiutato: %3</translation>
    </message>
</context>
<context>
    <name>PitchRefusal</name>
    <message>
        <source>Rule %1</source>
        <translation>Regola %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1</source>
        <translation>Puoi rispondere a %1: gioca %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1 or a trump</source>
        <translation>Puoi rispondere a %1: gioca %1 o una briscola</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Non è il tuo turno</translation>
    </message>
    <message>
        <source>You do not hold that card</source>
        <translation>Non hai quella carta</translation>
    </message>
    <message>
        <source>The auction is not over yet</source>
        <translation>L&apos;asta non è ancora finita</translation>
    </message>
    <message>
        <source>The auction is over: each player speaks once</source>
        <translation>L&apos;asta è finita: ognuno parla una volta</translation>
    </message>
    <message>
        <source>This table plays without the dealer&apos;s steal: bid more than %1</source>
        <translation>Questo tavolo gioca senza il furto del mazziere: dichiara più di %1</translation>
    </message>
    <message>
        <source>The dealer must match or beat the high bid of %1</source>
        <translation>Il mazziere deve eguagliare o superare la dichiarazione più alta, %1</translation>
    </message>
    <message>
        <source>A bid must beat the high bid of %1</source>
        <translation>Una dichiarazione deve superare la più alta, %1</translation>
    </message>
    <message>
        <source>Bids start at 2 at this table</source>
        <translation>A questo tavolo le dichiarazioni partono da 2</translation>
    </message>
    <message>
        <source>Everyone else passed: the dealer must bid at least 2</source>
        <translation>Tutti hanno passato: il mazziere deve dichiarare almeno 2</translation>
    </message>
    <message>
        <source>That is not a bid of this game</source>
        <translation>Non è una dichiarazione di questo gioco</translation>
    </message>
    <message>
        <source>Shooting the moon is the Money Game&apos;s bid</source>
        <translation>Puntare alla luna è la dichiarazione della partita a soldi</translation>
    </message>
    <message>
        <source>In the Money Game you bid first; the pitcher leads once the auction is won</source>
        <translation>Nella partita a soldi prima si dichiara; chi apre lo fa una volta vinta l&apos;asta</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partita è finita</translation>
    </message>
    <message>
        <source>This is a counted game: nothing is taken back</source>
        <translation>Questa partita conta: non si riprende nulla</translation>
    </message>
    <message>
        <source>Another player has called or played since: your last move stands</source>
        <translation>Un altro giocatore ha dichiarato o giocato nel frattempo: la tua ultima mossa resta</translation>
    </message>
    <message>
        <source>The hand is over: it stands as it was played</source>
        <translation>La mano è finita: resta come è stata giocata</translation>
    </message>
    <message>
        <source>You have no call or card to take back: one step only, once you have played</source>
        <translation>Non hai dichiarazioni né carte da riprendere: un solo passo, dopo che hai giocato</translation>
    </message>
</context>
<context>
    <name>PitchSeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchSession</name>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Prima inizia una nuova partita.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Una mano si può salvare quando è finita.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>la mano non si può scrivere.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>Impossibile salvare la registrazione della mano: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Mano %1 salvata in %2</translation>
    </message>
</context>
<context>
    <name>PitchSettle</name>
    <message>
        <source>Settle up?</source>
        <translation>Saldare i conti?</translation>
    </message>
    <message>
        <source>Settle up the Money Game now? It ends the game and pays everyone out.</source>
        <translation>Saldare ora i conti del gioco a soldi? La partita finisce e si paga ognuno.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Saldare i conti</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
</context>
<context>
    <name>PitchTableWidget</name>
    <message>
        <source>Pitch table</source>
        <translation>Tavolo di Pitch</translation>
    </message>
    <message>
        <source>Last trick (L)</source>
        <translation>Ultima presa (L)</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <source>No game is being played. Deal one to play Pitch against the bots.</source>
        <translation>Nessuna partita in corso. Distribuiscine una per giocare a Pitch contro i bot.</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Nuova partita… (Ctrl+N)</translation>
    </message>
    <message>
        <source>Trump: set by the first lead</source>
        <translation>Briscola: la decide il primo attacco</translation>
    </message>
    <message>
        <source>Pitcher: %1, shooting the moon</source>
        <translation>Apre: %1, puntando alla luna</translation>
    </message>
    <message>
        <source>Pitcher: %1, bid %2</source>
        <translation>Apre: %1, dichiarazione %2</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by %2</source>
        <translation>Asta: la più alta è %1, di %2</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Asta: ancora nessuna dichiarazione</translation>
    </message>
    <message>
        <source>Money Game</source>
        <translation>Partita a soldi</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Traguardo %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <source>pitcher</source>
        <translation>apre</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>ha passato</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>gioca</translation>
    </message>
    <message>
        <source>to speak</source>
        <translation>parla</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pt</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click, press Enter or drag it to the trick to play it</source>
        <translation>Doppio clic, Invio o trascinala sulla presa per giocarla</translation>
    </message>
    <message>
        <source>This hand&apos;s calls and tricks</source>
        <translation>Dichiarazioni e prese di questa mano</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Apri tu</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Questa mano</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by you</source>
        <translation>Asta: la più alta è %1, la tua</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>what a player bid: under his name</comment>
        <translation>ha dichiarato %1</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>Tocca a te giocare</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>pass (0)</source>
        <translation>passare (0)</translation>
    </message>
    <message>
        <source>steal at %1</source>
        <translation>rubare a %1</translation>
    </message>
    <message>
        <source>steal at %1 or bid more (%2)</source>
        <translation>rubare a %1 o dichiarare di più (%2)</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call the player may make now</comment>
        <translation>dichiarare %1</translation>
    </message>
    <message>
        <source>shoot the moon (5)</source>
        <translation>puntare alla luna (5)</translation>
    </message>
    <message>
        <source>pitch a card to bid 4</source>
        <translation>lanciare una carta per dichiarare 4</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>Your call: %1</source>
        <translation>Tocca a te: %1</translation>
    </message>
    <message>
        <source>Back to the table (L)</source>
        <translation>Torna al tavolo (L)</translation>
    </message>
    <message>
        <source>%1: shoot the moon</source>
        <translation>%1: punta alla luna</translation>
    </message>
    <message>
        <source>%1: pitch for 4</source>
        <translation>%1: lancia per 4</translation>
    </message>
    <message>
        <source>%1: steal at %2</source>
        <translation>%1: ruba a %2</translation>
    </message>
    <message>
        <source>%1: bid %2</source>
        <translation>%1: dichiara %2</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1: passo</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by you</source>
        <translation>Presa %1: %2, presa da te</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by %3</source>
        <translation>Presa %1: %2, presa da %3</translation>
    </message>
    <message>
        <source>Last trick, taken by you</source>
        <translation>Ultima presa, vinta da te</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Ultima presa, vinta da %1</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation>Vinta da te</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Vinta da %1</translation>
    </message>
    <message>
        <source>Press Enter again (or the pitch button) to bid 4 with this card, or make another call</source>
        <translation>Premi di nuovo Invio (o il pulsante per lanciare) per dichiarare 4 con questa carta, o fai un&apos;altra chiamata</translation>
    </message>
</context>
<context>
    <name>PitchWindow</name>
    <message>
        <source>Save the hand record</source>
        <translation>Salva la registrazione della mano</translation>
    </message>
    <message>
        <source>Pitch hand records (*.json)</source>
        <translation>Registrazioni di mani di Pitch (*.json)</translation>
    </message>
    <message>
        <source>Take back your last call or card (Ctrl+Z)</source>
        <translation>Riprendi la tua ultima dichiarazione o carta (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Pitch&apos;s new-game options</source>
        <translation>opzioni di nuova partita di Pitch</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>ritmo</translation>
    </message>
    <message>
        <source>game</source>
        <translation>gioco</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>mazzo a quattro colori</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>la proposta di imparare a giocare</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Apri registrazione di una mano…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Distribuisci la &amp;mano successiva</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Salva la registrazione dell&apos;ultima mano…</translation>
    </message>
    <message>
        <source>Settle &amp;up (the Money Game)</source>
        <translation>Sal&amp;dare i conti (partita a soldi)</translation>
    </message>
    <message>
        <source>&amp;Take back your last call or card</source>
        <translation>&amp;Riprendi la tua ultima dichiarazione o carta</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>Rit&amp;mo</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Mazzo a &amp;quattro colori</translation>
    </message>
    <message>
        <source>♠ black, ♥ red, ♦ blue, ♣ green: no two suits alike</source>
        <translation>♠ nero, ♥ rosso, ♦ blu, ♣ verde: nessun seme somiglia a un altro</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pitch…</source>
        <translation>Impara a &amp;giocare a Pitch…</translation>
    </message>
    <message>
        <source>No statistics are kept here: the games are kept by another copy, or nowhere.</source>
        <translation>Qui non si tengono statistiche: le partite le tiene un&apos;altra copia, o nessuna.</translation>
    </message>
    <message>
        <source>The statistics cannot be read now.</source>
        <translation>Le statistiche non si possono leggere ora.</translation>
    </message>
    <message>
        <source>Hands counted: {hands}.</source>
        <translation>Mani contate: {hands}.</translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Consigli chiesti: {hints}, in {hands} delle mani.</translation>
    </message>
    <message>
        <source>A call or card taken back: in {hands} of the hands.</source>
        <translation>Una dichiarazione o carta ripresa: in {hands} delle mani.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
</context>
<context>
    <name>PitchWords</name>
    <message>
        <source>Clubs</source>
        <translation>Fiori</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Quadri</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Picche</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>in a sentence</comment>
        <translation>fiori</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>in a sentence</comment>
        <translation>quadri</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>in a sentence</comment>
        <translation>cuori</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>in a sentence</comment>
        <translation>picche</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Asso</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Fante</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>in a sentence</comment>
        <translation>Asso</translation>
    </message>
    <message>
        <source>King</source>
        <comment>in a sentence</comment>
        <translation>Re</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>in a sentence</comment>
        <translation>Donna</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>in a sentence</comment>
        <translation>Fante</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Fiori</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Quadri</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Cuori</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Picche</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card in a sentence</comment>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an Ace</comment>
        <translation>l&apos;%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a King</comment>
        <translation>il %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Queen</comment>
        <translation>la %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Jack</comment>
        <translation>il %1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an 8</comment>
        <translation>l&apos;%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a number card</comment>
        <translation>il %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Dichiara %1</translation>
    </message>
    <message>
        <source>Shoot the moon</source>
        <translation>Punta alla luna</translation>
    </message>
    <message>
        <source>Pitch %1: bid 4 and lead it</source>
        <translation>Lancia %1: dichiara 4 e apri con questa carta</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Gioca %1</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a call in a sentence</comment>
        <translation>passare</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call in a sentence</comment>
        <translation>dichiarare %1</translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <comment>a call in a sentence</comment>
        <translation>puntare alla luna</translation>
    </message>
    <message>
        <source>pitch %1</source>
        <comment>a call in a sentence</comment>
        <translation>lanciare %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <comment>a call in a sentence</comment>
        <translation>giocare %1</translation>
    </message>
    <message>
        <source>Steal at %1</source>
        <translation>Rubare a %1</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Corner</source>
        <translation>Accaparramento</translation>
    </message>
    <message>
        <source>Bull Corner</source>
        <translation>Accaparramento col Toro</translation>
    </message>
    <message>
        <source>Double Bull Corner</source>
        <translation>Doppio accaparramento col Toro</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>You cornered %1!</source>
        <translation>Hai accaparrato il mercato: %1!</translation>
    </message>
    <message>
        <source>%1 cornered %2!</source>
        <translation>%1 ha accaparrato il mercato: %2!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 vince la partita!</translation>
    </message>
    <message>
        <source>The market is open!</source>
        <translation>Il mercato è aperto!</translation>
    </message>
    <message numerus="yes">
        <source>You traded %n card(s) with %1</source>
        <translation>
            <numerusform>Hai scambiato %n carta con %1</numerusform>
            <numerusform>Hai scambiato %n carte con %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with you</source>
        <translation>
            <numerusform>%1 ha scambiato %n carta con te</numerusform>
            <numerusform>%1 ha scambiato %n carte con te</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with %2</source>
        <translation>
            <numerusform>%1 ha scambiato %n carta con %2</numerusform>
            <numerusform>%1 ha scambiato %n carte con %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s)</source>
        <translation>
            <numerusform>Offri %n carta</numerusform>
            <numerusform>Offri %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n card(s)</source>
        <translation>
            <numerusform>%1 offre %n carta</numerusform>
            <numerusform>%1 offre %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You withdrew %n card(s)</source>
        <translation>
            <numerusform>Hai ritirato %n carta</numerusform>
            <numerusform>Hai ritirato %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 withdrew %n card(s)</source>
        <translation>
            <numerusform>%1 ha ritirato %n carta</numerusform>
            <numerusform>%1 ha ritirato %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>the Bull</source>
        <translation>il Toro</translation>
    </message>
    <message>
        <source>the Bear</source>
        <translation>l&apos;Orso</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of a list</comment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>You gave %1 to %2 and got %3</source>
        <translation>Scambio con %2: hai dato %1 e ricevuto %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), ending about %3 cards behind the others.</source>
        <translation>
            <numerusform>%1: hai accaparrato il mercato in %2 mano su %n finora, finendo circa %3 carte dietro gli altri.</numerusform>
            <numerusform>%1: hai accaparrato il mercato in %2 delle ultime %n mani, finendo circa %3 carte dietro gli altri.</numerusform>
        </translation>
    </message>
    <message>
        <source>— Hand %1: you deal —</source>
        <translation>— Mano %1: distribuisci tu —</translation>
    </message>
    <message>
        <source>— Hand %1: %2 deals —</source>
        <translation>— Mano %1: distribuisce %2 —</translation>
    </message>
    <message>
        <source>You rang the bell without a corner: −%1</source>
        <translation>Hai suonato senza accaparramento: −%1</translation>
    </message>
    <message>
        <source>%1 rang the bell without a corner: −%2</source>
        <translation>%1 ha suonato senza accaparramento: −%2</translation>
    </message>
    <message>
        <source>Trade!</source>
        <translation>Scambiate!</translation>
    </message>
    <message>
        <source>Press Next hand to deal again.</source>
        <translation>Premi Mano successiva per distribuire di nuovo.</translation>
    </message>
    <message>
        <source>Ctrl+N starts a new game.</source>
        <translation>Ctrl+N inizia una nuova partita.</translation>
    </message>
    <message numerus="yes">
        <source>%n Wheat</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Grano</numerusform>
            <numerusform>%n Grano</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barley</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Orzo</numerusform>
            <numerusform>%n Orzo</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coffee</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Caffè</numerusform>
            <numerusform>%n Caffè</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Corn</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Mais</numerusform>
            <numerusform>%n Mais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rye</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Segale</numerusform>
            <numerusform>%n Segale</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sugar</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Zucchero</numerusform>
            <numerusform>%n Zucchero</numerusform>
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
            <numerusform>%n Soia</numerusform>
            <numerusform>%n Soia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oranges</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Arancia</numerusform>
            <numerusform>%n Arance</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Hay</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Fieno</numerusform>
            <numerusform>%n Fieno</numerusform>
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
        <translation>I bot restano come sono</translation>
    </message>
    <message>
        <source>The bots are now %1</source>
        <translation>Ora i bot sono %1</translation>
    </message>
    <message>
        <source>The bots now play a little slower</source>
        <translation>Ora i bot giocano un po&apos; più lentamente</translation>
    </message>
    <message>
        <source>The bots now play a little quicker</source>
        <translation>Ora i bot giocano un po&apos; più in fretta</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), and most of your tries found the offer gone.</source>
        <translation>
            <numerusform>%1: hai accaparrato il mercato in %2 mano su %n finora, e la maggior parte dei tuoi tentativi ha trovato l&apos;offerta già presa.</numerusform>
            <numerusform>%1: hai accaparrato il mercato in %2 delle ultime %n mani, e la maggior parte dei tuoi tentativi ha trovato l&apos;offerta già presa.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s).</source>
        <translation>
            <numerusform>%1: hai accaparrato il mercato in %2 mano su %n finora.</numerusform>
            <numerusform>%1: hai accaparrato il mercato in %2 delle ultime %n mani.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: you dealt. Sort your cards!</source>
        <translation>Mano %1: hai distribuito tu. Riordina le carte!</translation>
    </message>
    <message>
        <source>Hand %1: %2 dealt. Sort your cards!</source>
        <translation>Mano %1: ha distribuito %2. Riordina le carte!</translation>
    </message>
    <message>
        <source>A corner</source>
        <translation>Un accaparramento</translation>
    </message>
    <message>
        <source>A Bull Corner</source>
        <translation>Un accaparramento col Toro</translation>
    </message>
    <message>
        <source>A Double Bull Corner (scores double)</source>
        <translation>Un doppio accaparramento col Toro (vale doppio)</translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for you.</source>
        <translation>
            <numerusform>%1: +%n punto per te.</numerusform>
            <numerusform>%1: +%n punti per te.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for %2.</source>
        <translation>
            <numerusform>%1: +%n punto per %2.</numerusform>
            <numerusform>%1: +%n punti per %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You held the Bull: −%1.</source>
        <translation>Avevi il Toro: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull: −%1.</source>
        <translation>%2 aveva il Toro: −%1.</translation>
    </message>
    <message>
        <source>You held the Bear: −%1.</source>
        <translation>Avevi l&apos;Orso: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bear: −%1.</source>
        <translation>%2 aveva l&apos;Orso: −%1.</translation>
    </message>
    <message>
        <source>You held the Bull and the Bear: −%1.</source>
        <translation>Avevi il Toro e l&apos;Orso: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull and the Bear: −%1.</source>
        <translation>%2 aveva il Toro e l&apos;Orso: −%1.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a hand record.</source>
        <translation>Il file è danneggiato o non è una registrazione di mano.</translation>
    </message>
    <message>
        <source>The file is not a Pit Desktop hand record.</source>
        <translation>Il file non è una registrazione di mano di Pit Desktop.</translation>
    </message>
    <message>
        <source>The hand record was written by another version of Pit Desktop.</source>
        <translation>La registrazione è stata scritta da un&apos;altra versione di Pit Desktop.</translation>
    </message>
    <message>
        <source>The hand record is of another game.</source>
        <translation>La registrazione è di un altro gioco.</translation>
    </message>
    <message>
        <source>The hand record&apos;s rules are not valid.</source>
        <translation>Le regole della registrazione non sono valide.</translation>
    </message>
    <message>
        <source>The hand record&apos;s deal is not possible.</source>
        <translation>La distribuzione della registrazione non è possibile.</translation>
    </message>
    <message>
        <source>The hand record&apos;s moves are not valid.</source>
        <translation>Le mosse della registrazione non sono valide.</translation>
    </message>
    <message>
        <source>The hand record is damaged at %1.</source>
        <translation>La registrazione è danneggiata in %1.</translation>
    </message>
    <message>
        <source>You hold the Bear: its holder cannot corner.</source>
        <translation>Hai l&apos;Orso: chi lo tiene non può accaparrare.</translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</source>
        <translation>
            <numerusform>Nessun accaparramento: hai al massimo %n carta di una merce; ne servono tutte e 9, o 8 e il Toro.</numerusform>
            <numerusform>Nessun accaparramento: hai al massimo %n carte di una merce; ne servono tutte e 9, o 8 e il Toro.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9.</source>
        <translation>
            <numerusform>Nessun accaparramento: hai al massimo %n carta di una merce; ne servono tutte e 9.</numerusform>
            <numerusform>Nessun accaparramento: hai al massimo %n carte di una merce; ne servono tutte e 9.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer needs at least one card.</source>
        <translation>Un&apos;offerta richiede almeno una carta.</translation>
    </message>
    <message numerus="yes">
        <source>An offer holds at most 4 cards, not %n.</source>
        <translation>
            <numerusform>Un&apos;offerta ha al massimo 4 carte, non %n.</numerusform>
            <numerusform>Un&apos;offerta ha al massimo 4 carte, non %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer holds one commodity only, not %1.</source>
        <translation>Un&apos;offerta contiene una sola merce, non %1.</translation>
    </message>
    <message>
        <source>This game is played without the Bull and the Bear.</source>
        <translation>Questa partita si gioca senza il Toro e l&apos;Orso.</translation>
    </message>
    <message>
        <source>The Bear may only go in an offer of 3 or 4 cards.</source>
        <translation>L&apos;Orso può stare solo in un&apos;offerta di 3 o 4 carte.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>Non hai quelle carte.</translation>
    </message>
    <message>
        <source>You already have an open offer: withdraw it first.</source>
        <translation>Hai già un&apos;offerta aperta: prima ritirala.</translation>
    </message>
    <message>
        <source>You have no open offer to withdraw.</source>
        <translation>Non hai offerte aperte da ritirare.</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Quell&apos;offerta non c&apos;è più: qualcuno l&apos;ha presa prima, o è stata ritirata.</translation>
    </message>
    <message>
        <source>You cannot trade with your own offer.</source>
        <translation>Non puoi scambiare con la tua stessa offerta.</translation>
    </message>
    <message numerus="yes">
        <source>That offer holds %n card(s): hand over exactly as many.</source>
        <translation>
            <numerusform>Quell&apos;offerta ha %n carta: danne esattamente una.</numerusform>
            <numerusform>Quell&apos;offerta ha %n carte: danne esattamente altrettante.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sorting time is not over yet.</source>
        <translation>Il tempo per riordinare non è ancora finito.</translation>
    </message>
    <message>
        <source>That deal is not one the rules could give.</source>
        <translation>Questa distribuzione non è possibile secondo le regole.</translation>
    </message>
    <message>
        <source>That cannot be done at this point of the hand.</source>
        <translation>Non si può fare in questo momento della mano.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>Questo giocatore non è a questo tavolo.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Le regole ora non lo permettono.</translation>
    </message>
    <message numerus="yes">
        <source>You lose %n point(s).</source>
        <translation>
            <numerusform>Perdi %n punto.</numerusform>
            <numerusform>Perdi %n punti.</numerusform>
        </translation>
    </message>
    <message>
        <source>another player</source>
        <translation>un altro giocatore</translation>
    </message>
    <message numerus="yes">
        <source>You gave %1 to %2 %n time(s), and %2 cornered it.</source>
        <translation>
            <numerusform>Hai dato %1 al giocatore %2 %n volta, e %2 l&apos;ha accaparrato.</numerusform>
            <numerusform>Hai dato %1 al giocatore %2 %n volte, e %2 l&apos;ha accaparrato.</numerusform>
        </translation>
    </message>
    <message>
        <source>You kept the Bear for %1 s and lost %2: pass it on early.</source>
        <translation>Hai tenuto l&apos;Orso per %1 s e perso %2: passalo presto.</translation>
    </message>
    <message>
        <source>You held your corner for %1 s before ringing: ring at once.</source>
        <translation>Hai tenuto il tuo accaparramento per %1 s prima di suonare: suona subito.</translation>
    </message>
    <message>
        <source>You held a corner for %1 s without ringing; %2 cornered instead.</source>
        <translation>Hai avuto un accaparramento per %1 s senza suonare; invece ha accaparrato %2.</translation>
    </message>
    <message numerus="yes">
        <source>You switched from %1 to %2 after %n trade(s), and did not corner.</source>
        <translation>
            <numerusform>Dopo %n scambio hai cambiato obiettivo (prima %1, poi %2) e non hai accaparrato.</numerusform>
            <numerusform>Dopo %n scambi hai cambiato obiettivo (prima %1, poi %2) e non hai accaparrato.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rang %n time(s) without a corner.</source>
        <translation>
            <numerusform>Hai suonato %n volta senza accaparramento.</numerusform>
            <numerusform>Hai suonato %n volte senza accaparramento.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson this version cannot show.</source>
        <translation>Una lezione che questa versione non sa mostrare.</translation>
    </message>
    <message numerus="yes">
        <source>You lowered your offer of %n card(s)</source>
        <translation>
            <numerusform>Riduci la tua offerta di %n carta</numerusform>
            <numerusform>Riduci la tua offerta di %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowered an offer of %n card(s)</source>
        <translation>
            <numerusform>%1 riduce un&apos;offerta di %n carta</numerusform>
            <numerusform>%1 riduce un&apos;offerta di %n carte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>La tua offerta di %n carta decade</numerusform>
            <numerusform>La tua offerta di %n carte decade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>L&apos;offerta di %n carta di %1 decade</numerusform>
            <numerusform>L&apos;offerta di %n carte di %1 decade</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>An offer of %1</source>
        <translation>Un&apos;offerta di %1</translation>
    </message>
    <message>
        <source>A trade of %1</source>
        <translation>Uno scambio di %1</translation>
    </message>
    <message>
        <source>A withdrawal</source>
        <translation>Un ritiro</translation>
    </message>
    <message>
        <source>The bell</source>
        <translation>La campanella</translation>
    </message>
    <message>
        <source>The dealer&apos;s bell</source>
        <translation>La campanella del mazziere</translation>
    </message>
    <message>
        <source>%1 (%2) refused: %3</source>
        <translation>%1 (%2) rifiutato: %3</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>%1 deals this hand</source>
        <translation>%1 distribuisce questa mano</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
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
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, mazziere</translation>
    </message>
</context>
<context>
    <name>ShellKeeper</name>
    <message>
        <source>Resume the game?</source>
        <translation>Riprendere la partita?</translation>
    </message>
    <message>
        <source>A hand that was being played when the game stopped goes on where it stopped.</source>
        <translation>Una mano che si stava giocando quando la partita si è fermata riprende da dove si era interrotta.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
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
        <translation>tu</translation>
    </message>
    <message>
        <source>Resume the game — hand {hand}; {scores}?</source>
        <translation>Riprendere la partita — mano {hand}; {scores}?</translation>
    </message>
    <message>
        <source>Hand {hand} goes on where it stopped.</source>
        <translation>La mano {hand} riprende da dove si era interrotta.</translation>
    </message>
    <message>
        <source>Hand {hand} is dealt again with the same cards: this save does not say how it was played.</source>
        <translation>La mano {hand} viene distribuita di nuovo con le stesse carte: questo salvataggio non dice come è stata giocata.</translation>
    </message>
    <message>
        <source>Hand {hand} of the saved game could not be restored, so it is dealt anew.</source>
        <translation>Non è stato possibile ripristinare la mano {hand} della partita salvata: viene rimescolata e distribuita di nuovo.</translation>
    </message>
    <message>
        <source>Another Pit Desktop is running, so this one will not keep its game or statistics. You can play here; the other copy keeps its own.</source>
        <translation>C&apos;è già un altro Pit Desktop aperto, quindi questo non conserverà la partita né le statistiche. Puoi giocare qui; l&apos;altra copia conserva le sue.</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Pit Desktop</source>
        <translation>è stata salvata da una versione più recente di Pit Desktop</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>non si può leggere</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>è danneggiata</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {reason}. It was kept as {file}. A new game starts.</source>
        <translation>Non è stato possibile riprendere la partita salvata: {reason}. È stata conservata come {file}. Inizia una nuova partita.</translation>
    </message>
    <message>
        <source>The game cannot be saved to {file}: {why}</source>
        <translation>Impossibile salvare la partita in {file}: {why}</translation>
    </message>
</context>
<context>
    <name>ShellWindow</name>
    <message>
        <source>Some saved settings were unreadable and were reset to their defaults: %1.</source>
        <translation>Alcune impostazioni salvate erano illeggibili e sono state ripristinate ai valori predefiniti: %1.</translation>
    </message>
    <message>
        <source>Settings cannot be saved to {place}: your choices will not be kept after you quit.</source>
        <translation>Impossibile salvare le impostazioni in {place}: le tue scelte andranno perse all&apos;uscita.</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>suono</translation>
    </message>
    <message>
        <source>pause when away</source>
        <translation>pausa quando sei via</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>dimensioni della finestra</translation>
    </message>
    <message>
        <source>last folder</source>
        <translation>ultima cartella</translation>
    </message>
    <message>
        <source>left-handed layout</source>
        <translation>disposizione per mancini</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>dimensione delle carte</translation>
    </message>
    <message>
        <source>Sound off (M turns it back on).</source>
        <translation>Audio disattivato (M lo riattiva).</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Audio attivato.</translation>
    </message>
    <message>
        <source>No sound: no sound server is running. Sound comes on when one starts.</source>
        <translation>Nessun audio: non è attivo alcun server audio. L&apos;audio torna appena ne parte uno.</translation>
    </message>
    <message>
        <source>Sound stopped: the sound server went away. Sound comes back when it does.</source>
        <translation>Audio interrotto: il server audio non c&apos;è più. L&apos;audio torna quando torna il server.</translation>
    </message>
    <message>
        <source>Sound is on: a sound server has started.</source>
        <translation>Il suono è attivo: è partito un server audio.</translation>
    </message>
    <message>
        <source>Sound is back.</source>
        <translation>L&apos;audio è tornato.</translation>
    </message>
    <message>
        <source>No sound: the audio libraries this computer needs for sound are missing.</source>
        <translation>Nessun audio: su questo computer mancano le librerie audio necessarie.</translation>
    </message>
    <message>
        <source>No sound: the game&apos;s sound player does not work on this computer.</source>
        <translation>Nessun audio: il riproduttore audio del gioco non funziona su questo computer.</translation>
    </message>
    <message>
        <source>There is no game in progress to pause.</source>
        <translation>Non c&apos;è nessuna partita in corso da mettere in pausa.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partita continua.</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regola %1</translation>
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
        <translation>Due</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tre</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Quattro</translation>
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
            <numerusform>%n dito alzato</numerusform>
            <numerusform>%n dita alzate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>In play</source>
        <translation>In gioco</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punteggi</translation>
    </message>
    <message numerus="yes">
        <source>First to %n point(s) wins</source>
        <translation>
            <numerusform>Vince chi arriva prima a %n punto</numerusform>
            <numerusform>Vince chi arriva prima a %n punti</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Some kept games or hands could not be read and are left out.</source>
        <translation>Alcune partite o mani conservate non si sono potute leggere e sono escluse.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message numerus="yes">
        <source>Games played: %n.</source>
        <translation>
            <numerusform>Partite giocate: %n.</numerusform>
            <numerusform>Partite giocate: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands played: %n.</source>
        <translation>
            <numerusform>Mani giocate: %n.</numerusform>
            <numerusform>Mani giocate: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Consigli chiesti: {hints}, in {hands} delle mani.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Commodity</source>
        <translation>Merce</translation>
    </message>
    <message>
        <source>Your corners</source>
        <translation>I tuoi accaparramenti</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Esporta in CSV…</translation>
    </message>
    <message>
        <source>Corner a commodity to see this.</source>
        <translation>Accaparra il mercato di una merce per vedere questo.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partite finite</translation>
    </message>
    <message numerus="yes">
        <source>Games finished (someone reached the target score): %n.</source>
        <translation>
            <numerusform>Partite finite (qualcuno ha raggiunto il punteggio obiettivo): %n.</numerusform>
            <numerusform>Partite finite (qualcuno ha raggiunto il punteggio obiettivo): %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points you gain or lose in a hand, on average: {points}.</source>
        <translation>Punti che guadagni o perdi in una mano, in media: {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bull at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Tenere il Toro quando un altro accaparrava ti è costato {points} punti in %n mano.</numerusform>
            <numerusform>Tenere il Toro quando un altro accaparrava ti è costato {points} punti in %n mani.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bear at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Tenere l&apos;Orso quando un altro accaparrava ti è costato {points} punti in %n mano.</numerusform>
            <numerusform>Tenere l&apos;Orso quando un altro accaparrava ti è costato {points} punti in %n mani.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bots&apos; level</source>
        <translation>Livello dei bot</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partite finite</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Vinte da te</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>Quanto spesso</translation>
    </message>
    <message>
        <source>Likely range</source>
        <translation>Intervallo probabile</translation>
    </message>
    <message>
        <source>The true figure lies in this range 19 times in 20; it narrows as you play more games.</source>
        <translation>Il valore vero cade in questo intervallo 19 volte su 20; si restringe man mano che giochi più partite.</translation>
    </message>
    <message>
        <source>Kind of corner</source>
        <translation>Tipo di accaparramento</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Quanti</translation>
    </message>
    <message>
        <source>How often you win, by the bots&apos; level and pace</source>
        <translation>Quanto spesso vinci, per livello e ritmo dei bot</translation>
    </message>
    <message>
        <source>Finish a game to see how often you win.</source>
        <translation>Finisci una partita per vedere quanto spesso vinci.</translation>
    </message>
    <message>
        <source>A bar is how often you won; the thin line over it, the range the true figure likely lies in; the dashed line, an even share (one game in three at a table of three).</source>
        <translation>Una barra è quanto spesso hai vinto; la linea sottile sopra, l&apos;intervallo in cui probabilmente cade il valore vero; la linea tratteggiata, una quota equa (una partita su tre a un tavolo di tre).</translation>
    </message>
    <message>
        <source>Your last hands</source>
        <translation>Le tue ultime mani</translation>
    </message>
    <message>
        <source>Play a hand to see this.</source>
        <translation>Gioca una mano per vedere questo.</translation>
    </message>
    <message numerus="yes">
        <source>The points each of your last %n hand(s) gained or cost you, the latest on the right.</source>
        <translation>
            <numerusform>I punti che la tua ultima mano (%n) ti ha dato o tolto.</numerusform>
            <numerusform>I punti che ognuna delle tue ultime %n mani ti ha dato o tolto, la più recente a destra.</numerusform>
        </translation>
    </message>
    <message>
        <source>How you rate against the bots</source>
        <translation>Come ti valuti contro i bot</translation>
    </message>
    <message numerus="yes">
        <source>Finish %n more game(s) to see how you rate against the bots.</source>
        <translation>
            <numerusform>Finisci ancora %n partita per vedere come ti valuti contro i bot.</numerusform>
            <numerusform>Finisci ancora %n partite per vedere come ti valuti contro i bot.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating rises when you finish a game ahead of the bots and falls when they finish ahead of you. It is a careful estimate: it starts at 0 for everyone and climbs as the game grows surer of how you play. The dashed lines are the bots&apos; levels on the same scale.</source>
        <translation>La tua valutazione sale quando finisci una partita davanti ai bot e scende quando loro finiscono davanti a te. È una stima prudente: parte da 0 per tutti e sale man mano che il gioco è più sicuro di come giochi. Le linee tratteggiate sono i livelli dei bot sulla stessa scala.</translation>
    </message>
    <message>
        <source>You rate above: {levels}.</source>
        <translation>Sei sopra: {levels}.</translation>
    </message>
    <message>
        <source>You rate below or level with: {levels}.</source>
        <translation>Sei sotto o alla pari di: {levels}.</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Esporta le statistiche</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>Could not export to {file}: {why}</source>
        <translation>Impossibile esportare in {file}: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) exported to {file}.</source>
        <translation>
            <numerusform>%n mano esportata in {file}.</numerusform>
            <numerusform>%n mani esportate in {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>The hand is over: press Next hand to deal again.</source>
        <translation>La mano è finita: premi Mano successiva per distribuire di nuovo.</translation>
    </message>
    <message>
        <source>The game is over: Ctrl+N starts a new one.</source>
        <translation>La partita è finita: Ctrl+N ne inizia una nuova.</translation>
    </message>
</context>
<context>
    <name>TradeLog</name>
    <message>
        <source>Trading pit log</source>
        <translation>Registro della sala contrattazioni</translation>
    </message>
    <message>
        <source>Your trades this hand</source>
        <translation>I tuoi scambi in questa mano</translation>
    </message>
    <message>
        <source>Trading pit</source>
        <translation>Sala contrattazioni</translation>
    </message>
    <message>
        <source>Your trades</source>
        <translation>I tuoi scambi</translation>
    </message>
</context>
<context>
    <name>TradingFloor</name>
    <message>
        <source>Withdraw offer</source>
        <translation>Ritira l&apos;offerta</translation>
    </message>
    <message>
        <source>Your offer: %1</source>
        <translation>La tua offerta: %1</translation>
    </message>
    <message>
        <source>Trading floor, your offer: %1</source>
        <translation>Sala contrattazioni, la tua offerta: %1</translation>
    </message>
    <message>
        <source>Drag 1–4 cards of one commodity here to offer them</source>
        <translation>Trascina qui da 1 a 4 carte di una merce per offrirle</translation>
    </message>
    <message>
        <source>Trading floor, no offer of yours</source>
        <translation>Sala contrattazioni, nessuna tua offerta</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Modern (8 commodities)</source>
        <translation>Moderna (8 merci)</translation>
    </message>
    <message>
        <source>Classic (7 commodities)</source>
        <translation>Classica (7 merci)</translation>
    </message>
    <message>
        <source>Edition:</source>
        <translation>Edizione:</translation>
    </message>
    <message>
        <source>Play with the Bull and the Bear</source>
        <translation>Gioca con il Toro e l&apos;Orso</translation>
    </message>
    <message>
        <source>Short game (first to 250 instead of 500)</source>
        <translation>Partita breve (a 250 invece di 500)</translation>
    </message>
    <message>
        <source>The Bear only in offers of 3 or 4 cards</source>
        <translation>L&apos;Orso solo in offerte di 3 o 4 carte</translation>
    </message>
    <message>
        <source>A false corner claim costs 20 points</source>
        <translation>Un falso accaparramento costa 20 punti</translation>
    </message>
    <message>
        <source>Sorting time:</source>
        <translation>Tempo per riordinare:</translation>
    </message>
    <message>
        <source>Time to sort your cards before the bell opens the market</source>
        <translation>Tempo per riordinare le carte prima che la campanella apra il mercato</translation>
    </message>
    <message>
        <source>The silent treatment: hand signals instead of shouted counts</source>
        <translation>In silenzio: segnali con la mano invece di gridare il numero</translation>
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
        <translation>Salva la registrazione della mano</translation>
    </message>
    <message>
        <source>Pit hand records (*.json)</source>
        <translation>Registrazioni di mani di Pit (*.json)</translation>
    </message>
</context>
<context>
    <name>WindowLayout</name>
    <message>
        <source>Offer</source>
        <translation>Offri</translation>
    </message>
    <message>
        <source>Offer the selected cards (O)</source>
        <translation>Offri le carte selezionate (O)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <source>Withdraw your offer (W)</source>
        <translation>Ritira la tua offerta (W)</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Distribuisci una nuova partita</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Distribuisci la &amp;mano successiva</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Salva la registrazione dell&apos;ultima mano…</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>Rit&amp;mo</translation>
    </message>
    <message>
        <source>&amp;Trade</source>
        <translation>&amp;Scambi</translation>
    </message>
    <message>
        <source>&amp;Offer the selected cards</source>
        <translation>&amp;Offri le carte selezionate</translation>
    </message>
    <message>
        <source>&amp;Withdraw your offer</source>
        <translation>&amp;Ritira la tua offerta</translation>
    </message>
    <message>
        <source>Clear the &amp;selection</source>
        <translation>Annulla la s&amp;elezione</translation>
    </message>
    <message>
        <source>Ring the &amp;bell (claim a corner)</source>
        <translation>Suona la &amp;campanella (dichiara l&apos;accaparramento)</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pit…</source>
        <translation>Impara a &amp;giocare a Pit…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Apri registrazione di una mano…</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Storico delle mani…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>The &amp;coach&apos;s lessons after each hand</source>
        <translation>Lezioni dell&apos;&amp;allenatore dopo ogni mano</translation>
    </message>
</context>
<context>
    <name>WindowRecords</name>
    <message>
        <source>Open a hand record</source>
        <translation>Apri la registrazione di una mano</translation>
    </message>
    <message>
        <source>Hand records of Pit and Pitch (*.json);;All files (*)</source>
        <translation>Registrazioni di mani di Pit e Pitch (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Cerca in:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>File di tipo:</translation>
    </message>
    <message>
        <source>It could not be read: %1</source>
        <translation>Impossibile leggerlo: %1</translation>
    </message>
    <message>
        <source>Pit Desktop cannot replay {file}.</source>
        <translation>Pit Desktop non può rivedere {file}.</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>Statistics and hand history are not kept in this window.</source>
        <translation>Questa finestra non conserva statistiche né storico delle mani.</translation>
    </message>
</context>
</TS>
