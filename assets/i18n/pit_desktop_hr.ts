<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hr" sourcelanguage="en">
<context>
    <name>Auto</name>
    <message>
        <source>Auto starts at {level}, {pace} and moves the bots after each hand toward your fair share.</source>
        <translation>Auto počinje na razini {level}, tempo {pace}, i nakon svake runde vodi botove prema tvom poštenom dijelu.</translation>
    </message>
    <message>
        <source>Auto: the bots start at {level}, {pace}.</source>
        <translation>Auto: botovi počinju na razini {level}, tempo {pace}.</translation>
    </message>
    <message>
        <source>{level} · Auto</source>
        <translation>{level} · Auto</translation>
    </message>
    <message>
        <source>Auto sets the pace</source>
        <translation>Auto bira tempo</translation>
    </message>
</context>
<context>
    <name>BellButton</name>
    <message>
        <source>Corner!</source>
        <translation>Monopol!</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner (B)</source>
        <translation>Zazvoni i prijavi monopol (B)</translation>
    </message>
    <message>
        <source>Ring the bell to claim a corner</source>
        <translation>Zazvoni i prijavi monopol</translation>
    </message>
    <message>
        <source>You hold a corner: ring the bell!</source>
        <translation>Imaš monopol: pozvoni zvonom!</translation>
    </message>
</context>
<context>
    <name>CardDropTarget</name>
    <message>
        <source>That drop holds no cards from your hand.</source>
        <translation>To nisu karte iz tvoje ruke.</translation>
    </message>
</context>
<context>
    <name>FileProblem</name>
    <message>
        <source>the file or its folder is not there.</source>
        <translation>datoteka ili njezina mapa ne postoji.</translation>
    </message>
    <message>
        <source>Pit Desktop may not use that file or folder.</source>
        <translation>Pit Desktop ne smije koristiti tu datoteku ili mapu.</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>to je mapa, a ne datoteka.</translation>
    </message>
    <message>
        <source>a file is in the way.</source>
        <translation>na putu je druga datoteka.</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>disk je pun.</translation>
    </message>
    <message>
        <source>the system refused it.</source>
        <translation>sustav je to odbio.</translation>
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
        <translation>&amp;Igra</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partija…</translation>
    </message>
    <message>
        <source>&amp;Mute sound</source>
        <translation>Isključi &amp;zvuk</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Izlaz</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauza</translation>
    </message>
    <message>
        <source>Stop the clock and the bots; P again to go on</source>
        <translation>Zaustavlja sat i botove; ponovno P za nastavak</translation>
    </message>
    <message>
        <source>Pause when the window is &amp;away</source>
        <translation>Pauza kad prozor nije &amp;aktivan</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Pomoć</translation>
    </message>
    <message>
        <source>&amp;How to play</source>
        <translation>&amp;Kako se igra</translation>
    </message>
    <message>
        <source>&amp;Keys</source>
        <translation>&amp;Tipke</translation>
    </message>
    <message>
        <source>&amp;About Pit Desktop</source>
        <translation>&amp;O programu Pit Desktop</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>P&amp;rikaz</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Smanji &amp;kretanje</translation>
    </message>
    <message>
        <source>Cards, offers and the bell hold still</source>
        <translation>Karte, ponude i zvono miruju</translation>
    </message>
    <message>
        <source>&amp;Appearance</source>
        <translation>&amp;Izgled</translation>
    </message>
    <message>
        <source>As the &amp;system</source>
        <translation>Kao s&amp;ustav</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Svijetlo</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Tamno</translation>
    </message>
    <message>
        <source>Card &amp;size</source>
        <translation>&amp;Veličina karata</translation>
    </message>
    <message>
        <source>&amp;Left-handed layout</source>
        <translation>Raspored za &amp;ljevake</translation>
    </message>
    <message>
        <source>The side panel and the buttons on the left</source>
        <translation>Bočna ploča i gumbi s lijeve strane</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Jezik</translation>
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
        <translation>Pit — trgovanje robom, 3 do 8 igrača</translation>
    </message>
    <message>
        <source>Pitch — trick-taking: the Auction or the Money Game</source>
        <translation>Pitch — igra štihova: igra licitacije ili igra za novac</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Igra</translation>
    </message>
    <message>
        <source>P&amp;lay</source>
        <translation>&amp;Igraj</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>The market opens again in a moment: look at your hand first.</source>
        <translation>Tržište se uskoro ponovno otvara: najprije pogledaj svoje karte.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Runda se može spremiti tek kad završi.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>runda se ne može zapisati.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>Zapis runde nije spremljen: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Runda %1 spremljena u %2</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Najprije započni novu partiju.</translation>
    </message>
</context>
<context>
    <name>GameKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read now.</source>
        <translation>Statistika u {file} sada se ne može čitati.</translation>
    </message>
    <message>
        <source>The statistics file was damaged; it was kept as {file} and a new one started.</source>
        <translation>Datoteka statistike bila je oštećena; sačuvana je kao {file} i započeta je nova.</translation>
    </message>
    <message>
        <source>The statistics in {file} are from a newer Pit Desktop: left alone, not counted.</source>
        <translation>Statistika u {file} potječe iz novijeg Pit Desktopa: ostaje netaknuta i ne broji se.</translation>
    </message>
    <message>
        <source>The statistics in {file} are busy in another Pit Desktop: this hand is not counted.</source>
        <translation>Statistiku u {file} koristi drugi Pit Desktop: ova se runda ne broji.</translation>
    </message>
    <message>
        <source>The statistics in {file} cannot be read or written: this game is not counted.</source>
        <translation>Statistika u {file} ne može se čitati ni pisati: ova se igra ne broji.</translation>
    </message>
</context>
<context>
    <name>GroupNode</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karte</numerusform>
            <numerusform>%n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2 points</source>
        <translation>%1, %2 bodova</translation>
    </message>
    <message numerus="yes">
        <source>%1, %n selected</source>
        <translation>
            <numerusform>%1, %n odabrana</numerusform>
            <numerusform>%1, %n odabrane</numerusform>
            <numerusform>%1, %n odabranih</numerusform>
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
        <translation>Snimka runde {hand}</translation>
    </message>
    <message>
        <source>Trade log</source>
        <translation>Dnevnik razmjena</translation>
    </message>
    <message>
        <source>The coach&apos;s lessons</source>
        <translation>Trenerove lekcije</translation>
    </message>
    <message>
        <source>◀ Step back</source>
        <translation>◀ Korak natrag</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Pokreni</translation>
    </message>
    <message>
        <source>Step forward ▶</source>
        <translation>Korak naprijed ▶</translation>
    </message>
    <message>
        <source>{speed}× speed</source>
        <translation>brzina {speed}×</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n boda</numerusform>
            <numerusform>%n bodova</numerusform>
        </translation>
    </message>
    <message>
        <source>offers %1</source>
        <translation>nudi %1</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauza</translation>
    </message>
</context>
<context>
    <name>HandWidget</name>
    <message>
        <source>Your hand</source>
        <translation>Tvoje karte</translation>
    </message>
    <message>
        <source>offered</source>
        <translation>ponuđeno</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n card(s) of {name}.</source>
        <translation>
            <numerusform>Imaš samo %n kartu: {name}.</numerusform>
            <numerusform>Imaš samo %n karte: {name}.</numerusform>
            <numerusform>Imaš samo %n karata: {name}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}, {points} points</source>
        <translation>{name}, {points} bodova</translation>
    </message>
    <message>
        <source>{card}, selected</source>
        <translation>{card}, odabrana</translation>
    </message>
    <message>
        <source>{n} of {count}</source>
        <translation>{n} od {count}</translation>
    </message>
    <message>
        <source>{card}, {n} of {count}</source>
        <translation>{card}, {n} od {count}</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>nema karata</translation>
    </message>
    <message>
        <source>{card}. Your hand: {hand}</source>
        <translation>{card}. Tvoje karte: {hand}</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Hin&amp;t: what would the bots do?</source>
        <translation>Savje&amp;t: što bi botovi učinili?</translation>
    </message>
    <message>
        <source>No hint now: no hand is being played.</source>
        <translation>Sada nema savjeta: ne igra se nijedna runda.</translation>
    </message>
    <message>
        <source>Sort your cards: collect %1, your biggest group (%2 cards), when the market opens.</source>
        <translation>Posloži karte: skupljaj %1, svoju najveću skupinu (%2 karata), kad se tržnica otvori.</translation>
    </message>
    <message>
        <source>Ring the bell: you hold a corner in %1.</source>
        <translation>Zazvoni: imaš monopol na %1.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3.</source>
        <translation>Prihvati ponudu igrača %1 za svoje %2: skupljaš %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: you collect %3, and %1 seems to be giving %3 away.</source>
        <translation>Prihvati ponudu igrača %1 za svoje %2: skupljaš %3, a čini se da %1 daje %3.</translation>
    </message>
    <message>
        <source>Take %1&apos;s offer for your %2: pass the Bear on; holding it you cannot corner, and it costs 20.</source>
        <translation>Prihvati ponudu igrača %1 za svoje %2: dodaj Medvjeda dalje; dok ga imaš ne možeš prijaviti monopol, a košta 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3 and no one is feeding you %2.</source>
        <translation>Ponudi svoje %1: skupljaš %3 i nitko ti ne daje %2.</translation>
    </message>
    <message>
        <source>Offer your %1: you collect %3, and %2 is what you want least.</source>
        <translation>Ponudi svoje %1: skupljaš %3, a %2 ti najmanje treba.</translation>
    </message>
    <message>
        <source>Offer your %1: be rid of the Bear; holding it you cannot corner, and it costs 20.</source>
        <translation>Ponudi svoje %1: riješi se Medvjeda; dok ga imaš ne možeš prijaviti monopol, a košta 20.</translation>
    </message>
    <message>
        <source>Offer your %1: you are far from a corner in %3, and the Bull costs 20 if another corners.</source>
        <translation>Ponudi svoje %1: daleko si od monopola na %3, a Bik košta 20 ako netko drugi prijavi monopol.</translation>
    </message>
    <message>
        <source>Withdraw your offer: no one has taken it in %1 s; offer fewer cards.</source>
        <translation>Povuci ponudu: nitko je nije prihvatio %1 s; ponudi manje karata.</translation>
    </message>
    <message>
        <source>Wait: your offer has been up %1 s; give it a little longer.</source>
        <translation>Čekaj: tvoja ponuda stoji %1 s; daj joj još malo vremena.</translation>
    </message>
    <message>
        <source>Wait for an offer you can pay: you collect %1.</source>
        <translation>Čekaj ponudu koju možeš platiti: skupljaš %1.</translation>
    </message>
    <message>
        <source>Hint (%1): %2</source>
        <translation>Savjet (%1): %2</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Hand history</source>
        <translation>Povijest rundi</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Stol</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runda</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ishod</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Pogledaj</translation>
    </message>
    <message>
        <source>No hands kept yet: play a hand and it appears here.</source>
        <translation>Još nema spremljenih rundi: odigraj rundu i pojavit će se ovdje.</translation>
    </message>
    <message numerus="yes">
        <source>%n players, {level} bots, {pace}</source>
        <translation>
            <numerusform>%n igrač, botovi: {level}, {pace}</numerusform>
            <numerusform>%n igrača, botovi: {level}, {pace}</numerusform>
            <numerusform>%n igrača, botovi: {level}, {pace}</numerusform>
        </translation>
    </message>
    <message>
        <source>No corner</source>
        <translation>Bez monopola</translation>
    </message>
    <message>
        <source>You cornered {commodity} ({kind}): {points:+d}</source>
        <translation>Tvoj monopol na robi {commodity} ({kind}): {points:+d}</translation>
    </message>
    <message>
        <source>{name} cornered {commodity}; you {points:+d}</source>
        <translation>Monopol na robi {commodity}: igrač {name}; ti {points:+d}</translation>
    </message>
</context>
<context>
    <name>HoldingNote</name>
    <message>
        <source>You hold the Bull and the Bear: no corner while you hold the Bear; −{points} for each at the end.</source>
        <translation>Imaš Bika i Medvjeda: nema monopola dok držiš Medvjeda; −{points} za svakog na kraju.</translation>
    </message>
    <message>
        <source>You hold the Bear: no corner for you, −{points} at the end. Pass it on!</source>
        <translation>Imaš Medvjeda: nema monopola za tebe, −{points} na kraju. Dodaj ga dalje!</translation>
    </message>
    <message>
        <source>You hold the Bull: 8 of a kind and the Bull corner; else −{points}.</source>
        <translation>Imaš Bika: 8 iste robe i Bik čine monopol; inače −{points}.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>&lt;h2&gt;How to play Pit&lt;/h2&gt;</source>
        <translation>&lt;h2&gt;Kako se igra Pit&lt;/h2&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each commodity in play has nine cards. &lt;b&gt;Corner&lt;/b&gt; a commodity — hold all nine — and ring the bell to win the hand and score its points (Wheat 100, Barley 85, …).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Svaka roba u igri ima devet karata. Stekni &lt;b&gt;monopol&lt;/b&gt; na robu — skupi svih devet — i zazvoni da dobiješ rundu i upišeš njezine bodove (Pšenica 100, Ječam 85, …).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Sorting.&lt;/b&gt; After the deal you have time to sort your cards (as long as the sorting time you chose). Then the dealer rings the bell: &lt;i&gt;The market is open!&lt;/i&gt; There are no turns: everyone trades at once.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Slaganje.&lt;/b&gt; Nakon dijeljenja imaš vremena složiti karte (vrijeme slaganja koje je odabrano za partiju). Zatim djelitelj zazvoni: &lt;i&gt;Tržište je otvoreno!&lt;/i&gt; Nema poteza: svi trguju odjednom.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Offer.&lt;/b&gt; Select 1–4 cards of &lt;i&gt;one&lt;/i&gt; commodity (click them, or double-click a group) and drag them onto the trading floor in the middle, or press &lt;b&gt;O&lt;/b&gt;. Everyone sees only how many you offer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ponuda.&lt;/b&gt; Odaberi 1–4 karte &lt;i&gt;jedne&lt;/i&gt; robe (klikni ih ili dvaput klikni skupinu) i povuci ih na burzovni pod u sredini, ili pritisni &lt;b&gt;O&lt;/b&gt;. Ostali vide samo koliko ih nudiš.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Trade.&lt;/b&gt; Drop the same number of your own cards on another player&apos;s offer (or select them and click the offer). You swap blind: you learn what you got when it arrives (it glows in your hand).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zamjena.&lt;/b&gt; Ispusti jednako mnogo svojih karata na ponudu drugog igrača (ili ih odaberi i klikni ponudu). Mijenjaš naslijepo: što dobivaš, vidiš kad stigne (zasvijetli u tvojoj ruci).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bell.&lt;/b&gt; When you hold all nine of a commodity, press the bell (or &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Zvono.&lt;/b&gt; Kad imaš svih devet karata jedne robe, pritisni zvono (ili &lt;b&gt;B&lt;/b&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Bull and Bear.&lt;/b&gt; The Bull is wild: 8 of a commodity plus the Bull is a Bull Corner; all 9 plus the Bull scores double. Whoever holds the Bear cannot corner. When someone corners, every other holder of the Bull or the Bear loses 20 points for each. Pass them on fast, inside offers of one commodity.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Bik i Medvjed.&lt;/b&gt; Bik je džoker: 8 karata jedne robe i Bik čine monopol s Bikom; svih 9 i Bik vrijede dvostruko. Tko drži Medvjeda, ne može steći monopol. Kad netko stekne monopol, svaki drugi igrač koji drži Bika ili Medvjeda gubi 20 bodova za svakoga. Brzo ih proslijedi, unutar ponuda jedne robe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The first player to reach the target score (500, or 250 in a short game) wins.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Pobjeđuje prvi igrač koji dosegne ciljni broj bodova (500, ili 250 u kratkoj partiji).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;The bots.&lt;/b&gt; They match your speed: they take about as long as you do to take an offer, to look at the cards they get and to ring the bell. The game measures you as you play and remembers it for the next game. Your level decides how well they play, and the pace makes them a step slower or quicker. Game → Bots match my speed turns it off, for the levels&apos; fixed speeds.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Botovi.&lt;/b&gt; Prate tvoju brzinu: treba im otprilike koliko i tebi da prihvate ponudu, pogledaju karte koje dobiju i pozvone. Igra te mjeri dok igraš i to pamti za sljedeću partiju. Razina određuje koliko dobro igraju, a tempo ih čini korak sporijima ili bržima. Igra → Botovi prate moju brzinu to isključuje, za fiksne brzine razina.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Kako se igra</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, the fast and noisy commodity-trading card game, against bots.&lt;/p&gt;&lt;p&gt;Corner the market, ring the bell!&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pit Desktop %1&lt;/h3&gt;&lt;p&gt;Pit, brza i bučna kartaška igra trgovanja robom, protiv botova.&lt;/p&gt;&lt;p&gt;Osvoji tržište, zazvoni!&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Pit Desktop</source>
        <translation>O programu Pit Desktop</translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>Left / Right</source>
        <translation>Lijevo / Desno</translation>
    </message>
    <message>
        <source>move among your cards</source>
        <translation>kretanje po tvojim kartama</translation>
    </message>
    <message>
        <source>Up / Down</source>
        <translation>Gore / Dolje</translation>
    </message>
    <message>
        <source>move among your commodities</source>
        <translation>kretanje po tvojim robama</translation>
    </message>
    <message>
        <source>Space / Enter</source>
        <translation>Razmaknica / Enter</translation>
    </message>
    <message>
        <source>select or put back the card</source>
        <translation>odabir ili vraćanje karte</translation>
    </message>
    <message>
        <source>1 – 4</source>
        <translation>1 – 4</translation>
    </message>
    <message>
        <source>select that many of the commodity</source>
        <translation>odabir toliko karata te robe</translation>
    </message>
    <message>
        <source>offer the selected cards</source>
        <translation>ponuda odabranih karata</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Shift+Tab</translation>
    </message>
    <message>
        <source>walk the other players&apos; offers</source>
        <translation>prolazak kroz ponude drugih igrača</translation>
    </message>
    <message>
        <source>Enter on an offer</source>
        <translation>Enter na ponudi</translation>
    </message>
    <message>
        <source>trade your selection for it</source>
        <translation>zamjena tvog odabira za nju</translation>
    </message>
    <message>
        <source>withdraw your offer</source>
        <translation>povlačenje tvoje ponude</translation>
    </message>
    <message>
        <source>ring the bell (claim a corner)</source>
        <translation>zvono (prijava monopola)</translation>
    </message>
    <message>
        <source>a hint: what a bot of the bots&apos; level would do now, and why</source>
        <translation>savjet: što bi sada učinio bot razine botova, i zašto</translation>
    </message>
    <message>
        <source>clear the selection</source>
        <translation>poništavanje odabira</translation>
    </message>
    <message>
        <source>pause the game, or go on</source>
        <translation>pauziraj igru ili nastavi</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nova partija</translation>
    </message>
    <message>
        <source>deal the next hand</source>
        <translation>dijeljenje sljedeće runde</translation>
    </message>
    <message>
        <source>save the last hand&apos;s record</source>
        <translation>spremanje zapisa zadnje runde</translation>
    </message>
    <message>
        <source>open a hand record</source>
        <translation>otvaranje zapisa runde</translation>
    </message>
    <message>
        <source>hand history</source>
        <translation>povijest rundi</translation>
    </message>
    <message>
        <source>statistics</source>
        <translation>statistika</translation>
    </message>
    <message>
        <source>mute</source>
        <translation>isključivanje zvuka</translation>
    </message>
    <message>
        <source>how to play</source>
        <translation>kako se igra</translation>
    </message>
    <message>
        <source>quit</source>
        <translation>izlaz</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tipke</translation>
    </message>
</context>
<context>
    <name>LeaveGame</name>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Napustiti partiju u tijeku?</translation>
    </message>
    <message>
        <source>Quit now? Your game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>Izaći sada? Partija je spremljena, s kartama ruke koja se igra, i možeš je nastaviti sljedeći put.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game is kept, the hand in play with its cards, and you can resume it next time.</source>
        <translation>Prijeći na %1 sada? Tvoja igra %2 je spremljena, s kartama ruke koja se igra, i možeš je nastaviti idući put.</translation>
    </message>
    <message>
        <source>Switch to %1 now? Your %2 game in progress will be abandoned.</source>
        <translation>Prijeći na %1 sada? Tvoja igra %2 u tijeku bit će napuštena.</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Izlaz</translation>
    </message>
    <message>
        <source>Switch games</source>
        <translation>Promjena igre</translation>
    </message>
    <message>
        <source>Abandon the game?</source>
        <translation>Napustiti partiju?</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — korak %2 od %3</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Sljedeće</translation>
    </message>
    <message>
        <source>Play a real game…</source>
        <translation>Igraj pravu partiju…</translation>
    </message>
    <message>
        <source>Leave the lesson (Esc)</source>
        <translation>Izađi iz lekcije (Esc)</translation>
    </message>
    <message>
        <source>Start the lesson now? Your game is kept, the hand in play with its cards, and goes on where it stopped when the lesson ends.</source>
        <translation>Započeti lekciju sada? Tvoja partija ostaje spremljena, s rundom u tijeku i njezinim kartama, i nastavlja se gdje je stala kad lekcija završi.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Nauči igrati</translation>
    </message>
    <message>
        <source>You left the lesson. A new game is dealt with the options New game shows: Game → New game changes them.</source>
        <translation>Lekcija je prekinuta. Dijeli se nova partija s postavkama koje prikazuje Nova partija: Igra → Nova partija ih mijenja.</translation>
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
        <translation>Auto korak po korak prilagođava razinu botova i tempo da osvajaš svoj pošten dio.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The bots now play at the {pace} pace. {what}</source>
        <translation>Botovi sada igraju tempom: {pace}. {what}</translation>
    </message>
    <message>
        <source>Welcome to the Pit!</source>
        <translation>Dobro došli u Pit!</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>players</source>
        <translation>igrači</translation>
    </message>
    <message>
        <source>bot levels</source>
        <translation>razine botova</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>speed matching</source>
        <translation>praćenje brzine</translation>
    </message>
    <message>
        <source>your measured speed</source>
        <translation>tvoja izmjerena brzina</translation>
    </message>
    <message>
        <source>Auto</source>
        <translation>Auto</translation>
    </message>
    <message>
        <source>coach</source>
        <translation>trener</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>ponuda da naučiš igrati</translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s). Wait for a taker, or withdraw (W).</source>
        <translation>
            <numerusform>Nudiš %n kartu. Pričekaj nekoga tko će je uzeti ili je povuci (W).</numerusform>
            <numerusform>Nudiš %n karte. Pričekaj nekoga tko će ih uzeti ili ih povuci (W).</numerusform>
            <numerusform>Nudiš %n karata. Pričekaj nekoga tko će ih uzeti ili ih povuci (W).</numerusform>
        </translation>
    </message>
    <message>
        <source>Select 1–4 cards of one commodity first (click them).</source>
        <translation>Najprije odaberi 1–4 karte jedne robe (klikni ih).</translation>
    </message>
    <message>
        <source>Select as many of your cards as the offer holds, then click it.</source>
        <translation>Odaberi onoliko karata koliko ponuda ima pa je klikni.</translation>
    </message>
    <message>
        <source>You withdrew your offer.</source>
        <translation>Ponuda je povučena.</translation>
    </message>
    <message>
        <source>To trade with %1, drop your cards on the offer itself.</source>
        <translation>Za zamjenu s igračem %1 ispusti karte točno na ponudu.</translation>
    </message>
    <message>
        <source>Sort your cards…</source>
        <translation>Složi karte…</translation>
    </message>
    <message>
        <source>{owner}&apos;s offer is gone.</source>
        <translation>Ponude igrača {owner} više nema.</translation>
    </message>
    <message>
        <source>Sort your cards… %1</source>
        <translation>Složi karte… %1</translation>
    </message>
    <message>
        <source>Ding!</source>
        <translation>Cin!</translation>
    </message>
    <message>
        <source>The market opens again… %1</source>
        <translation>Tržište se ponovno otvara… %1</translation>
    </message>
    <message>
        <source>Game → New game (Ctrl+N) to deal.</source>
        <translation>Igra → Nova partija (Ctrl+N) za dijeljenje.</translation>
    </message>
</context>
<context>
    <name>MarketHint</name>
    <message>
        <source>Start a new game first: Game → New game (Ctrl+N).</source>
        <translation>Najprije započni partiju: Igra → Nova partija (Ctrl+N).</translation>
    </message>
    <message>
        <source>The market is not open yet: sort your cards until the dealer rings the bell.</source>
        <translation>Tržište još nije otvoreno: slaži karte dok djelitelj ne zazvoni.</translation>
    </message>
</context>
<context>
    <name>Match</name>
    <message>
        <source>Bots match my speed</source>
        <translation>Botovi prate moju brzinu</translation>
    </message>
    <message>
        <source>&amp;Bots match my speed</source>
        <translation>&amp;Botovi prate moju brzinu</translation>
    </message>
    <message>
        <source>The bots take about as long as you do to take an offer, to look at the cards they get and to ring the bell: the game measures you as you play, and remembers it. Your level decides how well they play. Off, they play at their levels&apos; fixed speeds.</source>
        <translation>Botovima treba otprilike koliko i tebi da prihvate ponudu, pogledaju karte koje dobiju i pozvone: igra te mjeri dok igraš i to pamti. Razina određuje koliko dobro igraju. Kad je isključeno, igraju fiksnom brzinom svoje razine.</translation>
    </message>
    <message>
        <source>The bots now match your speed. {what}</source>
        <translation>Botovi sada prate tvoju brzinu. {what}</translation>
    </message>
    <message>
        <source>The bots now play at their levels&apos; fixed speeds.</source>
        <translation>Botovi sada igraju fiksnom brzinom svoje razine.</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Wheat</source>
        <translation>Pšenica</translation>
    </message>
    <message>
        <source>Barley</source>
        <translation>Ječam</translation>
    </message>
    <message>
        <source>Coffee</source>
        <translation>Kava</translation>
    </message>
    <message>
        <source>Corn</source>
        <translation>Kukuruz</translation>
    </message>
    <message>
        <source>Rye</source>
        <translation>Raž</translation>
    </message>
    <message>
        <source>Sugar</source>
        <translation>Šećer</translation>
    </message>
    <message>
        <source>Oats</source>
        <translation>Zob</translation>
    </message>
    <message>
        <source>Soybeans</source>
        <translation>Soja</translation>
    </message>
    <message>
        <source>Oranges</source>
        <translation>Naranče</translation>
    </message>
    <message>
        <source>Hay</source>
        <translation>Sijeno</translation>
    </message>
    <message>
        <source>Flax</source>
        <translation>Lan</translation>
    </message>
    <message>
        <source>Bull</source>
        <translation>Bik</translation>
    </message>
    <message>
        <source>Bear</source>
        <translation>Medvjed</translation>
    </message>
    <message>
        <source>Basic</source>
        <translation>Osnovni</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Lagani</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Srednji</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Teški</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Čovjek</translation>
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
        <translation>Mješovito</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partija</translation>
    </message>
    <message>
        <source> players</source>
        <translation> igrača</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Stol:</translation>
    </message>
    <message>
        <source>Pace:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Protivnici</translation>
    </message>
    <message>
        <source>All bots:</source>
        <translation>Svi botovi:</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Više pravila</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Podijeli</translation>
    </message>
    <message numerus="yes">
        <source>This edition has %n commodities, one for each player: at most %n players.</source>
        <translation>
            <numerusform>Ovo izdanje ima %n robu, po jednu za svakog igrača: najviše %n igrač.</numerusform>
            <numerusform>Ovo izdanje ima %n robe, po jednu za svakog igrača: najviše %n igrača.</numerusform>
            <numerusform>Ovo izdanje ima %n roba, po jednu za svakog igrača: najviše %n igrača.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table was cut to %n players.</source>
        <translation>
            <numerusform>Stol je smanjen na %n igrača.</numerusform>
            <numerusform>Stol je smanjen na %n igrača.</numerusform>
            <numerusform>Stol je smanjen na %n igrača.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>OfferSpot</name>
    <message>
        <source>%1 has no offer out: drop your cards on an offer, or on the floor to offer them.</source>
        <translation>%1 nema ponudu: ispusti karte na neku ponudu ili na pod da ih ponudiš.</translation>
    </message>
    <message>
        <source>This player</source>
        <translation>Ovaj igrač</translation>
    </message>
    <message>
        <source>Drop as many of your cards here to trade, or select them and click</source>
        <translation>Ispusti ovdje jednako mnogo svojih karata za zamjenu ili ih odaberi i klikni</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) offered by %1</source>
        <translation>
            <numerusform>%n karta u ponudi igrača %1</numerusform>
            <numerusform>%n karte u ponudi igrača %1</numerusform>
            <numerusform>%n karata u ponudi igrača %1</numerusform>
        </translation>
    </message>
    <message>
        <source>No offer from %1</source>
        <translation>Nema ponude igrača %1</translation>
    </message>
    <message>
        <source>Press Enter to trade your selected cards for it</source>
        <translation>Pritisni Enter za zamjenu odabranih karata za nju</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Te ponude više nema: netko ju je uzeo prije ili je povučena.</translation>
    </message>
</context>
<context>
    <name>Pace</name>
    <message>
        <source>Relaxed</source>
        <translation>Opušteni</translation>
    </message>
    <message>
        <source>Standard</source>
        <translation>Standardni</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Brzi</translation>
    </message>
    <message>
        <source>The bots take about {percent}% longer over everything. Against Medium bots, a player at human speed wins about twice as often as at Standard.</source>
        <translation>Botovima sve traje oko {percent}% dulje. Protiv srednjih botova igrač ljudske brzine pobjeđuje otprilike dvaput češće nego uz standardni tempo.</translation>
    </message>
    <message>
        <source>The usual pace, at which the levels were measured. At three seats the bots play a little quicker, at five or more a little slower, so each level is about as hard at any table size.</source>
        <translation>Uobičajeni tempo, uz koji su mjerene razine. Za stolom s tri igrača botovi igraju malo brže, a s pet ili više malo sporije, pa je svaka razina otprilike jednako teška za stolom bilo koje veličine.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over everything. Against Medium bots, a player at human speed wins about half as often as at Standard.</source>
        <translation>Botovima sve traje oko {percent}% kraće. Protiv srednjih botova igrač ljudske brzine pobjeđuje otprilike upola rjeđe nego uz standardni tempo.</translation>
    </message>
</context>
<context>
    <name>Pause</name>
    <message>
        <source>Paused — press P to go on</source>
        <translation>Pauza — pritisni P za nastavak</translation>
    </message>
    <message>
        <source>Paused while the window was away — press P to go on</source>
        <translation>Pauza dok prozor nije bio aktivan — pritisni P za nastavak</translation>
    </message>
    <message>
        <source>The game is paused: press P to go on, then try again.</source>
        <translation>Igra je pauzirana: pritisni P za nastavak pa pokušaj ponovno.</translation>
    </message>
</context>
<context>
    <name>PauseOverlay</name>
    <message>
        <source>Go on (P)</source>
        <translation>Nastavi (P)</translation>
    </message>
</context>
<context>
    <name>PitLesson</name>
    <message>
        <source>Learn to play Pit</source>
        <translation>Nauči igrati Pit</translation>
    </message>
    <message>
        <source>New to Pit? A short guided hand shows you how to play, one step at a time, against two bots who wait for you. Take it now? It is always in Help → Learn to play Pit.</source>
        <translation>Prvi put igraš Pit? Kratka vođena runda pokazuje kako se igra, korak po korak, protiv dva bota koji te čekaju. Započeti sada? Uvijek je u Pomoć → Nauči igrati Pit.</translation>
    </message>
    <message>
        <source>Offer your two Barley: select them and drag them onto the trading floor.</source>
        <translation>Ponudi svoja dva Ječma: odaberi ih i povuci na burzovni pod.</translation>
    </message>
    <message>
        <source>Offer the Bear on its own: select it and drag it onto the floor, or press O.</source>
        <translation>Ponudi samog Medvjeda: odaberi ga i povuci na burzovni pod ili pritisni O.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer this time: select your Corn and drop it on his offer.</source>
        <translation>Ovaj put uzmi ponudu igrača Bob: odaberi svoj Kukuruz i spusti ga na njegovu ponudu.</translation>
    </message>
    <message>
        <source>Not yet: do what this step asks first.</source>
        <translation>Ne još: najprije učini što ovaj korak traži.</translation>
    </message>
    <message>
        <source>Pay with your Corn: it is the card you need least.</source>
        <translation>Plati svojim Kukuruzom: to je karta koja ti najmanje treba.</translation>
    </message>
    <message>
        <source>Take Bob&apos;s offer: select your Corn and drop it on his offer.</source>
        <translation>Uzmi ponudu igrača Bob: odaberi svoj Kukuruz i spusti ga na njegovu ponudu.</translation>
    </message>
    <message>
        <source>Leave your offer out: a taker is coming.</source>
        <translation>Ostavi ponudu vani: netko je dolazi uzeti.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>Lekcija završava ovom rundom: igraj pravu partiju ili izađi iz lekcije.</translation>
    </message>
    <message>
        <source>The Bear is no commodity: you cannot collect it. Pick your biggest group.</source>
        <translation>Medvjed nije roba: ne možeš ga skupljati. Odaberi svoju najveću skupinu.</translation>
    </message>
    <message numerus="yes">
        <source>You hold only %n of those. Pick the group you hold most of.</source>
        <translation>
            <numerusform>Imaš samo %n takvu kartu. Odaberi skupinu koje imaš najviše.</numerusform>
            <numerusform>Imaš samo %n takve karte. Odaberi skupinu koje imaš najviše.</numerusform>
            <numerusform>Imaš samo %n takvih karata. Odaberi skupinu koje imaš najviše.</numerusform>
        </translation>
    </message>
    <message>
        <source>This is your hand, one group of cards per commodity. Each group&apos;s heading names it, says how many you hold and what a corner in it scores: “Wheat ×6 · 100” is six Wheat, worth 100. The side panel lists the commodities in play. The Bear is a special card: more of it later.</source>
        <translation>Ovo je tvoja ruka, jedna skupina karata za svaku robu. Naslov svake skupine kaže koja je roba, koliko je imaš i koliko vrijedi monopol u njoj: „Pšenica ×6 · 100” je šest karata Pšenice, vrijednih 100. Bočna ploča pokazuje robu u igri. Medvjed je posebna karta: o njemu kasnije.</translation>
    </message>
    <message>
        <source>You win a hand by holding all nine cards of one commodity: a corner. So choose the commodity to collect: the one you hold most of. Which is it? Click one of its cards.</source>
        <translation>Rundu dobivaš kad držiš svih devet karata jedne robe: monopol. Zato odaberi robu koju skupljaš: onu koje imaš najviše. Koja je to? Klikni jednu od njezinih karata.</translation>
    </message>
    <message>
        <source>Right: collect Wheat, and trade away the rest, a few cards of one commodity at a time. Start with your two Barley: double-click them (or click each) to select both.</source>
        <translation>Tako je: skupljaj Pšenicu, a ostalo mijenjaj, po nekoliko karata iste robe. Počni sa svoja dva Ječma: dvaput klikni na njih (ili klikni svaki) da odabereš oba.</translation>
    </message>
    <message>
        <source>Now offer them: drag them onto the trading floor in the middle of the table, or press O. The others hear only how many cards you offer: “Two! Two! Two!”</source>
        <translation>Sad ih ponudi: povuci ih na burzovni pod, u sredini stola, ili pritisni O. Ostali čuju samo koliko karata nudiš: „Dvije! Dvije! Dvije!”</translation>
    </message>
    <message>
        <source>Your offer is out. Nobody knows what is in it, only that it is two cards. Wait: a player who wants to trade two cards will take it.</source>
        <translation>Ponuda je vani. Nitko ne zna što je u njoj, samo da su to dvije karte. Čekaj: igrač koji želi mijenjati dvije karte uzet će je.</translation>
    </message>
    <message>
        <source>Ann took it, giving you two of her cards, unseen. They were Wheat: they glow green in your hand. Wait: Bob is making an offer…</source>
        <translation>Ponudu uzima Ann i daje ti dvije svoje karte, naslijepo. To je Pšenica: svijetli zeleno u tvojoj ruci. Čekaj: Bob daje ponudu…</translation>
    </message>
    <message>
        <source>Bob offers one card. Take it: select your Corn, then drag it onto Bob&apos;s offer, or click his offer. You give as many cards as you get.</source>
        <translation>Bob nudi jednu kartu. Uzmi je: odaberi svoj Kukuruz pa ga povuci na ponudu igrača Bob ili klikni njegovu ponudu. Daješ onoliko karata koliko dobivaš.</translation>
    </message>
    <message>
        <source>Bob&apos;s card was Wheat: you hold all nine! But whoever holds the Bear cannot corner, and it costs 20 points when someone else does. Pass it on: select the Bear and offer it.</source>
        <translation>Karta igrača Bob je Pšenica: imaš svih devet! Ali tko drži Medvjeda ne može imati monopol, a Medvjed stoji 20 bodova kad monopol ima netko drugi. Proslijedi ga: odaberi Medvjeda i ponudi ga.</translation>
    </message>
    <message>
        <source>An offer of one card, like any other: nobody knows it is the Bear. Wait for a taker…</source>
        <translation>Ponuda od jedne karte, kao svaka druga: nitko ne zna da je to Medvjed. Čekaj da je netko uzme…</translation>
    </message>
    <message>
        <source>Bob took the Bear. Nine Wheat and no Bear: a corner! Ring the bell before anyone else does: click Corner! or press B. (In a real hand, slip the Bear into an offer of cards you are trading away, so it leaves with them.)</source>
        <translation>Medvjed je sad kod igrača Bob. Devet Pšenica i nema Medvjeda: monopol! Pozvoni prije ikoga: klikni Monopol! ili pritisni B. (U pravoj rundi ubaci Medvjeda u ponudu karata kojih se rješavaš, pa ode s njima.)</translation>
    </message>
    <message>
        <source>You cornered the Wheat: 100 points. Ann held the Bull and Bob the Bear, so each lost 20. The Bull is wild: eight of a kind and the Bull corner too, so keep it if it comes to you. Hands go on until someone has 500 points. Real bots trade fast and wait for no one: watch their offers, and ring as soon as you hold nine. Stuck? H gives a hint; P pauses. Easy bots are best to begin with.</source>
        <translation>Imaš monopol na Pšenici: 100 bodova. Ann drži Bika, a Bob Medvjeda, pa svatko gubi 20. Bik je džoker: i osam iste robe s Bikom je monopol, pa ga zadrži ako ti dođe. Runde se igraju dok netko ne skupi 500 bodova. Pravi botovi brzo trguju i nikoga ne čekaju: prati njihove ponude i pozvoni čim imaš svih devet. Zapeo si? H daje savjet; P zaustavlja igru. Za početak su najbolji Lagani botovi.</translation>
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
        <translation>Kraj runde</translation>
    </message>
    <message>
        <source>The Money Game is settled: you are paid %1</source>
        <translation>Igra za novac je obračunata: dobivaš %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you pay %1</source>
        <translation>Igra za novac je obračunata: plaćaš %1</translation>
    </message>
    <message>
        <source>The Money Game is settled: you come out even</source>
        <translation>Igra za novac je obračunata: ni dobitak ni gubitak</translation>
    </message>
    <message>
        <source>Average score: %1; 10 cents a point above or below it</source>
        <translation>Prosječni rezultat: %1; 10 centi po bodu iznad ili ispod njega</translation>
    </message>
    <message>
        <source>You pay %1 %2</source>
        <translation>Plaćaš igraču %1: %2</translation>
    </message>
    <message>
        <source>%1 pays you %2</source>
        <translation>%1 ti plaća %2</translation>
    </message>
    <message>
        <source>%1 pays %2 %3</source>
        <translation>%1 plaća igraču %2: %3</translation>
    </message>
    <message>
        <source>Nobody pays anybody: everyone comes out even.</source>
        <translation>Nitko nikome ne plaća: svi su na nuli.</translation>
    </message>
    <message numerus="yes">
        <source>%n cent(s)</source>
        <translation>
            <numerusform>%n cent</numerusform>
            <numerusform>%n centa</numerusform>
            <numerusform>%n centi</numerusform>
        </translation>
    </message>
    <message>
        <source>You shot the moon and made it</source>
        <translation>Mjesec pogođen</translation>
    </message>
    <message>
        <source>High: %1, with %2</source>
        <translation>Visoki: %1 (%2)</translation>
    </message>
    <message>
        <source>Low: %1, with %2</source>
        <translation>Niski: %1 (%2)</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Obračunaj</translation>
    </message>
    <message>
        <source>%1 shot the moon and made it</source>
        <translation>%1: mjesec pogođen</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n boda</numerusform>
            <numerusform>%n bodova</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2, %3 for points, %4 for moons (%5, %6): %7</source>
        <translation>%1: %2, %3 za bodove, %4 za mjesece (%5, %6): %7</translation>
    </message>
    <message numerus="yes">
        <source>%n made</source>
        <comment>moons made</comment>
        <translation>
            <numerusform>%n pogođen</numerusform>
            <numerusform>%n pogođena</numerusform>
            <numerusform>%n pogođenih</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <comment>moons failed</comment>
        <translation>
            <numerusform>%n promašen</numerusform>
            <numerusform>%n promašena</numerusform>
            <numerusform>%n promašenih</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2: %3</source>
        <translation>%1: %2: %3</translation>
    </message>
    <message>
        <source>You win the game. %1</source>
        <translation>Pobjeđuješ u igri. %1</translation>
    </message>
    <message>
        <source>%1 wins the game. %2</source>
        <translation>%1 pobjeđuje u igri. %2</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Adut: %1</translation>
    </message>
    <message>
        <source>Jack: %1</source>
        <translation>Dečko: %1</translation>
    </message>
    <message>
        <source>Jack: not dealt</source>
        <translation>Dečko: nije podijeljen</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>Igra: %1</translation>
    </message>
    <message>
        <source>Game: tied</source>
        <translation>Igra: neriješeno</translation>
    </message>
    <message>
        <source>%1: %2 this hand, %3 in all</source>
        <translation>%1: %2 u ovoj rundi, %3 ukupno</translation>
    </message>
    <message>
        <source>Target %1: a pitcher who reaches it wins</source>
        <translation>Cilj %1: pobjeđuje bacač koji ga dostigne</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova igra</translation>
    </message>
    <message numerus="yes">
        <source>You shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>Mjesec promašen: osvojen %n bod</numerusform>
            <numerusform>Mjesec promašen: osvojena %n boda</numerusform>
            <numerusform>Mjesec promašen: osvojeno %n bodova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You made your bid of %1, taking %n point(s)</source>
        <translation>
            <numerusform>Ispunjavaš zvanje %1: osvojen %n bod</numerusform>
            <numerusform>Ispunjavaš zvanje %1: osvojena %n boda</numerusform>
            <numerusform>Ispunjavaš zvanje %1: osvojeno %n bodova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You are set back %1, taking %n point(s)</source>
        <translation>
            <numerusform>Gubiš zvanje %1: osvojen samo %n bod</numerusform>
            <numerusform>Gubiš zvanje %1: osvojena samo %n boda</numerusform>
            <numerusform>Gubiš zvanje %1: osvojeno samo %n bodova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 shot the moon and missed: %n point(s) taken</source>
        <translation>
            <numerusform>%1: mjesec promašen, osvojen %n bod</numerusform>
            <numerusform>%1: mjesec promašen, osvojena %n boda</numerusform>
            <numerusform>%1: mjesec promašen, osvojeno %n bodova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 made the bid of %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1: zvanje %2 ispunjeno, osvojen %n bod</numerusform>
            <numerusform>%1: zvanje %2 ispunjeno, osvojena %n boda</numerusform>
            <numerusform>%1: zvanje %2 ispunjeno, osvojeno %n bodova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is set back %2, taking %n point(s)</source>
        <translation>
            <numerusform>%1: zvanje %2 izgubljeno, osvojen samo %n bod</numerusform>
            <numerusform>%1: zvanje %2 izgubljeno, osvojena samo %n boda</numerusform>
            <numerusform>%1: zvanje %2 izgubljeno, osvojeno samo %n bodova</numerusform>
        </translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Sljedeća runda</translation>
    </message>
</context>
<context>
    <name>PitchHandViewer</name>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Snimka runde {hand}</translation>
    </message>
    <message>
        <source>Step of the hand</source>
        <translation>Korak runde</translation>
    </message>
    <message>
        <source>Keys: → and ← step forward and back, Home and End go to the deal and the end, Space plays</source>
        <translation>Tipke: → i ← korak naprijed i natrag, Home i End idu na dijeljenje i na kraj, razmaknica pokreće</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n bod.</numerusform>
            <numerusform>%n bod.</numerusform>
            <numerusform>%n bod.</numerusform>
        </translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Korak %1 od %2</translation>
    </message>
    <message numerus="yes">
        <source>%n trick(s)</source>
        <translation>
            <numerusform>%n štih</numerusform>
            <numerusform>%n štiha</numerusform>
            <numerusform>%n štihova</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchHelp</name>
    <message>
        <source>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Six cards each. In turn from the dealer&apos;s left, everyone speaks once: pass or bid 1 to 4, the points they promise to take; a bid must beat the one before. The dealer speaks last: if everyone else passed, the dealer is stuck with a bid of 2 at least; otherwise the dealer may steal the high bid by bidding the same number (not a 4).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pitch&lt;/h3&gt;&lt;p&gt;Svatko dobiva šest karata. Redom od djeliteljeva lijevog susjeda, svatko govori jednom: kaže dalje ili zove od 1 do 4, bodove koje obećava uzeti; zvanje mora nadmašiti prethodno. Djelitelj govori zadnji: ako su svi ostali rekli dalje, mora zvati barem 2; inače smije ukrasti najviše zvanje zovući isti broj (ne 4).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;You may also bid 4 at once by pitching a card: it ends the auction and leads that card.&lt;/p&gt;&lt;p&gt;The highest bidder, the pitcher, leads the first card: its suit is trump. Follow the suit led if you can; you may always play a trump instead. The highest trump, or else the highest card of the suit led, takes the trick.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Možeš i odmah zvati 4 bacanjem karte: time završava licitacija i ta karta otvara.&lt;/p&gt;&lt;p&gt;Tko je najviše zvao, bacač, otvara prvom kartom: njezina boja je adut. Prati boju ako možeš; uvijek smiješ umjesto toga odigrati adut. Najjači adut, inače najjača karta tražene boje, nosi štih.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Four points a hand: &lt;b&gt;High&lt;/b&gt; (the highest trump played), &lt;b&gt;Low&lt;/b&gt; (the lowest trump played, to whoever takes its trick), &lt;b&gt;Jack&lt;/b&gt; (the jack of trumps, to whoever takes it) and &lt;b&gt;Game&lt;/b&gt; (the most card points in tricks taken: ten 10, ace 4, king 3, queen 2, jack 1).&lt;/p&gt;</source>
        <translation>&lt;p&gt;Četiri boda po rundi: &lt;b&gt;Visoki&lt;/b&gt; (najjači odigrani adut), &lt;b&gt;Niski&lt;/b&gt; (najslabiji odigrani adut, onome tko nosi njegov štih), &lt;b&gt;Dečko&lt;/b&gt; (dečko aduta, onome tko ga nosi) i &lt;b&gt;Igra&lt;/b&gt; (najviše bodova karata u nošenim štihovima: desetka 10, as 4, kralj 3, dama 2, dečko 1).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;A pitcher who takes fewer points than the bid is &lt;b&gt;set back&lt;/b&gt; by the bid; scores may go below zero. &lt;b&gt;Only the pitcher can win:&lt;/b&gt; the first to reach the target at the end of a hand they pitched wins, even with fewer points than another player.&lt;/p&gt;&lt;p&gt;The Money Game (a table option) has no target: bids are 2 to 4 or shoot the moon, and at the end each player is paid for the points above the average.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Bacač koji uzme manje bodova od zvanja &lt;b&gt;gubi&lt;/b&gt; svoje zvanje; rezultat smije pasti ispod nule. &lt;b&gt;Pobijediti može samo bacač:&lt;/b&gt; pobjeđuje prvi koji dosegne cilj na kraju runde u kojoj je bacao, čak i s manje bodova od drugog igrača.&lt;/p&gt;&lt;p&gt;Igra za novac (opcija stola) nema cilja: zove se od 2 do 4 ili se cilja mjesec, a na kraju svaki igrač dobiva za bodove iznad prosjeka.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The Money Game ends when you settle up between hands (Game → Settle up, or the button beside Next hand): each player is paid 10 cents a point above the average score, or pays 10 cents a point below it, and a dollar from every other player for each moon made (or pays them a dollar for each moon missed). The final panel says who pays whom.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Igra za novac završava kad se obračunaš između rundi (Igra → Obračunaj, ili gumb pokraj Sljedeća runda): svaki igrač dobiva 10 centi po bodu iznad prosječnog rezultata, ili plaća 10 centi po bodu ispod njega, te dolar od svakog drugog igrača za svaki pogođeni mjesec (ili svakome plaća dolar za svaki promašeni). Završna ploča kaže tko kome plaća.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Keys: &lt;b&gt;0&lt;/b&gt; pass, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; bid, &lt;b&gt;5&lt;/b&gt; shoot the moon (the Money Game), &lt;b&gt;L&lt;/b&gt; the last trick, &lt;b&gt;P&lt;/b&gt; pause. Play a card by double-clicking it, dragging it to the trick, or Enter. Hover over a dimmed card to see why it cannot be played.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tipke: &lt;b&gt;0&lt;/b&gt; dalje, &lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt; zvanje, &lt;b&gt;5&lt;/b&gt; ciljaj mjesec (igra za novac), &lt;b&gt;L&lt;/b&gt; zadnji štih, &lt;b&gt;P&lt;/b&gt; stanka. Kartu igraš dvoklikom, povlačenjem na štih ili tipkom Enter. Zadrži miš nad zatamnjenom kartom da vidiš zašto se ne može odigrati.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;To pitch a card on your call (a bid of 4 that leads it), drag it to the trick; or choose it with the arrows and press Enter, then Enter again on the pitch button. Enter on the end-of-hand panel deals the next hand.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Da baciš kartu na svom zvanju (zvanje 4 koje njome otvara), povuci je na štih; ili je odaberi strelicama i pritisni Enter, pa još jednom Enter na gumbu za bacanje. Enter na ploči kraja ruke dijeli sljedeću ruku.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>How to play Pitch</source>
        <translation>Kako se igra Pitch</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pass&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;bid&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;shoot the moon (the Money Game)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;choose a card and play it&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call the focus is on the bids (← → between them): down to your cards, and up to the bids again&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on your call: pitch the chosen card (bid 4 and lead it); dragging it to the trick pitches it too&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;on the end-of-hand panel: the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;show the last trick, and go back&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;deal the next hand&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;save the last hand&apos;s record&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pause, and go on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;mute&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;new game, quit&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;0&lt;/b&gt;&lt;/td&gt;&lt;td&gt;dalje&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;4&lt;/b&gt;&lt;/td&gt;&lt;td&gt;zvati&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5&lt;/b&gt;&lt;/td&gt;&lt;td&gt;ciljati mjesec (igra za novac)&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;← →&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;odabrati kartu i odigrati je&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;↓&lt;/b&gt;, &lt;b&gt;↑&lt;/b&gt;&lt;/td&gt;&lt;td&gt;kad si na redu za zvanje, fokus je na zvanjima (← → između njih): dolje do tvojih karata, i gore opet do zvanja&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;, &lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;na tvom zvanju: baciti odabranu kartu (zvati 4 i otvoriti njome); povlačenje na štih također je baca&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Enter&lt;/b&gt;&lt;/td&gt;&lt;td&gt;na ploči kraja ruke: sljedeća ruka&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;L&lt;/b&gt;&lt;/td&gt;&lt;td&gt;pokazati zadnji štih, i vratiti se&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;podijeliti sljedeću rundu&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+S&lt;/b&gt;&lt;/td&gt;&lt;td&gt;spremiti zapis zadnje runde&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;P&lt;/b&gt;&lt;/td&gt;&lt;td&gt;stanka, i nastavak&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;M&lt;/b&gt;&lt;/td&gt;&lt;td&gt;bez zvuka&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;Ctrl+N&lt;/b&gt;, &lt;b&gt;Ctrl+Q&lt;/b&gt;&lt;/td&gt;&lt;td&gt;nova igra, izlaz&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; gives a hint: what a bot of the bots&apos; level would call or play now, and why.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;H&lt;/b&gt; daje savjet: što bi bot razine botova sada zvao ili odigrao, i zašto.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; takes back your last call or card while no one has played since (never in a counted game).&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Ctrl+Z&lt;/b&gt; vraća tvoje zadnje zvanje ili kartu dok nitko nije igrao u međuvremenu (nikad u partiji koja se broji).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tipke</translation>
    </message>
    <message>
        <source>&lt;p&gt;The bid keys are the game&apos;s own: 1–4 in the Auction game (2–4 when bids start at 2), 2–4 and 5 in the Money Game. On your call the focus is on the bids, so the keys work at once; your calls and the bots&apos; are in the log beside the table.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Tipke za zvanja su tipke igre: 1–4 u igri licitacije (2–4 kad zvanja počinju od 2), 2–4 i 5 u igri za novac. Kad si na redu, fokus je na zvanjima, pa tipke rade odmah; tvoja zvanja i zvanja botova su u zapisniku pokraj stola.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>PitchHint</name>
    <message>
        <source>No hint now: it is not your turn.</source>
        <translation>Sada nema savjeta: nisi na redu.</translation>
    </message>
    <message>
        <source>Bid %1: you hold %2.</source>
        <translation>Zovi %1: imaš %2.</translation>
    </message>
    <message>
        <source>Bid %1: %2 is your best suit.</source>
        <translation>Zovi %1: %2 je tvoja najbolja boja.</translation>
    </message>
    <message>
        <source>Bid %1: everyone passed, so the dealer must bid.</source>
        <translation>Zovi %1: svi su rekli dalje, pa djelitelj mora zvati.</translation>
    </message>
    <message>
        <source>Pitch %1 to bid 4: you hold %2.</source>
        <translation>Baci %1 i zovi 4: imaš %2.</translation>
    </message>
    <message>
        <source>Shoot the moon: you hold %1.</source>
        <translation>Pucaj na mjesec: imaš %1.</translation>
    </message>
    <message>
        <source>Pass: your best suit, %1, is not worth a bid of %2.</source>
        <translation>Dalje: tvoja najbolja boja, %1, ne vrijedi zvanja %2.</translation>
    </message>
    <message>
        <source>Play %1: it is the only card you may play.</source>
        <translation>Odigraj %1: to je jedina karta koju smiješ odigrati.</translation>
    </message>
    <message>
        <source>Lead %1: it makes %2 trump.</source>
        <translation>Otvori s %1: time je %2 adut.</translation>
    </message>
    <message>
        <source>Lead %1: no one can hold a higher trump.</source>
        <translation>Otvori s %1: nitko ne može imati jači adut.</translation>
    </message>
    <message>
        <source>Lead %1: draw out the other players&apos; trumps.</source>
        <translation>Otvori s %1: izvuci adute ostalih igrača.</translation>
    </message>
    <message>
        <source>Lead %1: a side card that is worth little.</source>
        <translation>Otvori s %1: karta druge boje koja malo vrijedi.</translation>
    </message>
    <message>
        <source>Play %1: it takes the trick as it stands.</source>
        <translation>Odigraj %1: nosi štih kakav jest.</translation>
    </message>
    <message>
        <source>Play %1: you play last, and it takes the trick.</source>
        <translation>Odigraj %1: igraš zadnji i nosi štih.</translation>
    </message>
    <message>
        <source>Play %1: let this trick go with your least useful card.</source>
        <translation>Odigraj %1: pusti ovaj štih svojom najmanje korisnom kartom.</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the cards of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two cards of a list</comment>
        <translation>%1 i %2</translation>
    </message>
</context>
<context>
    <name>PitchKeeper</name>
    <message>
        <source>The statistics in {file} cannot be read or written: this hand is not counted.</source>
        <translation>Statistika u {file} ne može se čitati ni pisati: ova runda se ne broji.</translation>
    </message>
</context>
<context>
    <name>PitchLesson</name>
    <message>
        <source>Learn to play Pitch</source>
        <translation>Nauči igrati Pitch</translation>
    </message>
    <message>
        <source>New to Pitch? A short guided hand shows you the auction, trumps and tricks and how a hand is scored, one step at a time. Take it now? It is always in Help → Learn to play Pitch.</source>
        <translation>Prvi put igraš Pitch? Kratka vođena runda pokazuje zvanje, adute, štihove i kako se runda boduje, korak po korak. Započeti sada? Uvijek je u Pomoć → Nauči igrati Pitch.</translation>
    </message>
    <message>
        <source>In this lesson, bid 2: press 2, or click the 2 button.</source>
        <translation>U ovoj lekciji zovi 2: pritisni 2 ili klikni gumb 2.</translation>
    </message>
    <message>
        <source>Pitch the King of Spades: Spades become trump, and you hold two more of them.</source>
        <translation>Baci Kralja pika: pik postaje adut, a imaš još dva.</translation>
    </message>
    <message>
        <source>The lesson ends with this hand: play a real game, or leave the lesson.</source>
        <translation>Lekcija završava ovom rundom: igraj pravu partiju ili izađi iz lekcije.</translation>
    </message>
    <message>
        <source>There is no taking back in the lesson: play on.</source>
        <translation>U lekciji nema vraćanja poteza: igraj dalje.</translation>
    </message>
    <message>
        <source>nobody (a tie)</source>
        <translation>nitko (neriješeno)</translation>
    </message>
    <message>
        <source>you</source>
        <translation>ti</translation>
    </message>
    <message>
        <source>The four points are counted. High, the highest trump, went to %1; Low, the lowest trump, to %2; Jack, the Jack of trumps, to %3; Game, the most card points in tricks won (each 10 counts 10, an Ace 4, a King 3, a Queen 2, a Jack 1), to %4.</source>
        <translation>Broje se četiri boda. Visoki (najviši adut): %1; Niski (najniži adut): %2; Dečko (dečko aduta): %3; Igra (najviše bodova karata u dobivenim štihovima, svaka desetka 10, as 4, kralj 3, dama 2, dečko 1): %4.</translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: you score them all.</source>
        <translation>
            <numerusform>Tvoje zvanje je 2, a dobivaš %n bod: upisuješ ga.</numerusform>
            <numerusform>Tvoje zvanje je 2, a dobivaš %n boda: upisuješ ih sve.</numerusform>
            <numerusform>Tvoje zvanje je 2, a dobivaš %n bodova: upisuješ ih sve.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You bid 2 and won %n of them: set back, you lose 2.</source>
        <translation>
            <numerusform>Tvoje zvanje je 2, a dobivaš %n bod: pad, gubiš 2.</numerusform>
            <numerusform>Tvoje zvanje je 2, a dobivaš %n boda: pad, gubiš 2.</numerusform>
            <numerusform>Tvoje zvanje je 2, a dobivaš %n bodova: pad, gubiš 2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pitch is played in tricks, and first comes the auction: each player says once how many of the hand&apos;s four points he will win (High, Low, Jack and Game). You speak first. With the King, Jack and 2 of Spades, bid 2: press 2, or click the 2 button.</source>
        <translation>Pitch se igra na štihove, a najprije dolazi zvanje: svaki igrač jednom kaže koliko će od četiri boda runde dobiti (Visoki, Niski, Dečko i Igra). Počinješ ti. S kraljem, dečkom i dvojkom pika zovi 2: pritisni 2 ili klikni gumb 2.</translation>
    </message>
    <message>
        <source>Now the others speak in turn, each once. Nobody bids more than 2: you win the auction, and you will lead the first card.</source>
        <translation>Sad ostali govore redom, svatko jednom. Nitko ne zove više od 2: zvanje je tvoje i ti izbacuješ prvu kartu.</translation>
    </message>
    <message>
        <source>You are the pitcher: the first card you lead sets trump for the whole hand. Pitch your King of Spades: double-click it, or drag it to the middle of the table.</source>
        <translation>Ti si bacač: prva karta koju izbaciš određuje adut za cijelu rundu. Baci svojeg Kralja pika: dvaput klikni na njega ili ga povuci na sredinu stola.</translation>
    </message>
    <message>
        <source>Spades are trump. Everyone must follow suit, a Spade, if he can, or play a trump: here the same. Watch who takes the trick…</source>
        <translation>Pik je adut. Svatko mora odgovoriti na boju, pikom, ako može, ili igrati adut: ovdje je to isto. Gledaj tko nosi štih…</translation>
    </message>
    <message>
        <source>Ann held the Ace of Spades: the highest trump takes the trick, and High with it. She took the trick, so she leads the next one…</source>
        <translation>Ann drži Asa pika: najviši adut nosi štih, a s njim i Visoki. Štih nosi Ann, pa ona izbacuje sljedeći…</translation>
    </message>
    <message>
        <source>Ann led a Heart. Follow suit with a Heart, or trump it with a Spade: any trump beats every Heart; among Hearts the highest wins. Play one of the cards you may play.</source>
        <translation>Ann izbacuje herc. Odgovori hercom ili sijeci pikom: svaki adut tuče svaki herc; među hercima pobjeđuje najviši. Odigraj jednu od karata koje smiješ.</translation>
    </message>
    <message>
        <source>Your turn. Nobody else holds a trump now, so each Spade you play takes its trick, and your Jack and your 2 (Low) are points for you. Play a card.</source>
        <translation>Na redu si. Nitko drugi više nema adut, pa svaki pik koji odigraš nosi svoj štih, a tvoj dečko i tvoja dvojka (Niski) bodovi su za tebe. Odigraj kartu.</translation>
    </message>
    <message>
        <source>Your turn, and your trumps are all played. Follow the suit led if you can, or else play any card: the trick goes to the highest trump, or else to the highest card of the suit led. Play a card.</source>
        <translation>Na redu si, a svi su tvoji aduti odigrani. Odgovori na boju koja je izbačena ako možeš, a inače odigraj bilo koju kartu: štih nosi najviši adut, a ako ga nema, najviša karta izbačene boje. Odigraj kartu.</translation>
    </message>
    <message>
        <source>The others play. A trick goes to its highest trump, or else to the highest card of the suit led; whoever takes it leads the next.</source>
        <translation>Igraju ostali. Štih nosi najviši adut, a bez aduta najviša karta izbačene boje; tko nosi štih, izbacuje sljedeći.</translation>
    </message>
    <message>
        <source>That is Pitch. The deal passes to the left each hand, and the first to reach 7 points at the end of a hand he pitched wins. Bid what your trumps can take, and lead them early.</source>
        <translation>To je Pitch. Dijeljenje ide ulijevo svake runde, a pobjeđuje prvi koji dosegne 7 bodova na kraju runde u kojoj je bio bacač. Zovi onoliko koliko tvoji aduti mogu nositi i igraj ih rano.</translation>
    </message>
</context>
<context>
    <name>PitchNewGameDialog</name>
    <message>
        <source>New game of Pitch</source>
        <translation>Nova igra Pitcha</translation>
    </message>
    <message>
        <source>The Money Game (bids 2, 3, 4 or the moon; paid in cents)</source>
        <translation>Igra za novac (zvanja 2, 3, 4 ili mjesec; u centima)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Igrači</translation>
    </message>
    <message>
        <source>Players (you and the bots):</source>
        <translation>Igrači (ti i botovi):</translation>
    </message>
    <message>
        <source>Points to win:</source>
        <translation>Bodova za pobjedu:</translation>
    </message>
    <message>
        <source>The dealer may steal the bid by matching it</source>
        <translation>Djelitelj smije ukrasti zvanje izjednačivši ga</translation>
    </message>
    <message>
        <source>Stick the dealer: must bid 2 when all pass</source>
        <translation>Djelitelj mora zvati 2 kad svi kažu dalje</translation>
    </message>
    <message>
        <source>Bids start at 2</source>
        <translation>Zvanja počinju od 2</translation>
    </message>
    <message>
        <source>Low scores for whoever was dealt it</source>
        <translation>Niski pripada onome tko ga je dobio</translation>
    </message>
    <message>
        <source>A counted game: no taking back a call or card</source>
        <translation>Partija koja se broji: bez vraćanja zvanja ili karte</translation>
    </message>
    <message>
        <source>Bots&apos; level:</source>
        <translation>Razina botova:</translation>
    </message>
    <message>
        <source>Bots&apos; pace:</source>
        <translation>Tempo botova:</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Podijeli</translation>
    </message>
</context>
<context>
    <name>PitchPace</name>
    <message>
        <source>The bots take about {percent}% longer over each card and call, more time to follow the play. They play no differently.</source>
        <translation>Botovi trebaju oko {percent}% više vremena za svaku kartu i svako zvanje: više vremena da pratite igru. Ne igraju ništa drukčije.</translation>
    </message>
    <message>
        <source>The usual pace: about a second a card and two or three a call, as a person plays.</source>
        <translation>Uobičajeni ritam: oko sekunde po karti i dvije ili tri po zvanju, kako igra čovjek.</translation>
    </message>
    <message>
        <source>The bots take about {percent}% less time over each card and call. They play no differently.</source>
        <translation>Botovi trebaju oko {percent}% manje vremena za svaku kartu i svako zvanje. Ne igraju ništa drukčije.</translation>
    </message>
</context>
<context>
    <name>PitchPresenter</name>
    <message>
        <source>Hand %1: you deal.</source>
        <translation>Runda %1: ti dijeliš.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals.</source>
        <translation>Runda %1: dijeli %2.</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Kažeš dalje.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 kaže dalje.</translation>
    </message>
    <message>
        <source>You steal the bid at %1.</source>
        <translation>Kradeš zvanje na %1.</translation>
    </message>
    <message>
        <source>You bid %1.</source>
        <translation>Zoveš %1.</translation>
    </message>
    <message>
        <source>%1 steals the bid at %2.</source>
        <translation>%1 krade zvanje na %2.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 zove %2.</translation>
    </message>
    <message>
        <source>You shoot the moon.</source>
        <translation>Ciljaš mjesec.</translation>
    </message>
    <message>
        <source>%1 shoots the moon.</source>
        <translation>%1 cilja mjesec.</translation>
    </message>
    <message>
        <source>You pitch for the moon.</source>
        <translation>Otvaraš za mjesec.</translation>
    </message>
    <message>
        <source>You pitch for %1.</source>
        <translation>Otvaraš za %1.</translation>
    </message>
    <message>
        <source>%1 pitches for the moon.</source>
        <translation>%1 otvara za mjesec.</translation>
    </message>
    <message>
        <source>%1 pitches for %2.</source>
        <translation>%1 otvara za %2.</translation>
    </message>
    <message>
        <source>Everyone passed: the hand is thrown in.</source>
        <translation>Svi kažu dalje: runda se poništava.</translation>
    </message>
    <message>
        <source>Trump is %1.</source>
        <translation>Adut je %1.</translation>
    </message>
    <message>
        <source>You take the trick.</source>
        <translation>Nosiš štih.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 nosi štih.</translation>
    </message>
    <message>
        <source>You made the bid.</source>
        <translation>Ispunjavaš zvanje.</translation>
    </message>
    <message>
        <source>You are set back.</source>
        <translation>Gubiš zvanje.</translation>
    </message>
    <message>
        <source>%1 made the bid.</source>
        <translation>%1 ispunjava zvanje.</translation>
    </message>
    <message>
        <source>%1 is set back.</source>
        <translation>%1 gubi zvanje.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Pobjeđuješ u igri!</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 pobjeđuje u igri.</translation>
    </message>
    <message>
        <source>The Money Game is settled: the table shows who pays whom.</source>
        <translation>Igra za novac je obračunata: stol pokazuje tko kome plaća.</translation>
    </message>
    <message>
        <source>Taken back: %1. Your turn again.</source>
        <translation>Vraćeno: %1. Opet si na redu.</translation>
    </message>
    <message>
        <source>%1 took back: %2.</source>
        <translation>%1 je vratio: %2.</translation>
    </message>
    <message>
        <source>You play the %1.</source>
        <translation>Igraš kartu %1.</translation>
    </message>
    <message>
        <source>%1 plays the %2.</source>
        <translation>%1 igra kartu %2.</translation>
    </message>
    <message>
        <source>%1 — refused: %2</source>
        <translation>%1 — odbijeno: %2</translation>
    </message>
    <message>
        <source>%1: %2 — refused: %3</source>
        <translation>%1: %2 — odbijeno: %3</translation>
    </message>
</context>
<context>
    <name>PitchRefusal</name>
    <message>
        <source>Rule %1</source>
        <translation>Pravilo %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1</source>
        <translation>Možeš pratiti %1: igraj %1</translation>
    </message>
    <message>
        <source>You can follow %1: play %1 or a trump</source>
        <translation>Možeš pratiti %1: igraj %1 ili adut</translation>
    </message>
    <message>
        <source>It is not your turn</source>
        <translation>Nisi na redu</translation>
    </message>
    <message>
        <source>You do not hold that card</source>
        <translation>Nemaš tu kartu</translation>
    </message>
    <message>
        <source>The auction is not over yet</source>
        <translation>Licitacija još nije gotova</translation>
    </message>
    <message>
        <source>The auction is over: each player speaks once</source>
        <translation>Licitacija je gotova: svatko govori jednom</translation>
    </message>
    <message>
        <source>This table plays without the dealer&apos;s steal: bid more than %1</source>
        <translation>Ovaj stol igra bez djeliteljeve krađe: zovi više od %1</translation>
    </message>
    <message>
        <source>The dealer must match or beat the high bid of %1</source>
        <translation>Djelitelj mora izjednačiti ili nadmašiti najviše zvanje, %1</translation>
    </message>
    <message>
        <source>A bid must beat the high bid of %1</source>
        <translation>Zvanje mora nadmašiti najviše, %1</translation>
    </message>
    <message>
        <source>Bids start at 2 at this table</source>
        <translation>Za ovim stolom zvanja počinju od 2</translation>
    </message>
    <message>
        <source>Everyone else passed: the dealer must bid at least 2</source>
        <translation>Svi su rekli dalje: djelitelj mora zvati barem 2</translation>
    </message>
    <message>
        <source>That is not a bid of this game</source>
        <translation>To nije zvanje ove igre</translation>
    </message>
    <message>
        <source>Shooting the moon is the Money Game&apos;s bid</source>
        <translation>Ciljati mjesec je zvanje igre za novac</translation>
    </message>
    <message>
        <source>In the Money Game you bid first; the pitcher leads once the auction is won</source>
        <translation>U igri za novac najprije se zove; bacač otvara kad dobije licitaciju</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Igra je gotova</translation>
    </message>
    <message>
        <source>This is a counted game: nothing is taken back</source>
        <translation>Ova partija se broji: ništa se ne vraća</translation>
    </message>
    <message>
        <source>Another player has called or played since: your last move stands</source>
        <translation>Drugi igrač je u međuvremenu zvao ili igrao: tvoj zadnji potez ostaje</translation>
    </message>
    <message>
        <source>The hand is over: it stands as it was played</source>
        <translation>Runda je gotova: ostaje kako je odigrana</translation>
    </message>
    <message>
        <source>You have no call or card to take back: one step only, once you have played</source>
        <translation>Nemaš zvanje ni kartu za vratiti: samo jedan korak, nakon što odigraš</translation>
    </message>
</context>
<context>
    <name>PitchSeatPanel</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karte</numerusform>
            <numerusform>%n karata</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PitchSession</name>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>Start a new game first.</source>
        <translation>Najprije započni novu partiju.</translation>
    </message>
    <message>
        <source>A hand can be saved once it is over.</source>
        <translation>Runda se može spremiti tek kad završi.</translation>
    </message>
    <message>
        <source>the hand cannot be written.</source>
        <translation>runda se ne može zapisati.</translation>
    </message>
    <message>
        <source>Could not save the hand record: %1</source>
        <translation>Zapis runde nije spremljen: %1</translation>
    </message>
    <message>
        <source>Hand %1 saved to %2</source>
        <translation>Runda %1 spremljena u %2</translation>
    </message>
</context>
<context>
    <name>PitchSettle</name>
    <message>
        <source>Settle up?</source>
        <translation>Podmiriti račune?</translation>
    </message>
    <message>
        <source>Settle up the Money Game now? It ends the game and pays everyone out.</source>
        <translation>Podmiriti sada račune igre za novac? Igra završava i svima se isplaćuje.</translation>
    </message>
    <message>
        <source>Settle up</source>
        <translation>Obračunaj</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Nastavi igrati</translation>
    </message>
</context>
<context>
    <name>PitchTableWidget</name>
    <message>
        <source>Pitch table</source>
        <translation>Stol za Pitch</translation>
    </message>
    <message>
        <source>Last trick (L)</source>
        <translation>Zadnji štih (L)</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Adut: %1</translation>
    </message>
    <message>
        <source>No game is being played. Deal one to play Pitch against the bots.</source>
        <translation>Nijedna igra nije u tijeku. Podijeli novu da igraš Pitch protiv botova.</translation>
    </message>
    <message>
        <source>New game… (Ctrl+N)</source>
        <translation>Nova igra… (Ctrl+N)</translation>
    </message>
    <message>
        <source>Trump: set by the first lead</source>
        <translation>Adut: određuje ga prvo otvaranje</translation>
    </message>
    <message>
        <source>Pitcher: %1, shooting the moon</source>
        <translation>Bacač: %1, cilja mjesec</translation>
    </message>
    <message>
        <source>Pitcher: %1, bid %2</source>
        <translation>Bacač: %1, zvanje %2</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by %2</source>
        <translation>Licitacija: najviše zvanje %1, %2</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Licitacija: još nema zvanja</translation>
    </message>
    <message>
        <source>Money Game</source>
        <translation>Igra za novac</translation>
    </message>
    <message>
        <source>Target %1</source>
        <translation>Cilj %1</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>djelitelj</translation>
    </message>
    <message>
        <source>pitcher</source>
        <translation>bacač</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>dalje</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>igra</translation>
    </message>
    <message>
        <source>to speak</source>
        <translation>govori</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n bod.</numerusform>
            <numerusform>%n bod.</numerusform>
            <numerusform>%n bod.</numerusform>
        </translation>
    </message>
    <message>
        <source>Double-click, press Enter or drag it to the trick to play it</source>
        <translation>Dvoklik, Enter ili je povuci na štih da je odigraš</translation>
    </message>
    <message>
        <source>This hand&apos;s calls and tricks</source>
        <translation>Zvanja i štihovi ove runde</translation>
    </message>
    <message>
        <source>Your lead</source>
        <translation>Ti otvaraš</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Ova ruka</translation>
    </message>
    <message>
        <source>Bidding: high bid %1 by you</source>
        <translation>Licitacija: najviše zvanje %1, tvoje</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>what a player bid: under his name</comment>
        <translation>zvanje %1</translation>
    </message>
    <message>
        <source>Your turn to play</source>
        <translation>Tvoj red za igru</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 razmišlja…</translation>
    </message>
    <message>
        <source>pass (0)</source>
        <translation>dalje (0)</translation>
    </message>
    <message>
        <source>steal at %1</source>
        <translation>ukrasti na %1</translation>
    </message>
    <message>
        <source>steal at %1 or bid more (%2)</source>
        <translation>ukrasti na %1 ili zvati više (%2)</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call the player may make now</comment>
        <translation>zvati %1</translation>
    </message>
    <message>
        <source>shoot the moon (5)</source>
        <translation>ciljati mjesec (5)</translation>
    </message>
    <message>
        <source>pitch a card to bid 4</source>
        <translation>baciti kartu za zvanje 4</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ili %2</translation>
    </message>
    <message>
        <source>Your call: %1</source>
        <translation>Tvoj red: %1</translation>
    </message>
    <message>
        <source>Back to the table (L)</source>
        <translation>Natrag na stol (L)</translation>
    </message>
    <message>
        <source>%1: shoot the moon</source>
        <translation>%1: cilja mjesec</translation>
    </message>
    <message>
        <source>%1: pitch for 4</source>
        <translation>%1: baca za 4</translation>
    </message>
    <message>
        <source>%1: steal at %2</source>
        <translation>%1: krađa na %2</translation>
    </message>
    <message>
        <source>%1: bid %2</source>
        <translation>%1: zvanje %2</translation>
    </message>
    <message>
        <source>%1: pass</source>
        <translation>%1: dalje</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by you</source>
        <translation>Štih %1: %2, nosiš ti</translation>
    </message>
    <message>
        <source>Trick %1: %2, taken by %3</source>
        <translation>Štih %1: %2, nosi %3</translation>
    </message>
    <message>
        <source>Last trick, taken by you</source>
        <translation>Zadnji štih: nosiš ti</translation>
    </message>
    <message>
        <source>Last trick, taken by %1</source>
        <translation>Zadnji štih: nosi %1</translation>
    </message>
    <message>
        <source>Taken by you</source>
        <translation>Nosiš ti</translation>
    </message>
    <message>
        <source>Taken by %1</source>
        <translation>Nosi %1</translation>
    </message>
    <message>
        <source>Press Enter again (or the pitch button) to bid 4 with this card, or make another call</source>
        <translation>Pritisni Enter još jednom (ili gumb za bacanje) za zvanje 4 ovom kartom, ili zovi nešto drugo</translation>
    </message>
</context>
<context>
    <name>PitchWindow</name>
    <message>
        <source>Save the hand record</source>
        <translation>Spremi zapis runde</translation>
    </message>
    <message>
        <source>Pitch hand records (*.json)</source>
        <translation>Zapisi rundi Pitcha (*.json)</translation>
    </message>
    <message>
        <source>Take back your last call or card (Ctrl+Z)</source>
        <translation>Vrati svoje zadnje zvanje ili kartu (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Pitch&apos;s new-game options</source>
        <translation>opcije nove igre Pitcha</translation>
    </message>
    <message>
        <source>pace</source>
        <translation>tempo</translation>
    </message>
    <message>
        <source>game</source>
        <translation>igra</translation>
    </message>
    <message>
        <source>four-colour deck</source>
        <translation>špil u četiri boje</translation>
    </message>
    <message>
        <source>the offer to learn to play</source>
        <translation>ponuda da naučiš igrati</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Otvori zapis runde…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Podijeli sljedeću &amp;rundu</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Spremi zapis zadnje runde…</translation>
    </message>
    <message>
        <source>Settle &amp;up (the Money Game)</source>
        <translation>&amp;Obračunaj (igra za novac)</translation>
    </message>
    <message>
        <source>&amp;Take back your last call or card</source>
        <translation>&amp;Vrati svoje zadnje zvanje ili kartu</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>Te&amp;mpo</translation>
    </message>
    <message>
        <source>&amp;Four-colour deck</source>
        <translation>Špil u &amp;četiri boje</translation>
    </message>
    <message>
        <source>♠ black, ♥ red, ♦ blue, ♣ green: no two suits alike</source>
        <translation>♠ crno, ♥ crveno, ♦ plavo, ♣ zeleno: nijedna boja nije nalik drugoj</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pitch…</source>
        <translation>&amp;Nauči igrati Pitch…</translation>
    </message>
    <message>
        <source>No statistics are kept here: the games are kept by another copy, or nowhere.</source>
        <translation>Ovdje se ne vodi statistika: partije čuva druga kopija, ili nitko.</translation>
    </message>
    <message>
        <source>The statistics cannot be read now.</source>
        <translation>Statistika se sada ne može pročitati.</translation>
    </message>
    <message>
        <source>Hands counted: {hands}.</source>
        <translation>Brojane runde: {hands}.</translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Zatraženi savjeti: {hints}, u {hands} rundi.</translation>
    </message>
    <message>
        <source>A call or card taken back: in {hands} of the hands.</source>
        <translation>Vraćeno zvanje ili karta: u {hands} rundi.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
</context>
<context>
    <name>PitchWords</name>
    <message>
        <source>Clubs</source>
        <translation>Tref</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herc</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>in a sentence</comment>
        <translation>tref</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>in a sentence</comment>
        <translation>karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>in a sentence</comment>
        <translation>herc</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>in a sentence</comment>
        <translation>pik</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Kralj</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Dečko</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ace</source>
        <comment>in a sentence</comment>
        <translation>As</translation>
    </message>
    <message>
        <source>King</source>
        <comment>in a sentence</comment>
        <translation>Kralj</translation>
    </message>
    <message>
        <source>Queen</source>
        <comment>in a sentence</comment>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Jack</source>
        <comment>in a sentence</comment>
        <translation>Dečko</translation>
    </message>
    <message>
        <source>Clubs</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Tref</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Herc</translation>
    </message>
    <message>
        <source>Spades</source>
        <comment>a card&apos;s suit in a sentence</comment>
        <translation>Pik</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>a card in a sentence</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an Ace</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a King</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Queen</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a Jack</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>an 8</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>the %1</source>
        <comment>a number card</comment>
        <translation>%1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Dalje</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Zovi %1</translation>
    </message>
    <message>
        <source>Shoot the moon</source>
        <translation>Ciljaj mjesec</translation>
    </message>
    <message>
        <source>Pitch %1: bid 4 and lead it</source>
        <translation>Baci kartu %1: zovi 4 i otvori njome</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>Odigraj kartu %1</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>a call in a sentence</comment>
        <translation>dalje</translation>
    </message>
    <message>
        <source>bid %1</source>
        <comment>a call in a sentence</comment>
        <translation>zvati %1</translation>
    </message>
    <message>
        <source>shoot the moon</source>
        <comment>a call in a sentence</comment>
        <translation>ciljati mjesec</translation>
    </message>
    <message>
        <source>pitch %1</source>
        <comment>a call in a sentence</comment>
        <translation>baciti kartu %1</translation>
    </message>
    <message>
        <source>play %1</source>
        <comment>a call in a sentence</comment>
        <translation>odigrati kartu %1</translation>
    </message>
    <message>
        <source>Steal at %1</source>
        <translation>Ukradi na %1</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Corner</source>
        <translation>Monopol</translation>
    </message>
    <message>
        <source>Bull Corner</source>
        <translation>Monopol s Bikom</translation>
    </message>
    <message>
        <source>Double Bull Corner</source>
        <translation>Dvostruki monopol s Bikom</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Ti</translation>
    </message>
    <message>
        <source>You cornered %1!</source>
        <translation>Imaš monopol: %1!</translation>
    </message>
    <message>
        <source>%1 cornered %2!</source>
        <translation>%1 ima monopol: %2!</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Pobjeđuješ u partiji!</translation>
    </message>
    <message>
        <source>%1 wins the game!</source>
        <translation>%1 pobjeđuje u partiji!</translation>
    </message>
    <message>
        <source>The market is open!</source>
        <translation>Tržište je otvoreno!</translation>
    </message>
    <message numerus="yes">
        <source>You traded %n card(s) with %1</source>
        <translation>
            <numerusform>Mijenjaš %n kartu s igračem %1</numerusform>
            <numerusform>Mijenjaš %n karte s igračem %1</numerusform>
            <numerusform>Mijenjaš %n karata s igračem %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with you</source>
        <translation>
            <numerusform>%1 mijenja %n kartu s tobom</numerusform>
            <numerusform>%1 mijenja %n karte s tobom</numerusform>
            <numerusform>%1 mijenja %n karata s tobom</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 traded %n card(s) with %2</source>
        <translation>
            <numerusform>%1 mijenja %n kartu s igračem %2</numerusform>
            <numerusform>%1 mijenja %n karte s igračem %2</numerusform>
            <numerusform>%1 mijenja %n karata s igračem %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You offer %n card(s)</source>
        <translation>
            <numerusform>Nudiš %n kartu</numerusform>
            <numerusform>Nudiš %n karte</numerusform>
            <numerusform>Nudiš %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 offers %n card(s)</source>
        <translation>
            <numerusform>%1 nudi %n kartu</numerusform>
            <numerusform>%1 nudi %n karte</numerusform>
            <numerusform>%1 nudi %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You withdrew %n card(s)</source>
        <translation>
            <numerusform>Povlačiš %n kartu</numerusform>
            <numerusform>Povlačiš %n karte</numerusform>
            <numerusform>Povlačiš %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 withdrew %n card(s)</source>
        <translation>
            <numerusform>%1 povlači %n kartu</numerusform>
            <numerusform>%1 povlači %n karte</numerusform>
            <numerusform>%1 povlači %n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>the Bull</source>
        <translation>Bika</translation>
    </message>
    <message>
        <source>the Bear</source>
        <translation>Medvjeda</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last of a list</comment>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>You gave %1 to %2 and got %3</source>
        <translation>Daješ %1 igraču %2 i dobivaš %3</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), ending about %3 cards behind the others.</source>
        <translation>
            <numerusform>%1: monopola u %n rundi dosad: %2, na kraju oko %3 karte iza ostalih.</numerusform>
            <numerusform>%1: monopola u zadnje %n runde: %2, na kraju oko %3 karte iza ostalih.</numerusform>
            <numerusform>%1: monopola u zadnjih %n rundi: %2, na kraju oko %3 karte iza ostalih.</numerusform>
        </translation>
    </message>
    <message>
        <source>— Hand %1: you deal —</source>
        <translation>— Runda %1: ti dijeliš —</translation>
    </message>
    <message>
        <source>— Hand %1: %2 deals —</source>
        <translation>— Runda %1: dijeli %2 —</translation>
    </message>
    <message>
        <source>You rang the bell without a corner: −%1</source>
        <translation>Zvoniš bez monopola: −%1</translation>
    </message>
    <message>
        <source>%1 rang the bell without a corner: −%2</source>
        <translation>%1 zvoni bez monopola: −%2</translation>
    </message>
    <message>
        <source>Trade!</source>
        <translation>Trgujte!</translation>
    </message>
    <message>
        <source>Press Next hand to deal again.</source>
        <translation>Pritisni Sljedeća runda za novo dijeljenje.</translation>
    </message>
    <message>
        <source>Ctrl+N starts a new game.</source>
        <translation>Ctrl+N započinje novu partiju.</translation>
    </message>
    <message numerus="yes">
        <source>%n Wheat</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Pšenicu</numerusform>
            <numerusform>%n Pšenice</numerusform>
            <numerusform>%n Pšenica</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Barley</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Ječam</numerusform>
            <numerusform>%n Ječma</numerusform>
            <numerusform>%n Ječmova</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coffee</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Kavu</numerusform>
            <numerusform>%n Kave</numerusform>
            <numerusform>%n Kava</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Corn</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Kukuruz</numerusform>
            <numerusform>%n Kukuruza</numerusform>
            <numerusform>%n Kukuruza</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Rye</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Raž</numerusform>
            <numerusform>%n Raži</numerusform>
            <numerusform>%n Raži</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sugar</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Šećer</numerusform>
            <numerusform>%n Šećera</numerusform>
            <numerusform>%n Šećera</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oats</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Zob</numerusform>
            <numerusform>%n Zobi</numerusform>
            <numerusform>%n Zobi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Soybeans</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Soju</numerusform>
            <numerusform>%n Soje</numerusform>
            <numerusform>%n Soja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Oranges</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Naranču</numerusform>
            <numerusform>%n Naranče</numerusform>
            <numerusform>%n Naranača</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Hay</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Sijeno</numerusform>
            <numerusform>%n Sijena</numerusform>
            <numerusform>%n Sijena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Flax</source>
        <comment>a count of a commodity</comment>
        <translation>
            <numerusform>%n Lan</numerusform>
            <numerusform>%n Lana</numerusform>
            <numerusform>%n Lanova</numerusform>
        </translation>
    </message>
    <message>
        <source>The bots stay as they are</source>
        <translation>Botovi ostaju isti</translation>
    </message>
    <message>
        <source>The bots are now %1</source>
        <translation>Botovi su sada %1</translation>
    </message>
    <message>
        <source>The bots now play a little slower</source>
        <translation>Botovi sada igraju malo sporije</translation>
    </message>
    <message>
        <source>The bots now play a little quicker</source>
        <translation>Botovi sada igraju malo brže</translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s), and most of your tries found the offer gone.</source>
        <translation>
            <numerusform>%1: monopola u %n rundi dosad: %2, a većina tvojih pokušaja našla je ponudu već uzetu.</numerusform>
            <numerusform>%1: monopola u zadnje %n runde: %2, a većina tvojih pokušaja našla je ponudu već uzetu.</numerusform>
            <numerusform>%1: monopola u zadnjih %n rundi: %2, a većina tvojih pokušaja našla je ponudu već uzetu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: you cornered %2 of the last %n hand(s).</source>
        <translation>
            <numerusform>%1: monopola u %n rundi dosad: %2.</numerusform>
            <numerusform>%1: monopola u zadnje %n runde: %2.</numerusform>
            <numerusform>%1: monopola u zadnjih %n rundi: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand %1: you dealt. Sort your cards!</source>
        <translation>Runda %1: ti dijeliš. Složi karte!</translation>
    </message>
    <message>
        <source>Hand %1: %2 dealt. Sort your cards!</source>
        <translation>Runda %1: dijeli %2. Složi karte!</translation>
    </message>
    <message>
        <source>A corner</source>
        <translation>Monopol</translation>
    </message>
    <message>
        <source>A Bull Corner</source>
        <translation>Monopol s Bikom</translation>
    </message>
    <message>
        <source>A Double Bull Corner (scores double)</source>
        <translation>Dvostruki monopol s Bikom (dvostruki bodovi)</translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for you.</source>
        <translation>
            <numerusform>%1: +%n bod za tebe.</numerusform>
            <numerusform>%1: +%n boda za tebe.</numerusform>
            <numerusform>%1: +%n bodova za tebe.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: +%n point(s) for %2.</source>
        <translation>
            <numerusform>%1: +%n bod za igrača %2.</numerusform>
            <numerusform>%1: +%n boda za igrača %2.</numerusform>
            <numerusform>%1: +%n bodova za igrača %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>You held the Bull: −%1.</source>
        <translation>Bik je bio kod tebe: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull: −%1.</source>
        <translation>Bik je bio kod igrača %2: −%1.</translation>
    </message>
    <message>
        <source>You held the Bear: −%1.</source>
        <translation>Medvjed je bio kod tebe: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bear: −%1.</source>
        <translation>Medvjed je bio kod igrača %2: −%1.</translation>
    </message>
    <message>
        <source>You held the Bull and the Bear: −%1.</source>
        <translation>Bik i Medvjed bili su kod tebe: −%1.</translation>
    </message>
    <message>
        <source>%2 held the Bull and the Bear: −%1.</source>
        <translation>Bik i Medvjed bili su kod igrača %2: −%1.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a hand record.</source>
        <translation>Datoteka je oštećena ili nije zapis runde.</translation>
    </message>
    <message>
        <source>The file is not a Pit Desktop hand record.</source>
        <translation>Datoteka nije zapis runde iz Pit Desktopa.</translation>
    </message>
    <message>
        <source>The hand record was written by another version of Pit Desktop.</source>
        <translation>Zapis runde napisala je druga inačica Pit Desktopa.</translation>
    </message>
    <message>
        <source>The hand record is of another game.</source>
        <translation>Zapis je iz druge igre.</translation>
    </message>
    <message>
        <source>The hand record&apos;s rules are not valid.</source>
        <translation>Pravila u zapisu nisu valjana.</translation>
    </message>
    <message>
        <source>The hand record&apos;s deal is not possible.</source>
        <translation>Dijeljenje u zapisu nije moguće.</translation>
    </message>
    <message>
        <source>The hand record&apos;s moves are not valid.</source>
        <translation>Potezi u zapisu nisu valjani.</translation>
    </message>
    <message>
        <source>The hand record is damaged at %1.</source>
        <translation>Zapis runde oštećen je na mjestu %1.</translation>
    </message>
    <message>
        <source>You hold the Bear: its holder cannot corner.</source>
        <translation>Držiš Medvjeda: tko ga drži, ne može steći monopol.</translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9, or 8 and the Bull.</source>
        <translation>
            <numerusform>Nema monopola: imaš najviše %n kartu jedne robe; monopol traži svih 9, ili 8 i Bika.</numerusform>
            <numerusform>Nema monopola: imaš najviše %n karte jedne robe; monopol traži svih 9, ili 8 i Bika.</numerusform>
            <numerusform>Nema monopola: imaš najviše %n karata jedne robe; monopol traži svih 9, ili 8 i Bika.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No corner: you hold at most %n of one commodity; a corner needs all 9.</source>
        <translation>
            <numerusform>Nema monopola: imaš najviše %n kartu jedne robe; monopol traži svih 9.</numerusform>
            <numerusform>Nema monopola: imaš najviše %n karte jedne robe; monopol traži svih 9.</numerusform>
            <numerusform>Nema monopola: imaš najviše %n karata jedne robe; monopol traži svih 9.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer needs at least one card.</source>
        <translation>Ponuda treba barem jednu kartu.</translation>
    </message>
    <message numerus="yes">
        <source>An offer holds at most 4 cards, not %n.</source>
        <translation>
            <numerusform>Ponuda ima najviše 4 karte, ne %n.</numerusform>
            <numerusform>Ponuda ima najviše 4 karte, ne %n.</numerusform>
            <numerusform>Ponuda ima najviše 4 karte, ne %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>An offer holds one commodity only, not %1.</source>
        <translation>Ponuda sadrži samo jednu robu, ne: %1.</translation>
    </message>
    <message>
        <source>This game is played without the Bull and the Bear.</source>
        <translation>Ova se partija igra bez Bika i Medvjeda.</translation>
    </message>
    <message>
        <source>The Bear may only go in an offer of 3 or 4 cards.</source>
        <translation>Medvjed smije ići samo u ponudu od 3 ili 4 karte.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>Nemaš te karte.</translation>
    </message>
    <message>
        <source>You already have an open offer: withdraw it first.</source>
        <translation>Već imaš otvorenu ponudu: najprije je povuci.</translation>
    </message>
    <message>
        <source>You have no open offer to withdraw.</source>
        <translation>Nemaš otvorenu ponudu koju možeš povući.</translation>
    </message>
    <message>
        <source>That offer is gone: someone traded for it first, or it was withdrawn.</source>
        <translation>Te ponude više nema: netko ju je uzeo prije ili je povučena.</translation>
    </message>
    <message>
        <source>You cannot trade with your own offer.</source>
        <translation>Ne možeš mijenjati sa svojom ponudom.</translation>
    </message>
    <message numerus="yes">
        <source>That offer holds %n card(s): hand over exactly as many.</source>
        <translation>
            <numerusform>Ta ponuda ima %n kartu: daj točno toliko.</numerusform>
            <numerusform>Ta ponuda ima %n karte: daj točno toliko.</numerusform>
            <numerusform>Ta ponuda ima %n karata: daj točno toliko.</numerusform>
        </translation>
    </message>
    <message>
        <source>The sorting time is not over yet.</source>
        <translation>Vrijeme za slaganje još nije isteklo.</translation>
    </message>
    <message>
        <source>That deal is not one the rules could give.</source>
        <translation>Takvo dijeljenje pravila ne dopuštaju.</translation>
    </message>
    <message>
        <source>That cannot be done at this point of the hand.</source>
        <translation>To se sada u rundi ne može.</translation>
    </message>
    <message>
        <source>There is no such player at this table.</source>
        <translation>Takvog igrača nema za ovim stolom.</translation>
    </message>
    <message>
        <source>The rules do not allow that now.</source>
        <translation>Pravila to sada ne dopuštaju.</translation>
    </message>
    <message numerus="yes">
        <source>You lose %n point(s).</source>
        <translation>
            <numerusform>Gubiš %n bod.</numerusform>
            <numerusform>Gubiš %n boda.</numerusform>
            <numerusform>Gubiš %n bodova.</numerusform>
        </translation>
    </message>
    <message>
        <source>another player</source>
        <translation>drugi igrač</translation>
    </message>
    <message numerus="yes">
        <source>You gave %1 to %2 %n time(s), and %2 cornered it.</source>
        <translation>
            <numerusform>Robu %1 daješ igraču %2 %n put, a igrač %2 na njoj ima monopol.</numerusform>
            <numerusform>Robu %1 daješ igraču %2 %n puta, a igrač %2 na njoj ima monopol.</numerusform>
            <numerusform>Robu %1 daješ igraču %2 %n puta, a igrač %2 na njoj ima monopol.</numerusform>
        </translation>
    </message>
    <message>
        <source>You kept the Bear for %1 s and lost %2: pass it on early.</source>
        <translation>Medvjed je kod tebe %1 s i gubiš %2: dodaj ga dalje na vrijeme.</translation>
    </message>
    <message>
        <source>You held your corner for %1 s before ringing: ring at once.</source>
        <translation>Monopol je kod tebe %1 s prije zvona: zvoni odmah.</translation>
    </message>
    <message>
        <source>You held a corner for %1 s without ringing; %2 cornered instead.</source>
        <translation>Monopol je kod tebe %1 s bez zvona; umjesto tebe monopol ima igrač %2.</translation>
    </message>
    <message numerus="yes">
        <source>You switched from %1 to %2 after %n trade(s), and did not corner.</source>
        <translation>
            <numerusform>S robe %1 prelaziš na %2 nakon %n razmjene, bez monopola.</numerusform>
            <numerusform>S robe %1 prelaziš na %2 nakon %n razmjene, bez monopola.</numerusform>
            <numerusform>S robe %1 prelaziš na %2 nakon %n razmjena, bez monopola.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You rang %n time(s) without a corner.</source>
        <translation>
            <numerusform>Zvoniš bez monopola %n put.</numerusform>
            <numerusform>Zvoniš bez monopola %n puta.</numerusform>
            <numerusform>Zvoniš bez monopola %n puta.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson this version cannot show.</source>
        <translation>Lekcija koju ova inačica ne može prikazati.</translation>
    </message>
    <message numerus="yes">
        <source>You lowered your offer of %n card(s)</source>
        <translation>
            <numerusform>Smanjio si svoju ponudu od %n karte</numerusform>
            <numerusform>Smanjio si svoju ponudu od %n karte</numerusform>
            <numerusform>Smanjio si svoju ponudu od %n karata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 lowered an offer of %n card(s)</source>
        <translation>
            <numerusform>%1: ponuda od %n karte smanjena</numerusform>
            <numerusform>%1: ponuda od %n karte smanjena</numerusform>
            <numerusform>%1: ponuda od %n karata smanjena</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>Tvoja ponuda od %n karte istekla</numerusform>
            <numerusform>Tvoja ponuda od %n karte istekla</numerusform>
            <numerusform>Tvoja ponuda od %n karata istekla</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1&apos;s offer of %n card(s) lapsed</source>
        <translation>
            <numerusform>%1: ponuda od %n karte istekla</numerusform>
            <numerusform>%1: ponuda od %n karte istekla</numerusform>
            <numerusform>%1: ponuda od %n karata istekla</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>An offer of %1</source>
        <translation>Ponuda: %1</translation>
    </message>
    <message>
        <source>A trade of %1</source>
        <translation>Razmjena: %1</translation>
    </message>
    <message>
        <source>A withdrawal</source>
        <translation>Povlačenje ponude</translation>
    </message>
    <message>
        <source>The bell</source>
        <translation>Zvono</translation>
    </message>
    <message>
        <source>The dealer&apos;s bell</source>
        <translation>Zvono djelitelja</translation>
    </message>
    <message>
        <source>%1 (%2) refused: %3</source>
        <translation>%1 (%2) odbijeno: %3</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Next hand</source>
        <translation>Sljedeća runda</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partija</translation>
    </message>
</context>
<context>
    <name>SeatWidget</name>
    <message>
        <source>%1 deals this hand</source>
        <translation>%1 dijeli ovu rundu</translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n bod.</numerusform>
            <numerusform>%n bod.</numerusform>
            <numerusform>%n bod.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n karta</numerusform>
            <numerusform>%n karte</numerusform>
            <numerusform>%n karata</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3, %4</source>
        <translation>%1, %2, %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n bod</numerusform>
            <numerusform>%n boda</numerusform>
            <numerusform>%n bodova</numerusform>
        </translation>
    </message>
    <message>
        <source>, dealer</source>
        <translation>, djelitelj</translation>
    </message>
</context>
<context>
    <name>ShellKeeper</name>
    <message>
        <source>Resume the game?</source>
        <translation>Nastaviti igru?</translation>
    </message>
    <message>
        <source>A hand that was being played when the game stopped goes on where it stopped.</source>
        <translation>Runda koja se igrala kad je igra stala nastavlja se ondje gdje je stala.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Nastavi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partija</translation>
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
        <translation>ti</translation>
    </message>
    <message>
        <source>Resume the game — hand {hand}; {scores}?</source>
        <translation>Nastaviti igru — runda {hand}; {scores}?</translation>
    </message>
    <message>
        <source>Hand {hand} goes on where it stopped.</source>
        <translation>Runda {hand} nastavlja se ondje gdje je stala.</translation>
    </message>
    <message>
        <source>Hand {hand} is dealt again with the same cards: this save does not say how it was played.</source>
        <translation>Runda {hand} dijeli se ponovno s istim kartama: ovo spremanje ne kaže kako se igrala.</translation>
    </message>
    <message>
        <source>Hand {hand} of the saved game could not be restored, so it is dealt anew.</source>
        <translation>Runda {hand} spremljene igre ne može se vratiti, pa se karte ponovno miješaju i dijele.</translation>
    </message>
    <message>
        <source>Another Pit Desktop is running, so this one will not keep its game or statistics. You can play here; the other copy keeps its own.</source>
        <translation>Već je pokrenut drugi Pit Desktop, pa ovaj neće spremati svoju partiju ni statistiku. Ovdje možeš igrati; druga kopija sprema svoje.</translation>
    </message>
    <message>
        <source>it was saved by a newer version of Pit Desktop</source>
        <translation>spremila ju je novija inačica Pit Desktopa</translation>
    </message>
    <message>
        <source>it cannot be read</source>
        <translation>ne može se pročitati</translation>
    </message>
    <message>
        <source>it is damaged</source>
        <translation>oštećena je</translation>
    </message>
    <message>
        <source>The saved game could not be resumed: {reason}. It was kept as {file}. A new game starts.</source>
        <translation>Spremljena igra ne može se nastaviti: {reason}. Sačuvana je kao {file}. Počinje nova igra.</translation>
    </message>
    <message>
        <source>The game cannot be saved to {file}: {why}</source>
        <translation>Igra se ne može spremiti u {file}: {why}</translation>
    </message>
</context>
<context>
    <name>ShellWindow</name>
    <message>
        <source>Some saved settings were unreadable and were reset to their defaults: %1.</source>
        <translation>Neke spremljene postavke bile su nečitljive i vraćene su na zadane: %1.</translation>
    </message>
    <message>
        <source>Settings cannot be saved to {place}: your choices will not be kept after you quit.</source>
        <translation>Postavke se ne mogu spremiti u {place}: tvoji odabiri neće se sačuvati nakon izlaska.</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>zvuk</translation>
    </message>
    <message>
        <source>pause when away</source>
        <translation>pauza kad nisi tu</translation>
    </message>
    <message>
        <source>window size</source>
        <translation>veličina prozora</translation>
    </message>
    <message>
        <source>last folder</source>
        <translation>zadnja mapa</translation>
    </message>
    <message>
        <source>left-handed layout</source>
        <translation>raspored za ljevake</translation>
    </message>
    <message>
        <source>card size</source>
        <translation>veličina karata</translation>
    </message>
    <message>
        <source>Sound off (M turns it back on).</source>
        <translation>Zvuk isključen (M ga ponovno uključuje).</translation>
    </message>
    <message>
        <source>Sound on.</source>
        <translation>Zvuk uključen.</translation>
    </message>
    <message>
        <source>No sound: no sound server is running. Sound comes on when one starts.</source>
        <translation>Nema zvuka: nijedan zvučni poslužitelj nije pokrenut. Zvuk se vraća čim se neki pokrene.</translation>
    </message>
    <message>
        <source>Sound stopped: the sound server went away. Sound comes back when it does.</source>
        <translation>Zvuk je stao: zvučni poslužitelj je nestao. Zvuk se vraća kad se on vrati.</translation>
    </message>
    <message>
        <source>Sound is on: a sound server has started.</source>
        <translation>Zvuk je uključen: pokrenut je poslužitelj zvuka.</translation>
    </message>
    <message>
        <source>Sound is back.</source>
        <translation>Zvuk se vratio.</translation>
    </message>
    <message>
        <source>No sound: the audio libraries this computer needs for sound are missing.</source>
        <translation>Nema zvuka: ovom računalu nedostaju audio biblioteke koje su potrebne za zvuk.</translation>
    </message>
    <message>
        <source>No sound: the game&apos;s sound player does not work on this computer.</source>
        <translation>Nema zvuka: zvučni reproduktor igre ne radi na ovom računalu.</translation>
    </message>
    <message>
        <source>There is no game in progress to pause.</source>
        <translation>Nema igre u tijeku koja bi se pauzirala.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Igra se nastavlja.</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Pravilo %1</translation>
    </message>
</context>
<context>
    <name>Shouts</name>
    <message>
        <source>One</source>
        <translation>Jedna</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Dvije</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Tri</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Četiri</translation>
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
            <numerusform>%n podignut prst</numerusform>
            <numerusform>%n podignuta prsta</numerusform>
            <numerusform>%n podignutih prstiju</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>In play</source>
        <translation>U igri</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Bodovi</translation>
    </message>
    <message numerus="yes">
        <source>First to %n point(s) wins</source>
        <translation>
            <numerusform>Pobjeđuje prvi do %n boda</numerusform>
            <numerusform>Pobjeđuje prvi do %n boda</numerusform>
            <numerusform>Pobjeđuje prvi do %n bodova</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Some kept games or hands could not be read and are left out.</source>
        <translation>Neke spremljene igre ili runde nije bilo moguće pročitati pa su izostavljene.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistika</translation>
    </message>
    <message numerus="yes">
        <source>Games played: %n.</source>
        <translation>
            <numerusform>Odigrane igre: %n.</numerusform>
            <numerusform>Odigrane igre: %n.</numerusform>
            <numerusform>Odigrane igre: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hands played: %n.</source>
        <translation>
            <numerusform>Odigrane runde: %n.</numerusform>
            <numerusform>Odigrane runde: %n.</numerusform>
            <numerusform>Odigrane runde: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hints asked for: {hints}, in {hands} of the hands.</source>
        <translation>Zatraženi savjeti: {hints}, u {hands} rundi.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Commodity</source>
        <translation>Roba</translation>
    </message>
    <message>
        <source>Your corners</source>
        <translation>Tvoji monopoli</translation>
    </message>
    <message>
        <source>Export to CSV…</source>
        <translation>Izvezi u CSV…</translation>
    </message>
    <message>
        <source>Corner a commodity to see this.</source>
        <translation>Stekni monopol na robu da bi ovo vidio.</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Završene igre</translation>
    </message>
    <message numerus="yes">
        <source>Games finished (someone reached the target score): %n.</source>
        <translation>
            <numerusform>Završene igre (netko je dosegao ciljni broj bodova): %n.</numerusform>
            <numerusform>Završene igre (netko je dosegao ciljni broj bodova): %n.</numerusform>
            <numerusform>Završene igre (netko je dosegao ciljni broj bodova): %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Points you gain or lose in a hand, on average: {points}.</source>
        <translation>Bodovi koje prosječno dobiješ ili izgubiš u rundi: {points}.</translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bull at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Bik u tvojoj ruci dok je drugi uzeo monopol stajao te {points} bodova u %n rundi.</numerusform>
            <numerusform>Bik u tvojoj ruci dok je drugi uzeo monopol stajao te {points} bodova u %n runde.</numerusform>
            <numerusform>Bik u tvojoj ruci dok je drugi uzeo monopol stajao te {points} bodova u %n rundi.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Holding the Bear at someone else&apos;s corner cost you {points} points in %n hand(s).</source>
        <translation>
            <numerusform>Medvjed u tvojoj ruci dok je drugi uzeo monopol stajao te {points} bodova u %n rundi.</numerusform>
            <numerusform>Medvjed u tvojoj ruci dok je drugi uzeo monopol stajao te {points} bodova u %n runde.</numerusform>
            <numerusform>Medvjed u tvojoj ruci dok je drugi uzeo monopol stajao te {points} bodova u %n rundi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bots&apos; level</source>
        <translation>Razina botova</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Završene igre</translation>
    </message>
    <message>
        <source>You won</source>
        <translation>Tvoje pobjede</translation>
    </message>
    <message>
        <source>How often</source>
        <translation>Koliko često</translation>
    </message>
    <message>
        <source>Likely range</source>
        <translation>Vjerojatni raspon</translation>
    </message>
    <message>
        <source>The true figure lies in this range 19 times in 20; it narrows as you play more games.</source>
        <translation>Pravi se broj nalazi u ovom rasponu 19 puta od 20; sužava se što više igara odigraš.</translation>
    </message>
    <message>
        <source>Kind of corner</source>
        <translation>Vrsta monopola</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Koliko</translation>
    </message>
    <message>
        <source>How often you win, by the bots&apos; level and pace</source>
        <translation>Koliko često pobjeđuješ, po razini i tempu botova</translation>
    </message>
    <message>
        <source>Finish a game to see how often you win.</source>
        <translation>Završi igru da vidiš koliko često pobjeđuješ.</translation>
    </message>
    <message>
        <source>A bar is how often you won; the thin line over it, the range the true figure likely lies in; the dashed line, an even share (one game in three at a table of three).</source>
        <translation>Stupac je koliko si često pobijedio; tanka crta preko njega, raspon u kojem je vjerojatno pravi broj; isprekidana crta, pravedan udio (jedna igra od tri za stolom od troje).</translation>
    </message>
    <message>
        <source>Your last hands</source>
        <translation>Tvoje posljednje runde</translation>
    </message>
    <message>
        <source>Play a hand to see this.</source>
        <translation>Odigraj rundu da bi ovo vidio.</translation>
    </message>
    <message numerus="yes">
        <source>The points each of your last %n hand(s) gained or cost you, the latest on the right.</source>
        <translation>
            <numerusform>Bodovi koje ti je donijela ili odnijela svaka od posljednjih %n rundi, najnovija desno.</numerusform>
            <numerusform>Bodovi koje ti je donijela ili odnijela svaka od posljednje %n runde, najnovija desno.</numerusform>
            <numerusform>Bodovi koje ti je donijela ili odnijela svaka od posljednjih %n rundi, najnovija desno.</numerusform>
        </translation>
    </message>
    <message>
        <source>How you rate against the bots</source>
        <translation>Kako stojiš protiv botova</translation>
    </message>
    <message numerus="yes">
        <source>Finish %n more game(s) to see how you rate against the bots.</source>
        <translation>
            <numerusform>Završi još %n igru da vidiš kako stojiš protiv botova.</numerusform>
            <numerusform>Završi još %n igre da vidiš kako stojiš protiv botova.</numerusform>
            <numerusform>Završi još %n igara da vidiš kako stojiš protiv botova.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your rating rises when you finish a game ahead of the bots and falls when they finish ahead of you. It is a careful estimate: it starts at 0 for everyone and climbs as the game grows surer of how you play. The dashed lines are the bots&apos; levels on the same scale.</source>
        <translation>Tvoj rejting raste kad završiš igru ispred botova, a pada kad oni završe ispred tebe. To je oprezna procjena: za sve počinje od 0 i raste kako je igra sigurnija u to kako igraš. Isprekidane crte su razine botova na istoj ljestvici.</translation>
    </message>
    <message>
        <source>You rate above: {levels}.</source>
        <translation>Iznad si: {levels}.</translation>
    </message>
    <message>
        <source>You rate below or level with: {levels}.</source>
        <translation>Ispod si ili u razini: {levels}.</translation>
    </message>
    <message>
        <source>Export the statistics</source>
        <translation>Izvoz statistike</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV datoteke (*.csv)</translation>
    </message>
    <message>
        <source>Could not export to {file}: {why}</source>
        <translation>Izvoz u {file} nije uspio: {why}</translation>
    </message>
    <message numerus="yes">
        <source>%n hand(s) exported to {file}.</source>
        <translation>
            <numerusform>%n runda izvezena u {file}.</numerusform>
            <numerusform>%n runde izvezene u {file}.</numerusform>
            <numerusform>%n rundi izvezeno u {file}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>The hand is over: press Next hand to deal again.</source>
        <translation>Runda je gotova: pritisni Sljedeća runda za novo dijeljenje.</translation>
    </message>
    <message>
        <source>The game is over: Ctrl+N starts a new one.</source>
        <translation>Partija je gotova: Ctrl+N započinje novu.</translation>
    </message>
</context>
<context>
    <name>TradeLog</name>
    <message>
        <source>Trading pit log</source>
        <translation>Dnevnik burzovnog poda</translation>
    </message>
    <message>
        <source>Your trades this hand</source>
        <translation>Tvoje razmjene u ovoj rundi</translation>
    </message>
    <message>
        <source>Trading pit</source>
        <translation>Burzovni pod</translation>
    </message>
    <message>
        <source>Your trades</source>
        <translation>Tvoje razmjene</translation>
    </message>
</context>
<context>
    <name>TradingFloor</name>
    <message>
        <source>Withdraw offer</source>
        <translation>Povuci ponudu</translation>
    </message>
    <message>
        <source>Your offer: %1</source>
        <translation>Tvoja ponuda: %1</translation>
    </message>
    <message>
        <source>Trading floor, your offer: %1</source>
        <translation>Burzovni pod, tvoja ponuda: %1</translation>
    </message>
    <message>
        <source>Drag 1–4 cards of one commodity here to offer them</source>
        <translation>Povuci ovamo 1–4 karte jedne robe da ih ponudiš</translation>
    </message>
    <message>
        <source>Trading floor, no offer of yours</source>
        <translation>Burzovni pod, nemaš ponudu</translation>
    </message>
</context>
<context>
    <name>Variant</name>
    <message>
        <source>Modern (8 commodities)</source>
        <translation>Moderno (8 roba)</translation>
    </message>
    <message>
        <source>Classic (7 commodities)</source>
        <translation>Klasično (7 roba)</translation>
    </message>
    <message>
        <source>Edition:</source>
        <translation>Izdanje:</translation>
    </message>
    <message>
        <source>Play with the Bull and the Bear</source>
        <translation>Igraj s Bikom i Medvjedom</translation>
    </message>
    <message>
        <source>Short game (first to 250 instead of 500)</source>
        <translation>Kratka partija (do 250 umjesto 500)</translation>
    </message>
    <message>
        <source>The Bear only in offers of 3 or 4 cards</source>
        <translation>Medvjed samo u ponudama od 3 ili 4 karte</translation>
    </message>
    <message>
        <source>A false corner claim costs 20 points</source>
        <translation>Lažna prijava monopola stoji 20 bodova</translation>
    </message>
    <message>
        <source>Sorting time:</source>
        <translation>Vrijeme slaganja:</translation>
    </message>
    <message>
        <source>Time to sort your cards before the bell opens the market</source>
        <translation>Vrijeme za slaganje karata prije nego što zvono otvori tržište</translation>
    </message>
    <message>
        <source>The silent treatment: hand signals instead of shouted counts</source>
        <translation>U tišini: znakovi rukom umjesto izvikivanja broja</translation>
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
        <translation>Spremi zapis runde</translation>
    </message>
    <message>
        <source>Pit hand records (*.json)</source>
        <translation>Zapisi rundi Pita (*.json)</translation>
    </message>
</context>
<context>
    <name>WindowLayout</name>
    <message>
        <source>Offer</source>
        <translation>Ponudi</translation>
    </message>
    <message>
        <source>Offer the selected cards (O)</source>
        <translation>Ponudi odabrane karte (O)</translation>
    </message>
    <message>
        <source>Withdraw</source>
        <translation>Povuci</translation>
    </message>
    <message>
        <source>Withdraw your offer (W)</source>
        <translation>Povuci ponudu (W)</translation>
    </message>
    <message>
        <source>Deal a new game</source>
        <translation>Podijeli novu partiju</translation>
    </message>
    <message>
        <source>Deal the next &amp;hand</source>
        <translation>Podijeli sljedeću &amp;rundu</translation>
    </message>
    <message>
        <source>&amp;Save the last hand&apos;s record…</source>
        <translation>&amp;Spremi zapis zadnje runde…</translation>
    </message>
    <message>
        <source>Pa&amp;ce</source>
        <translation>Te&amp;mpo</translation>
    </message>
    <message>
        <source>&amp;Trade</source>
        <translation>&amp;Trgovanje</translation>
    </message>
    <message>
        <source>&amp;Offer the selected cards</source>
        <translation>&amp;Ponudi odabrane karte</translation>
    </message>
    <message>
        <source>&amp;Withdraw your offer</source>
        <translation>Po&amp;vuci ponudu</translation>
    </message>
    <message>
        <source>Clear the &amp;selection</source>
        <translation>Poništi &amp;odabir</translation>
    </message>
    <message>
        <source>Ring the &amp;bell (claim a corner)</source>
        <translation>Za&amp;zvoni (prijavi monopol)</translation>
    </message>
    <message>
        <source>&amp;Learn to play Pit…</source>
        <translation>&amp;Nauči igrati Pit…</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datoteka</translation>
    </message>
    <message>
        <source>&amp;Open hand record…</source>
        <translation>&amp;Otvori zapis runde…</translation>
    </message>
    <message>
        <source>Hand &amp;history…</source>
        <translation>&amp;Povijest rundi…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Statistika…</translation>
    </message>
    <message>
        <source>The &amp;coach&apos;s lessons after each hand</source>
        <translation>&amp;Trenerove lekcije nakon svake runde</translation>
    </message>
</context>
<context>
    <name>WindowRecords</name>
    <message>
        <source>Open a hand record</source>
        <translation>Otvori zapis runde</translation>
    </message>
    <message>
        <source>Hand records of Pit and Pitch (*.json);;All files (*)</source>
        <translation>Zapisi rundi Pita i Pitcha (*.json);;Sve datoteke (*)</translation>
    </message>
    <message>
        <source>Look in:</source>
        <translation>Traži u:</translation>
    </message>
    <message>
        <source>Files of type:</source>
        <translation>Vrste datoteka:</translation>
    </message>
    <message>
        <source>It could not be read: %1</source>
        <translation>Nije pročitana: %1</translation>
    </message>
    <message>
        <source>Pit Desktop cannot replay {file}.</source>
        <translation>Pit Desktop ne može ponoviti {file}.</translation>
    </message>
    <message>
        <source>Pit Desktop</source>
        <translation>Pit Desktop</translation>
    </message>
    <message>
        <source>Statistics and hand history are not kept in this window.</source>
        <translation>Ovaj prozor ne sprema statistiku ni povijest rundi.</translation>
    </message>
</context>
</TS>
