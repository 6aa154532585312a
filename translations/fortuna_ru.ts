<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Fortuna</source>
        <translation>О программе Fortuna</translation>
    </message>
    <message>
        <source>Fortuna %1</source>
        <translation>Fortuna %1</translation>
    </message>
    <message>
        <source>Fortuna</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>An unofficial fan implementation of Carcassonne: The Wheel of Fortune, with the Fortune Teller, for two to five players, each human or computer.</source>
        <translation>Неофициальная любительская версия игры «Каркассон: Колесо фортуны» с дополнением «Гадалка» для двух–пяти игроков, живых или компьютерных.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later (GPL-3.0-or-later): you may share and change it under its terms. It comes with no warranty.</source>
        <translation>Свободная программа под лицензией GNU General Public License версии 3 или более поздней (GPL-3.0-or-later): её можно распространять и изменять на условиях этой лицензии. Она поставляется без каких-либо гарантий.</translation>
    </message>
    <message>
        <source>Game design of Carcassonne: Klaus-Jürgen Wrede. Fortuna is not affiliated with, nor endorsed by, Hans im Glück or any other publisher of Carcassonne. All its art is drawn by the project, and its text is its own.</source>
        <translation>Автор игры «Каркассон» — Клаус-Юрген Вреде. Fortuna не связана с Hans im Glück или другими издателями «Каркассона» и не одобрена ими. Все иллюстрации нарисованы проектом, тексты — его собственные.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>AnalysisGhosts</name>
    <message>
        <source>Played</source>
        <translation>Сыгран</translation>
    </message>
    <message>
        <source>Better move</source>
        <translation>Лучший ход</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Analysis of the game</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>Close the analysis</source>
        <translation>Закрыть разбор</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>The analysis was cancelled.</source>
        <translation>Разбор отменён.</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Разобрать заново</translation>
    </message>
    <message>
        <source>Turn %L1: %2 took %3 from the Fortune Teller&apos;s draw; %4 was worth %5 points more.</source>
        <extracomment>%2: a player&apos;s name; %3 and %4: tile codes; %5: points with one decimal</extracomment>
        <translation>Ход %L1: %2 — выбран %3 из квадратов гадалки; %4 стоил бы на %5 очка больше.</translation>
    </message>
    <message numerus="yes">
        <source>%1 points lost in %n move(s), %2 a move</source>
        <extracomment>%1 and %2: points with one decimal; %n: a number of moves</extracomment>
        <translation>
            <numerusform>Потеряно %1 очка за %n ход, %2 за ход</numerusform>
            <numerusform>Потеряно %1 очка за %n хода, %2 за ход</numerusform>
            <numerusform>Потеряно %1 очка за %n ходов, %2 за ход</numerusform>
        </translation>
    </message>
    <message>
        <source>luck %1</source>
        <extracomment>%1: a signed number of points with one decimal, e.g. &quot;+2.5&quot;</extracomment>
        <translation>удача %1</translation>
    </message>
    <message numerus="yes">
        <source>%n big mistake(s)</source>
        <extracomment>how many moves lost 10 points or more (&quot;??&quot; on the graph)</extracomment>
        <translation>
            <numerusform>%n грубая ошибка</numerusform>
            <numerusform>%n грубые ошибки</numerusform>
            <numerusform>%n грубых ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <extracomment>how many moves lost 5 to 10 points (&quot;?&quot;)</extracomment>
        <translation>
            <numerusform>%n ошибка</numerusform>
            <numerusform>%n ошибки</numerusform>
            <numerusform>%n ошибок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n inaccuracy(-ies)</source>
        <extracomment>how many moves lost 2 to 5 points (&quot;?!&quot;)</extracomment>
        <translation>
            <numerusform>%n неточность</numerusform>
            <numerusform>%n неточности</numerusform>
            <numerusform>%n неточностей</numerusform>
        </translation>
    </message>
    <message>
        <source>Luck: the points the draws brought a player (the tiles drawn by everyone and the pig&apos;s walks), against what an average tile from the bag would have brought: above 0, luckier than average; below 0, less lucky.</source>
        <translation>Удача: очки, которые игроку принесли вытянутые квадраты (всех игроков) и ходы свиньи, по сравнению с тем, что принёс бы средний квадрат из мешка: выше 0 — везло больше среднего, ниже 0 — меньше.</translation>
    </message>
    <message>
        <source>A big mistake (??) lost 10 points or more against the strong computer player&apos;s choice, a mistake (?) 5 or more, an inaccuracy (?!) 2 or more.</source>
        <translation>Грубая ошибка (??) стоила 10 очков и больше по сравнению с выбором сильного компьютера, ошибка (?) — 5 и больше, неточность (?!) — 2 и больше.</translation>
    </message>
    <message>
        <source>What the words mean</source>
        <translation>Что значат эти слова</translation>
    </message>
    <message>
        <source>The strong computer player replays the game and weighs every move against the best it finds.</source>
        <translation>Сильный компьютер переигрывает партию и сравнивает каждый ход с лучшим, какой найдёт.</translation>
    </message>
    <message>
        <source>%1% done</source>
        <extracomment>%1: a percentage without its sign, e.g. 40</extracomment>
        <translation>готово %1%</translation>
    </message>
    <message>
        <source>estimating the time left…</source>
        <translation>оцениваем оставшееся время…</translation>
    </message>
    <message numerus="yes">
        <source>about %n second(s) left</source>
        <translation>
            <numerusform>осталось около %n секунды</numerusform>
            <numerusform>осталось около %n секунд</numerusform>
            <numerusform>осталось около %n секунд</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>about %n minute(s) left</source>
        <translation>
            <numerusform>осталось около %n минуты</numerusform>
            <numerusform>осталось около %n минут</numerusform>
            <numerusform>осталось около %n минут</numerusform>
        </translation>
    </message>
    <message>
        <source>Each line: how far a player expected to end ahead of (above 0) or behind (below 0) the best of the others, after each of its moves. A dot: a move that lost points (the bigger, the more); click it to see it on the board.</source>
        <translation>Каждая линия: насколько игрок рассчитывал закончить впереди (выше 0) или позади (ниже 0) лучшего из остальных после каждого своего хода. Точка — ход, потерявший очки (чем крупнее, тем больше); щёлкните её, чтобы увидеть ход на поле.</translation>
    </message>
    <message>
        <source>Hide the summary</source>
        <translation>Скрыть итоги</translation>
    </message>
    <message>
        <source>Show the summary</source>
        <translation>Показать итоги</translation>
    </message>
    <message>
        <source>Turn %L1: %2 lost %3 points with this move. On the board: the move played (tagged “Played”) and a better one (tagged “Better move”).</source>
        <extracomment>%2: a player&apos;s name; %3: points with one decimal</extracomment>
        <translation>Ход %L1: %2 — этот ход стоил %3 очка. На поле — сыгранный ход (с меткой «Сыгран») и лучший (с меткой «Лучший ход»).</translation>
    </message>
</context>
<context>
    <name>Announcer</name>
    <message>
        <source>A crown space of %1</source>
        <translation>Место с короной в секторе «%1»</translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <translation>Выставить сюда: %1</translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <translation>Подданный (%1): %2</translation>
    </message>
    <message>
        <source>Deploy here: %1 %2</source>
        <extracomment>%1: &quot;Knight in the city&quot;...; %2: where on the tile: &quot;to the north&quot;, &quot;to the north-north-west&quot;...</extracomment>
        <translation>Выставить сюда: %1 %2</translation>
    </message>
    <message>
        <source>Tile laid: %1</source>
        <extracomment>%1: a cell of the board, &quot;Column 5, row 2.&quot;</extracomment>
        <translation>Квадрат выложен: %1</translation>
    </message>
</context>
<context>
    <name>BagPanel</name>
    <message numerus="yes">
        <source>In the bag: %n tile(s)</source>
        <translation>
            <numerusform>В мешке: %n квадрат</numerusform>
            <numerusform>В мешке: %n квадрата</numerusform>
            <numerusform>В мешке: %n квадратов</numerusform>
        </translation>
    </message>
    <message>
        <source>Close the bag</source>
        <translation>Закрыть мешок</translation>
    </message>
    <message>
        <source>Close the bag (B)</source>
        <translation>Закрыть мешок (B)</translation>
    </message>
    <message>
        <source>×%L1</source>
        <extracomment>a count of identical tiles, e.g. &quot;×3&quot;</extracomment>
        <translation>×%L1</translation>
    </message>
    <message numerus="yes">
        <source>%n left: %1</source>
        <extracomment>%1: a tile in words (&quot;north: city, east: road, south: field, west: road.&quot;); %n: how many of it are still in the bag</extracomment>
        <translation>
            <numerusform>Остался %n: %1</numerusform>
            <numerusform>Осталось %n: %1</numerusform>
            <numerusform>Осталось %n: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Centre the board</source>
        <translation>Центрировать поле</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Игровое поле</translation>
    </message>
</context>
<context>
    <name>CertificateDialog</name>
    <message>
        <source>Trust this server?</source>
        <translation>Доверять этому серверу?</translation>
    </message>
    <message>
        <source>Certificate refused</source>
        <translation>Сертификат отклонён</translation>
    </message>
    <message>
        <source>Trust it only if the server&apos;s owner gave you this same fingerprint. Fortuna will remember it for %1 and refuse any other certificate there.</source>
        <translation>Доверяйте ему, только если владелец сервера сообщил вам этот же отпечаток. Fortuna запомнит его для %1 и будет отклонять там любой другой сертификат.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Trust this server</source>
        <translation>Доверять этому серверу</translation>
    </message>
    <message>
        <source>The server&apos;s owner renewed its certificate: trust the new one</source>
        <extracomment>a deliberate, non-default choice when a server&apos;s certificate changed</extracomment>
        <translation>Владелец сервера обновил сертификат: доверять новому</translation>
    </message>
</context>
<context>
    <name>ConfirmDialog</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>CrownPreview</name>
    <message>
        <source>If the pig stopped on %1 now:</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Если бы свинья сейчас остановилась в секторе «%1»:</translation>
    </message>
    <message>
        <source>%1 %L2</source>
        <extracomment>%1: a sector&apos;s name; %L2: the points its event would pay this player</extracomment>
        <translation>%1 %L2</translation>
    </message>
    <message>
        <source>crowns %L1</source>
        <extracomment>points paid by the crown spaces of the sector</extracomment>
        <translation>короны %L1</translation>
    </message>
</context>
<context>
    <name>CrownsPage</name>
    <message>
        <source>The wheel has nine crown spaces: one each on Fortune, Famine and Inquisition, and two each on Taxes, Storm and Plague.</source>
        <translation>На колесе девять мест с короной: по одному на Фортуне, Голоде и Инквизиции и по два на Налогах, Буре и Чуме.</translation>
    </message>
    <message>
        <source>Putting a follower on a crown</source>
        <translation>Подданный на месте с короной</translation>
    </message>
    <message>
        <source>Instead of putting a follower on the tile you have just laid, you may put it on any free crown space, in any sector, even the one where the pig stands. A crown space holds one follower.</source>
        <translation>Вместо того чтобы выставить подданного на только что выложенный квадрат, можно поставить его на любое свободное место с короной в любом секторе, даже в том, где стоит свинья. На одном месте с короной помещается один подданный.</translation>
    </message>
    <message>
        <source>When crowns score</source>
        <translation>Когда короны приносят очки</translation>
    </message>
    <message>
        <source>When the pig stops on a sector, right after its event, the followers on that sector&apos;s crown spaces score and go back to their owners:</source>
        <translation>Когда свинья останавливается на секторе, сразу после события подданные с мест с короной этого сектора приносят очки и возвращаются к владельцам:</translation>
    </message>
    <message>
        <source>one crown space: its follower scores 3 points;</source>
        <translation>одно место с короной: подданный приносит 3 очка;</translation>
    </message>
    <message>
        <source>two crown spaces, one follower: it scores 6 points;</source>
        <translation>два места с короной и один подданный: он приносит 6 очков;</translation>
    </message>
    <message>
        <source>two crown spaces, two followers: each scores 3 points, even when both belong to the same player.</source>
        <translation>два места с короной и два подданных: каждый приносит 3 очка, даже если оба принадлежат одному игроку.</translation>
    </message>
    <message>
        <source>Followers in sectors that the pig only walks through do not score and stay where they are.</source>
        <translation>Подданные в секторах, через которые свинья только проходит, очков не приносят и остаются на месте.</translation>
    </message>
    <message>
        <source>At the end of the game, followers still on crown spaces score nothing.</source>
        <translation>В конце игры подданные, оставшиеся на местах с короной, ничего не приносят.</translation>
    </message>
    <message>
        <source>Blue and Red each have a follower on Taxes, and Green has one alone on Storm. The pig leaves Taxes with a 2: it passes Famine and stops on Storm.</source>
        <translation>У Синего и Красного по подданному на Налогах, а у Зелёного — единственный подданный на Буре. Свинья уходит с Налогов на 2 сектора: проходит Голод и останавливается на Буре.</translation>
    </message>
    <message>
        <source>After the storm, Green&apos;s follower scores 6 points and goes home. The followers on Taxes stay for a later visit of the pig, when each will score 3 points.</source>
        <translation>После бури подданный Зелёного приносит 6 очков и возвращается в запас. Подданные на Налогах ждут следующего прихода свиньи, когда каждый принесёт 3 очка.</translation>
    </message>
</context>
<context>
    <name>DeployMarkers</name>
    <message numerus="yes">
        <source>Farm: %n point(s) at the end of the game</source>
        <translation>
            <numerusform>Поле: %n очко в конце игры</numerusform>
            <numerusform>Поле: %n очка в конце игры</numerusform>
            <numerusform>Поле: %n очков в конце игры</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) when surrounded</source>
        <translation>
            <numerusform>%n очко, когда шатёр окружён</numerusform>
            <numerusform>%n очка, когда шатёр окружён</numerusform>
            <numerusform>%n очков, когда шатёр окружён</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Complete: %n point(s)</source>
        <translation>
            <numerusform>Объект завершён: %n очко</numerusform>
            <numerusform>Объект завершён: %n очка</numerusform>
            <numerusform>Объект завершён: %n очков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) now</source>
        <translation>
            <numerusform>Сейчас: %n очко</numerusform>
            <numerusform>Сейчас: %n очка</numerusform>
            <numerusform>Сейчас: %n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>Nobody holds it yet</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: no follower stands on it. Avoid a gendered &quot;it&quot;</extracomment>
        <translation>Пока свободно</translation>
    </message>
    <message>
        <source>Held by %1</source>
        <extracomment>Third line of the label of a road, city, field, cloister or tent (its name is on line 1) while deploying: %1 lists the players with followers on it, e.g. &quot;Ana ×2, Bo&quot;. Avoid a gendered &quot;it&quot;</extracomment>
        <translation>Занято: %1</translation>
    </message>
</context>
<context>
    <name>EndFigures</name>
    <message>
        <source>Tiles laid</source>
        <translation>Выложено квадратов</translation>
    </message>
    <message>
        <source>Points from the wheel</source>
        <translation>Очки от колеса</translation>
    </message>
    <message>
        <source>%1: %2, %3, %4, %5</source>
        <extracomment>the end screen&apos;s figures of a player, for a screen reader: %1 the name, then &quot;N tiles laid&quot;, &quot;N followers placed&quot;, &quot;N points from the wheel&quot;, what the Plague took</extracomment>
        <translation>%1: %2, %3, %4, %5</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) laid</source>
        <translation>
            <numerusform>%n квадрат выложен</numerusform>
            <numerusform>%n квадрата выложено</numerusform>
            <numerusform>%n квадратов выложено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) from the wheel</source>
        <translation>
            <numerusform>%n очко от колеса</numerusform>
            <numerusform>%n очка от колеса</numerusform>
            <numerusform>%n очков от колеса</numerusform>
        </translation>
    </message>
    <message>
        <source>Followers placed</source>
        <translation>Поставлено подданных</translation>
    </message>
    <message>
        <source>Taken by the Plague (points)</source>
        <extracomment>the end screen&apos;s column: the followers the Plague took, and in brackets the points they were worth then</extracomment>
        <translation>Забрано Чумой (очки)</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) placed</source>
        <translation>
            <numerusform>%n подданный поставлен</numerusform>
            <numerusform>%n подданных поставлено</numerusform>
            <numerusform>%n подданных поставлено</numerusform>
        </translation>
    </message>
    <message>
        <source>the Plague took %1, worth %2 then</source>
        <extracomment>the end screen&apos;s figures: %1 &quot;N followers&quot;, %2 &quot;N points&quot;</extracomment>
        <translation>Чума забрала %1 (тогда это стоило %2)</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n подданного</numerusform>
            <numerusform>%n подданных</numerusform>
            <numerusform>%n подданных</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>none taken by the Plague</source>
        <translation>Чума никого не забрала</translation>
    </message>
</context>
<context>
    <name>EndRanking</name>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>Rank %1: %2, %L3 points</source>
        <extracomment>%1: a rank (1, 2…); %2: a player&apos;s name; %L3: the score</extracomment>
        <translation>Место %1: %2, очков: %L3</translation>
    </message>
    <message>
        <source>%1.</source>
        <extracomment>a rank in the final table: &quot;1.&quot;, &quot;2.&quot;…</extracomment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 побеждает!</translation>
    </message>
    <message>
        <source>A shared victory!</source>
        <translation>Общая победа!</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Партия окончена</translation>
    </message>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>с %n очком</numerusform>
            <numerusform>с %n очками</numerusform>
            <numerusform>с %n очками</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n players share first place</source>
        <translation>
            <numerusform>%n игрок делит первое место</numerusform>
            <numerusform>%n игрока делят первое место</numerusform>
            <numerusform>%n игроков делят первое место</numerusform>
        </translation>
    </message>
    <message>
        <source>Scores over the game</source>
        <translation>Очки по ходу партии</translation>
    </message>
    <message>
        <source>a wheel event</source>
        <translation>событие колеса</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Сыграть ещё</translation>
    </message>
    <message>
        <source>The same players and rules, a new shuffle</source>
        <translation>Те же игроки и правила, квадраты перемешаны заново</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Save the game…</source>
        <translation>Сохранить партию…</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>Посмотреть на поле</translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation>Где были потеряны очки, ход за ходом, и насколько везло при вытягивании квадратов</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Разобрать партию</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>Event log (%L1)</source>
        <translation>Журнал событий (%L1)</translation>
    </message>
    <message>
        <source>Show or hide the event log (L)</source>
        <translation>Показать или скрыть журнал событий (L)</translation>
    </message>
    <message>
        <source>T%L1</source>
        <translation>Х%L1</translation>
    </message>
    <message>
        <source>crown</source>
        <translation>корона</translation>
    </message>
    <message>
        <source>Nothing has happened yet.</source>
        <translation>Пока ничего не произошло.</translation>
    </message>
    <message>
        <source>Show this tile on the board</source>
        <translation>Показать этот квадрат на поле</translation>
    </message>
    <message>
        <source>Turn %L1: %2</source>
        <translation>Ход %L1: %2</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Журнал событий</translation>
    </message>
</context>
<context>
    <name>FaminePage</name>
    <message>
        <source>Famine rewards the farmers, the followers lying in fields. A farm is a whole connected field, however many tiles it covers.</source>
        <translation>Голод вознаграждает крестьян — подданных, лежащих в полях. Поле — это вся непрерывная луговая область, сколько бы квадратов она ни занимала.</translation>
    </message>
    <message>
        <source>In this game, only the majority scores: on each farm, only the player or players with the most farmers there score, 1 point per completed city touching the farm for each of their farmers.</source>
        <translation>В этой партии очки получает только большинство: на каждом поле очки получают лишь игрок или игроки, у которых там больше всего крестьян, — по 1 очку за каждого своего крестьянина за каждый завершённый город у этого поля.</translation>
    </message>
    <message>
        <source>In this game, every farmer scores: for each of your farmers you get 1 point per completed city touching its farm, whoever has the most farmers there.</source>
        <translation>В этой партии приносит очки каждый крестьянин: за каждого своего крестьянина вы получаете 1 очко за каждый завершённый город у его поля, независимо от того, у кого там больше крестьян.</translation>
    </message>
    <message>
        <source>Unfinished cities give nothing, and the farmers stay in their fields.</source>
        <translation>Незавершённые города ничего не дают, а крестьяне остаются в своих полях.</translation>
    </message>
    <message>
        <source>A farm touches three completed cities and one unfinished city. Blue has two farmers on it and Red has one.</source>
        <translation>Поле примыкает к трём завершённым городам и одному незавершённому. У Синего на нём два крестьянина, у Красного — один.</translation>
    </message>
    <message>
        <source>Blue has the most farmers there and scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt;. Red scores nothing.</source>
        <translation>У Синего там больше всего крестьян, и он получает 2 × 3 = &lt;b&gt;6 очков&lt;/b&gt;. Красный ничего не получает.</translation>
    </message>
    <message>
        <source>Blue scores 2 × 3 = &lt;b&gt;6 points&lt;/b&gt; and Red scores 1 × 3 = &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation>Синий получает 2 × 3 = &lt;b&gt;6 очков&lt;/b&gt;, а Красный — 1 × 3 = &lt;b&gt;3 очка&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>At the end of the game the same farm would give 3 points per completed city to Blue alone: 9 points.</source>
        <translation>В конце игры то же поле дало бы только Синему по 3 очка за завершённый город: 9 очков.</translation>
    </message>
    <message>
        <source>This is the rule of the 2009 first print. The other choice, where every farmer scores, can be set when a new game is set up.</source>
        <translation>Это правило первого тиража 2009 года. Другой вариант, в котором очки приносит каждый крестьянин, выбирается при подготовке новой партии.</translation>
    </message>
    <message>
        <source>The 2009 first print let only the majority score; that rule can be chosen when a new game is set up.</source>
        <translation>В первом тираже 2009 года очки получало только большинство; это правило можно выбрать при подготовке новой партии.</translation>
    </message>
</context>
<context>
    <name>FileDialog</name>
    <message>
        <source>File name</source>
        <translation>Имя файла</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Фильтр</translation>
    </message>
</context>
<context>
    <name>FortunePage</name>
    <message>
        <source>The player whose turn it is scores &lt;b&gt;3 points&lt;/b&gt;. This is the only event that concerns one player alone.</source>
        <translation>Игрок, чей сейчас ход, получает &lt;b&gt;3 очка&lt;/b&gt;. Это единственное событие, которое касается только одного игрока.</translation>
    </message>
    <message>
        <source>The pig stands on Inquisition when Red draws a tile with a 2. It walks through Plague and stops on Fortune: Red scores 3 points.</source>
        <translation>Свинья стоит на Инквизиции, когда Красный тянет квадрат с цифрой 2. Она проходит Чуму и останавливается на Фортуне: Красный получает 3 очка.</translation>
    </message>
    <message>
        <source>Blue has a follower on the Fortune crown space. It scores 3 points for Blue and goes back to Blue&apos;s supply.</source>
        <translation>У Синего подданный на месте с короной Фортуны. Он приносит Синему 3 очка и возвращается в его запас.</translation>
    </message>
    <message>
        <source>Nothing happens on Plague, which the pig only walked through. Then Red lays the tile.</source>
        <translation>На Чуме, через которую свинья только прошла, ничего не происходит. Затем Красный выкладывает квадрат.</translation>
    </message>
</context>
<context>
    <name>FortuneTellerPage</name>
    <message>
        <source>The Fortune Teller is part of this game: its 8 tiles with a tent are in the bag.</source>
        <translation>Гадалка участвует в этой партии: её 8 квадратов с шатром лежат в мешке.</translation>
    </message>
    <message>
        <source>The Fortune Teller is not part of this game. You can add it when you set up a new game.</source>
        <translation>Гадалка в этой партии не участвует. Её можно добавить при подготовке новой партии.</translation>
    </message>
    <message>
        <source>Tents and fortune tellers</source>
        <translation>Шатры и гадалки</translation>
    </message>
    <message>
        <source>Each Fortune Teller tile has a tent beside its roads, cities and fields. When you lay such a tile, you may put your follower on the tent: it becomes a fortune teller.</source>
        <translation>На каждом квадрате Гадалки рядом с дорогами, городами и полями стоит шатёр. Выложив такой квадрат, можно поставить подданного в шатёр: он становится гадалкой.</translation>
    </message>
    <message>
        <source>You may have at most two fortune tellers on the board at a time.</source>
        <translation>Одновременно у вас может быть не больше двух гадалок.</translation>
    </message>
    <message>
        <source>Drawing with fortune tellers</source>
        <translation>Гадалки и взятие квадратов</translation>
    </message>
    <message>
        <source>At the start of your turn you draw one tile, plus one for each of your fortune tellers on the board: two tiles with one fortune teller, three with two. If fewer tiles are left, you draw them all.</source>
        <translation>В начале хода вы тянете один квадрат и ещё по одному за каждую свою гадалку в игре: два квадрата с одной гадалкой, три — с двумя. Если квадратов осталось меньше, вы берёте все.</translation>
    </message>
    <message>
        <source>Keep one tile that can be placed and put the others back into the bag, which is shuffled. The tiles you put back have no effect, not even their wheel icons.</source>
        <translation>Оставьте один квадрат, который можно выложить, а остальные верните в мешок и перемешайте. Возвращённые квадраты ни на что не действуют, даже их значки колеса.</translation>
    </message>
    <message>
        <source>If none of them can be placed, all go back, and you draw one tile at a time until one fits. Each wheel icon drawn this way turns the wheel as usual.</source>
        <translation>Если ни один нельзя выложить, все возвращаются в мешок, и вы тянете по одному квадрату, пока не найдётся подходящий. Каждый значок колеса, вытянутый так, поворачивает колесо как обычно.</translation>
    </message>
    <message>
        <source>Completing a tent</source>
        <translation>Завершение шатра</translation>
    </message>
    <message>
        <source>A tent with a fortune teller is complete when the four places beside its tile, above, below, left and right, are all filled; cells of the wheel board count as filled. Whoever lays the tile that completes it scores &lt;b&gt;3 points&lt;/b&gt;, whether the tent is theirs or not, and the fortune teller goes back to its owner at once.</source>
        <translation>Шатёр с гадалкой завершён, когда все четыре места рядом с его квадратом — сверху, снизу, слева и справа — заняты; клетки Колеса фортуны считаются занятыми. Тот, кто выложил завершающий квадрат, получает &lt;b&gt;3 очка&lt;/b&gt;, чей бы ни был шатёр, а гадалка сразу возвращается к владельцу.</translation>
    </message>
    <message>
        <source>An empty tent scores nothing, and neither does a fortune teller still on its tent at the end of the game.</source>
        <translation>Пустой шатёр ничего не приносит, как и гадалка, оставшаяся в шатре к концу игры.</translation>
    </message>
    <message>
        <source>For every other rule a fortune teller is an ordinary follower: the plague may take it, but it is not a knight, a farmer or a monk.</source>
        <translation>Во всём остальном гадалка — обычный подданный: чума может её забрать, но она не рыцарь, не крестьянин и не монах.</translation>
    </message>
    <message>
        <source>Blue&apos;s fortune teller has tiles on three sides. Red lays a tile on the fourth side: Red scores 3 points and Blue takes the fortune teller back. From now on Blue draws one tile fewer.</source>
        <translation>Вокруг гадалки Синего квадраты лежат с трёх сторон. Красный кладёт квадрат с четвёртой: Красный получает 3 очка, а Синий забирает гадалку. Теперь Синий тянет на один квадрат меньше.</translation>
    </message>
    <message>
        <source>The published Fortune Teller tiles are not available to us, so the eight tile layouts in this game are its own: fields, roads and small cities around a tent. The rules are those of the expansion.</source>
        <translation>Изданные квадраты Гадалки нам недоступны, поэтому восемь рисунков квадратов в этой игре — собственные: поля, дороги и небольшие города вокруг шатра. Правила — те же, что в дополнении.</translation>
    </message>
</context>
<context>
    <name>GameBoard</name>
    <message>
        <source>Click one of your ringed followers to send it home.</source>
        <translation>Щёлкните одного из своих подданных, обведённых кольцом, чтобы вернуть его в запас.</translation>
    </message>
    <message>
        <source>%1&apos;s follower: %2</source>
        <extracomment>%1: a player&apos;s name; %2: the follower&apos;s role (thief, knight, farmer, monk, fortune teller)</extracomment>
        <translation>Подданный (%1): %2</translation>
    </message>
    <message>
        <source>Only your own followers on the land can go: click one with a red ring.</source>
        <translation>Снять можно только своего подданного с местности: щёлкните по тому, что обведён красным кольцом.</translation>
    </message>
    <message>
        <source>Deploy here: %1</source>
        <extracomment>%1: the feature and the follower&apos;s role, e.g. &quot;road (thief)&quot;</extracomment>
        <translation>Выставить сюда: %1</translation>
    </message>
    <message>
        <source>+%L1</source>
        <extracomment>points just scored, e.g. &quot;+6&quot;</extracomment>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>Lay the tile here</source>
        <translation>Выложить квадрат сюда</translation>
    </message>
    <message>
        <source>The tile fits here when turned: press R or right-click.</source>
        <translation>Квадрат подойдёт сюда, если его повернуть: нажмите R или щёлкните правой кнопкой.</translation>
    </message>
    <message>
        <source>The tile cannot go there: try a lit spot.</source>
        <translation>Сюда квадрат положить нельзя: попробуйте подсвеченное место.</translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile and click it to deploy a follower there, or press S to skip.</source>
        <translation>Наведите указатель на дорогу, город, поле или монастырь нового квадрата и щёлкните, чтобы выставить туда подданного, или нажмите S, чтобы пропустить.</translation>
    </message>
</context>
<context>
    <name>GameDialogs</name>
    <message>
        <source>Game saved as %1.</source>
        <translation>Партия сохранена: %1.</translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation>Заменить %1?</translation>
    </message>
    <message>
        <source>A file of that name is already in this folder. Saving the game replaces it.</source>
        <translation>В этой папке уже есть файл с таким именем. При сохранении партии он будет заменён.</translation>
    </message>
    <message>
        <source>Replace it</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>Открыт файл %1.</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Close the help</source>
        <translation>Закрыть справку</translation>
    </message>
    <message>
        <source>Close the help (%1)</source>
        <translation>Закрыть справку (%1)</translation>
    </message>
</context>
<context>
    <name>GameMenuItem</name>
    <message>
        <source>%1, %2</source>
        <extracomment>a menu item and its key for a screen reader: &quot;Save, Ctrl+S&quot;</extracomment>
        <translation>%1, %2</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <source>Choose the players and the rules, then start the game.</source>
        <translation>Выберите игроков и правила, затем начните игру.</translation>
    </message>
    <message>
        <source>The game is over: here are the final scores.</source>
        <translation>Партия окончена — вот итоговый счёт.</translation>
    </message>
    <message>
        <source>The pig walks round the wheel…</source>
        <translation>Свинья идёт по колесу…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <extracomment>%1: a computer player&apos;s name</extracomment>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 ходит…</translation>
    </message>
    <message>
        <source>%1: choose one of the drawn tiles</source>
        <translation>%1: выберите один из вытянутых квадратов</translation>
    </message>
    <message>
        <source>%1: place the tile</source>
        <translation>%1: выложите квадрат</translation>
    </message>
    <message>
        <source>%1: deploy a follower or skip</source>
        <translation>%1: выставьте подданного или пропустите</translation>
    </message>
    <message>
        <source>%1: choose a follower to lose to the plague</source>
        <translation>%1: выберите подданного, которого заберёт чума</translation>
    </message>
    <message>
        <source>Start a new game?</source>
        <translation>Начать новую игру?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. A new game takes its place.</source>
        <translation>Текущая партия не сохранена. Её заменит новая игра.</translation>
    </message>
    <message>
        <source>Start the new game</source>
        <translation>Начать новую игру</translation>
    </message>
    <message>
        <source>Open another game?</source>
        <translation>Открыть другую партию?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The game you open takes its place.</source>
        <translation>Текущая партия не сохранена. Её заменит открытая партия.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Выбрать партию</translation>
    </message>
    <message>
        <source>Open it</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Game saved as %1.</source>
        <extracomment>%1: a file name</extracomment>
        <translation>Партия сохранена: %1.</translation>
    </message>
    <message>
        <source>A computer player is stuck: %1</source>
        <translation>Компьютерный игрок не может сделать ход: %1</translation>
    </message>
    <message>
        <source>The game could not be autosaved: %1</source>
        <translation>Не удалось автоматически сохранить партию: %1</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Итоговый счёт</translation>
    </message>
    <message>
        <source>The strong computer player is thinking about your move…</source>
        <translation>Сильный компьютер обдумывает ваш ход…</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <extracomment>%1: the name of the player (or computer) who acts now</extracomment>
        <translation>Ждём: %1…</translation>
    </message>
    <message>
        <source>%1: end the turn (%2) or take the choice back (%3)</source>
        <extracomment>%1: the player&apos;s name; %2, %3: the keys (Enter, Esc)</extracomment>
        <translation>%1: закончите ход (%2) или отмените выбор (%3)</translation>
    </message>
    <message>
        <source>Replay: the table at the start of turn %L1</source>
        <extracomment>%L1: the turn whose start the replay shows (the table after one turn fewer)</extracomment>
        <translation>Повтор: стол в начале хода %L1</translation>
    </message>
    <message>
        <source>Replay: the table at the end of the game</source>
        <translation>Повтор: стол в конце партии</translation>
    </message>
    <message>
        <source>Leave this game for a puzzle?</source>
        <translation>Оставить эту партию ради задачи?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The puzzle takes its place.</source>
        <translation>Текущая партия не сохранена. Её место займёт задача.</translation>
    </message>
    <message>
        <source>Go to the puzzle</source>
        <translation>Перейти к задаче</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <source>Fortuna</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>%1* — Fortuna</source>
        <translation>%1* — Fortuna</translation>
    </message>
    <message>
        <source>%1 — Fortuna</source>
        <translation>%1 — Fortuna</translation>
    </message>
</context>
<context>
    <name>HelpBox</name>
    <message>
        <source>Example</source>
        <translation>Пример</translation>
    </message>
    <message>
        <source>In this game</source>
        <translation>В этой партии</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
</context>
<context>
    <name>HelpView</name>
    <message>
        <source>The game in one screen</source>
        <translation>Вся игра на одном экране</translation>
    </message>
    <message>
        <source>Setting up</source>
        <translation>Подготовка к игре</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ход игрока</translation>
    </message>
    <message>
        <source>Wheel tiles and the pig</source>
        <translation>Квадраты с колесом и свинья</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Фортуна</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Налоги</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Голод</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Буря</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Инквизиция</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Чума</translation>
    </message>
    <message>
        <source>Crown spaces</source>
        <translation>Места с короной</translation>
    </message>
    <message>
        <source>The Fortune Teller</source>
        <translation>Гадалка</translation>
    </message>
    <message>
        <source>Scoring at a glance</source>
        <translation>Кратко о подсчёте очков</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Варианты правил</translation>
    </message>
    <message>
        <source>Basics</source>
        <translation>Основы</translation>
    </message>
    <message>
        <source>The six wheel events</source>
        <translation>Шесть событий колеса</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Другие правила</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Справка по правилам</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Страницы справки</translation>
    </message>
    <message>
        <source>Wheel event %1 of 6</source>
        <translation>Событие колеса %1 из 6</translation>
    </message>
    <message>
        <source>This sector has one crown space. When the pig stops here, after the event, a follower standing on it scores 3 points and goes back to its owner.</source>
        <translation>В этом секторе одно место с короной. Когда свинья останавливается здесь, после события стоящий на нём подданный приносит 3 очка и возвращается к владельцу.</translation>
    </message>
    <message>
        <source>This sector has two crown spaces. When the pig stops here, after the event, a follower alone on them scores 6 points; two followers score 3 points each. Then they go back to their owners.</source>
        <translation>В этом секторе два места с короной. Когда свинья останавливается здесь, после события единственный подданный приносит 6 очков, а два подданных — по 3 очка. Затем они возвращаются к владельцам.</translation>
    </message>
    <message>
        <source>See also</source>
        <translation>См. также</translation>
    </message>
</context>
<context>
    <name>HintGhost</name>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
</context>
<context>
    <name>InquisitionPage</name>
    <message>
        <source>Each player scores &lt;b&gt;2 points&lt;/b&gt; for every monk on the landscape, that is, every follower in a cloister, finished or not.</source>
        <translation>Каждый игрок получает &lt;b&gt;2 очка&lt;/b&gt; за каждого своего монаха на местности, то есть за каждого подданного в монастыре, завершённом или нет.</translation>
    </message>
    <message>
        <source>The monks stay in their cloisters. Followers on crown spaces are not monks.</source>
        <translation>Монахи остаются в монастырях. Подданные на местах с короной монахами не считаются.</translation>
    </message>
    <message>
        <source>Red has monks in two cloisters and Blue has one. Red scores 2 × 2 = 4 points and Blue 2 points. Green has no monk and scores nothing.</source>
        <translation>У Красного монахи в двух монастырях, у Синего — в одном. Красный получает 2 × 2 = 4 очка, Синий — 2 очка. У Зелёного монахов нет, и он ничего не получает.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join a game</source>
        <translation>Присоединиться к игре</translation>
    </message>
    <message>
        <source>Paste the link the host gave you, or type the address, the port and the table code.</source>
        <translation>Вставьте ссылку, которую дал хозяин, или введите адрес, порт и код стола.</translation>
    </message>
    <message>
        <source>Link to the table</source>
        <translation>Ссылка на стол</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Address of the host</source>
        <translation>Адрес хозяина</translation>
    </message>
    <message>
        <source>Recent</source>
        <translation>Недавние</translation>
    </message>
    <message>
        <source>Recent servers</source>
        <translation>Недавние серверы</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Код стола</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>if the table has one</source>
        <translation>если он есть у стола</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Присоединиться</translation>
    </message>
    <message>
        <source>fortunas:// links name a secure (TLS) server.</source>
        <translation>Ссылки fortunas:// указывают на защищённый сервер (TLS).</translation>
    </message>
    <message>
        <source>Secure server (TLS, wss://)</source>
        <translation>Защищённый сервер (TLS, wss://)</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Смотреть</translation>
    </message>
</context>
<context>
    <name>MarginGraph</name>
    <message>
        <source>Expected margin over the game</source>
        <translation>Ожидаемый отрыв по ходу партии</translation>
    </message>
    <message>
        <source>Turn %L1: %L2 points lost</source>
        <extracomment>%L2: a number with one decimal</extracomment>
        <translation>Ход %L1: потеряно очков: %L2</translation>
    </message>
</context>
<context>
    <name>MyTablesDialog</name>
    <message>
        <source>My tables</source>
        <translation>Мои столы</translation>
    </message>
    <message>
        <source>You sit at no network table. Tables you join or create on a server show here, so that you can come back to them.</source>
        <translation>Вы не сидите ни за одним сетевым столом. Столы, к которым вы присоединяетесь или которые создаёте на сервере, появятся здесь, чтобы вы могли к ним вернуться.</translation>
    </message>
    <message>
        <source>The tables you sit at, on every server you played on. A turn-based table waits for you: come back whenever you like.</source>
        <translation>Столы, за которыми вы сидите, на всех серверах, где вы играли. Пошаговый стол ждёт вас — возвращайтесь когда угодно.</translation>
    </message>
    <message>
        <source>%1 · move before %2</source>
        <extracomment>%1 what happens at the table, %2 a date and time</extracomment>
        <translation>%1 · ход до %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Forget</source>
        <translation>Забыть</translation>
    </message>
    <message>
        <source>Asking the servers…</source>
        <translation>Опрашиваем серверы…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>NetLobby</name>
    <message>
        <source>You host this game</source>
        <translation>Вы — хозяин этой игры</translation>
    </message>
    <message>
        <source>Network game</source>
        <translation>Сетевая игра</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>Сервер</translation>
    </message>
    <message>
        <source>this computer has no network address</source>
        <translation>у этого компьютера нет сетевого адреса</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Table code</source>
        <translation>Код стола</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Ссылка</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>needed to join</source>
        <translation>нужен для входа</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Open seat: waiting for a player…</source>
        <translation>Свободное место: ждём игрока…</translation>
    </message>
    <message>
        <source>computer for now</source>
        <translation>пока компьютер</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>этот компьютер</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>подключён</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>отключён</translation>
    </message>
    <message>
        <source>Give it back</source>
        <translation>Вернуть</translation>
    </message>
    <message>
        <source>Computer plays it</source>
        <translation>Играет компьютер</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Закрыть стол</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Покинуть стол</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Watching table %1</source>
        <translation>Вы наблюдаете за столом %1</translation>
    </message>
    <message>
        <source>Stop watching</source>
        <translation>Перестать смотреть</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Скопировано</translation>
    </message>
</context>
<context>
    <name>NetPlay</name>
    <message>
        <source>Rejoin the network game?</source>
        <translation>Вернуться в сетевую игру?</translation>
    </message>
    <message>
        <source>You were playing at table %1 when Fortuna closed. Your seat is kept for you.</source>
        <translation>Вы играли за столом %1, когда Fortuna закрылась. Ваше место сохранено.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Вернуться</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Join a network game?</source>
        <translation>Присоединиться к сетевой игре?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The network game takes its place.</source>
        <translation>Текущая партия не сохранена. Её заменит сетевая игра.</translation>
    </message>
    <message>
        <source>Watching table %1: you do not play.</source>
        <extracomment>shown over the board of a spectator; %1 is the table code</extracomment>
        <translation>Вы наблюдаете за столом %1: вы не играете.</translation>
    </message>
    <message>
        <source>Close the table?</source>
        <translation>Закрыть стол?</translation>
    </message>
    <message>
        <source>The game under way ends for every player at the table.</source>
        <translation>Текущая игра закончится для всех игроков за столом.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Закрыть стол</translation>
    </message>
</context>
<context>
    <name>OptionsPage</name>
    <message>
        <source>These options are chosen when a new game is set up and stay the same for the whole game.</source>
        <translation>Эти варианты выбираются при подготовке новой партии и не меняются до её конца.</translation>
    </message>
    <message>
        <source>Tile set</source>
        <translation>Набор квадратов</translation>
    </message>
    <message>
        <source>The Wheel of Fortune (the default): the 72 tiles of the expansion, 19 of them with a wheel icon.</source>
        <translation>Колесо фортуны (по умолчанию): 72 квадрата дополнения, 19 из них со значком колеса.</translation>
    </message>
    <message>
        <source>Base game and wheel: the 72 tiles of the base game plus the 19 wheel tiles, 91 in all. The game is longer and the pig moves less often.</source>
        <translation>Базовая игра и колесо: 72 квадрата базовой игры и 19 квадратов со значком колеса, всего 91. Партия длиннее, а свинья ходит реже.</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>Гадалка</translation>
    </message>
    <message>
        <source>Off by default. Switched on, it adds the 8 tiles with a tent, and fortune tellers let their owners draw extra tiles.</source>
        <translation>По умолчанию выключена. Если её включить, добавляются 8 квадратов с шатром, а гадалки позволяют владельцам тянуть дополнительные квадраты.</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Голод</translation>
    </message>
    <message>
        <source>Every farmer (the default): at Famine each farmer scores for its farm.</source>
        <translation>Каждый крестьянин (по умолчанию): при Голоде каждый крестьянин приносит очки за своё поле.</translation>
    </message>
    <message>
        <source>Only the majority, as in the 2009 first print: at Famine only the player or players with the most farmers on a farm score there.</source>
        <translation>Только большинство, как в первом тираже 2009 года: при Голоде на каждом поле очки получают лишь игрок или игроки, у которых там больше всего крестьян.</translation>
    </message>
    <message>
        <source>Wheel as starting tile</source>
        <translation>Колесо как стартовый квадрат</translation>
    </message>
    <message>
        <source>On by default: the wheel board lies in the middle and the landscape grows around it, its rim joining roads, cities and fields. Switched off, the wheel lies beside the landscape, and the game starts from one ordinary tile with a city edge and a straight road.</source>
        <translation>По умолчанию включено: Колесо фортуны лежит в центре, а местность растёт вокруг него, и его край продолжает дороги, города и поля. Если выключить, колесо лежит в стороне, а игра начинается с обычного квадрата с краем города и прямой дорогой.</translation>
    </message>
    <message>
        <source>Tile set: base game and wheel, 91 tiles.</source>
        <translation>Набор квадратов: базовая игра и колесо, 91 квадрат.</translation>
    </message>
    <message>
        <source>Tile set: The Wheel of Fortune, 72 tiles.</source>
        <translation>Набор квадратов: Колесо фортуны, 72 квадрата.</translation>
    </message>
    <message>
        <source>Fortune Teller: on.</source>
        <translation>Гадалка: включена.</translation>
    </message>
    <message>
        <source>Fortune Teller: off.</source>
        <translation>Гадалка: выключена.</translation>
    </message>
    <message>
        <source>Famine: only the majority scores.</source>
        <translation>Голод: очки получает только большинство.</translation>
    </message>
    <message>
        <source>Famine: every farmer scores.</source>
        <translation>Голод: очки приносит каждый крестьянин.</translation>
    </message>
    <message>
        <source>Wheel as starting tile: on.</source>
        <translation>Колесо как стартовый квадрат: включено.</translation>
    </message>
    <message>
        <source>Wheel as starting tile: off.</source>
        <translation>Колесо как стартовый квадрат: выключено.</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Together you build a landscape of roads, cities, cloisters and fields, one tile per turn, and place your followers on it to score points. Whoever has the most points at the end wins.</source>
        <translation>Вместе вы строите местность из дорог, городов, монастырей и полей, по квадрату за ход, и выставляете на неё своих подданных, чтобы набирать очки. Побеждает тот, у кого в конце больше всего очков.</translation>
    </message>
    <message>
        <source>In the middle of the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation>В центре местности лежит Колесо фортуны с большой розовой свиньёй. На некоторых квадратах есть значок колеса: когда вы тянете такой квадрат, свинья идёт по колесу, а сектор, где она остановится, вызывает событие — хорошее или плохое.</translation>
    </message>
    <message>
        <source>Beside the landscape lies the Wheel of Fortune with the big pink pig. Some tiles show a wheel icon: when you draw one, the pig walks around the wheel, and the sector where it stops sets off an event, good or bad.</source>
        <translation>Рядом с местностью лежит Колесо фортуны с большой розовой свиньёй. На некоторых квадратах есть значок колеса: когда вы тянете такой квадрат, свинья идёт по колесу, а сектор, где она остановится, вызывает событие — хорошее или плохое.</translation>
    </message>
    <message>
        <source>Your turn in short</source>
        <translation>Ход вкратце</translation>
    </message>
    <message>
        <source>Draw a tile. A wheel icon turns the wheel first.</source>
        <translation>Вытяните квадрат. Значок колеса сначала поворачивает колесо.</translation>
    </message>
    <message>
        <source>Lay the tile so that it matches the land around it.</source>
        <translation>Выложите квадрат так, чтобы он совпадал с местностью вокруг.</translation>
    </message>
    <message>
        <source>You may put a follower on it, or on a crown space of the wheel.</source>
        <translation>Можно выставить на него подданного или поставить подданного на место с короной.</translation>
    </message>
    <message>
        <source>Score what your tile has completed.</source>
        <translation>Подсчитайте очки за то, что завершил ваш квадрат.</translation>
    </message>
    <message>
        <source>Ways to score</source>
        <translation>Как получить очки</translation>
    </message>
    <message>
        <source>Completed roads, cities and cloisters, as soon as they are finished.</source>
        <translation>Дороги, города и монастыри — сразу после завершения.</translation>
    </message>
    <message>
        <source>The six wheel events: Fortune, Taxes, Famine, Storm, Inquisition and Plague.</source>
        <translation>Шесть событий колеса: Фортуна, Налоги, Голод, Буря, Инквизиция и Чума.</translation>
    </message>
    <message>
        <source>Crown spaces, when the pig stops on their sector.</source>
        <translation>Места с короной — когда свинья останавливается на их секторе.</translation>
    </message>
    <message>
        <source>Completed tents of the Fortune Teller.</source>
        <translation>Завершённые шатры Гадалки.</translation>
    </message>
    <message>
        <source>Unfinished features and farms, at the end of the game.</source>
        <translation>Незавершённые объекты и поля — в конце игры.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>В начале игры в мешке %n квадрат местности.</numerusform>
            <numerusform>В начале игры в мешке %n квадрата местности.</numerusform>
            <numerusform>В начале игры в мешке %n квадратов местности.</numerusform>
        </translation>
    </message>
    <message>
        <source>The Fortune Teller is in play.</source>
        <translation>Гадалка участвует в игре.</translation>
    </message>
    <message>
        <source>The Fortune Teller is not in play.</source>
        <translation>Гадалка в игре не участвует.</translation>
    </message>
    <message>
        <source>At Famine, only the player or players with the most farmers on a farm score.</source>
        <translation>При Голоде на поле очки получают лишь игрок или игроки, у которых там больше всего крестьян.</translation>
    </message>
    <message>
        <source>At Famine, every farmer scores.</source>
        <translation>При Голоде очки приносит каждый крестьянин.</translation>
    </message>
    <message>
        <source>The wheel board is the starting tile.</source>
        <translation>Колесо фортуны служит стартовым квадратом.</translation>
    </message>
    <message>
        <source>The wheel board lies beside the landscape.</source>
        <translation>Колесо фортуны лежит рядом с местностью.</translation>
    </message>
</context>
<context>
    <name>PlaguePage</name>
    <message>
        <source>Each player must take one of their own followers off the landscape and return it to their supply. The player chooses which one.</source>
        <translation>Каждый игрок должен снять одного своего подданного с местности и вернуть его в запас. Какого — решает сам игрок.</translation>
    </message>
    <message>
        <source>The player whose turn it is goes first, then the others follow in turn order.</source>
        <translation>Первым это делает игрок, чей сейчас ход, затем остальные по порядку хода.</translation>
    </message>
    <message>
        <source>Followers on crown spaces are safe from the plague. A player with no follower on the landscape skips.</source>
        <translation>Подданных на местах с короной чума не трогает. Игрок, у которого нет подданных на местности, пропускает свою очередь.</translation>
    </message>
    <message>
        <source>A fortune teller on its tent is an ordinary follower here and may be chosen.</source>
        <translation>Гадалка в шатре здесь считается обычным подданным, и её можно выбрать.</translation>
    </message>
    <message>
        <source>Red, Blue and Green play in that order, and Blue draws the tile that sends the pig to Plague.</source>
        <translation>Красный, Синий и Зелёный ходят в таком порядке, и Синий тянет квадрат, который отправляет свинью на Чуму.</translation>
    </message>
    <message>
        <source>Blue removes a follower first.</source>
        <translation>Первым подданного снимает Синий.</translation>
    </message>
    <message>
        <source>Then Green: Green&apos;s only followers stand on crown spaces, so Green skips.</source>
        <translation>Затем Зелёный: все его подданные в игре стоят на местах с короной, поэтому он пропускает свою очередь.</translation>
    </message>
    <message>
        <source>Last, Red removes a follower.</source>
        <translation>Последним подданного снимает Красный.</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message numerus="yes">
        <source>%1, %2, %L3 points, %n follower(s) in supply</source>
        <translation>
            <numerusform>%1, %2, очков: %L3, в запасе %n подданный</numerusform>
            <numerusform>%1, %2, очков: %L3, в запасе %n подданных</numerusform>
            <numerusform>%1, %2, очков: %L3, в запасе %n подданных</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>сейчас ходит</translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>думает…</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>ваш ход</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s) in supply</source>
        <translation>
            <numerusform>в запасе %n подданный</numerusform>
            <numerusform>в запасе %n подданных</numerusform>
            <numerusform>в запасе %n подданных</numerusform>
        </translation>
    </message>
    <message>
        <source>× %L1</source>
        <translation>× %L1</translation>
    </message>
    <message numerus="yes">
        <source>%n fortune teller(s) on tents</source>
        <translation>
            <numerusform>%n гадалка в шатре</numerusform>
            <numerusform>%n гадалки в шатрах</numerusform>
            <numerusform>%n гадалок в шатрах</numerusform>
        </translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>отключён</translation>
    </message>
    <message>
        <source>remote player</source>
        <translation>удалённый игрок</translation>
    </message>
    <message>
        <source>choosing a follower</source>
        <translation>выбирает подданного</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) if the game ended now</source>
        <translation>
            <numerusform>%n очко, если бы игра закончилась сейчас</numerusform>
            <numerusform>%n очка, если бы игра закончилась сейчас</numerusform>
            <numerusform>%n очков, если бы игра закончилась сейчас</numerusform>
        </translation>
    </message>
    <message>
        <source>end: %L1</source>
        <extracomment>the player&apos;s score if the game ended now (final scoring included)</extracomment>
        <translation>конец: %L1</translation>
    </message>
</context>
<context>
    <name>PointsChip</name>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>+%L1</source>
        <translation>+%L1</translation>
    </message>
    <message>
        <source>%L1</source>
        <translation>%L1</translation>
    </message>
    <message>
        <source>%1 · %L2</source>
        <translation>%1 · %L2</translation>
    </message>
</context>
<context>
    <name>PuzzleCard</name>
    <message>
        <source>solved</source>
        <translation>решена</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Клавиша: %1</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Ещё раз</translation>
    </message>
    <message>
        <source>Show the better move</source>
        <translation>Показать лучший ход</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Следующая задача</translation>
    </message>
    <message>
        <source>All puzzles…</source>
        <translation>Все задачи…</translation>
    </message>
</context>
<context>
    <name>PuzzleWords</name>
    <message>
        <source>The better move takes drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation>Лучший ход берёт вытянутый квадрат № %1.</translation>
    </message>
    <message>
        <source>The better move takes another of the drawn tiles.</source>
        <translation>Лучший ход берёт другой из вытянутых квадратов.</translation>
    </message>
    <message>
        <source>The better move gives back the follower in the frame tagged “Better move”.</source>
        <translation>Лучший ход возвращает подданного из рамки с меткой «Лучший ход».</translation>
    </message>
    <message>
        <source>The better move lays the tile in the frame tagged “Better move”.</source>
        <translation>Лучший ход выкладывает квадрат в рамку с меткой «Лучший ход».</translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation>Подданный: место с короной сектора «%1».</translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation>Подданный: %1.</translation>
    </message>
    <message>
        <source>No follower.</source>
        <translation>Без подданного.</translation>
    </message>
    <message>
        <source>It keeps %1 points more than the move of your game.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Он приносит на %1 очка больше, чем ход вашей партии.</translation>
    </message>
    <message>
        <source>Find a better move: in your game you lost %1 points here.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Найдите ход лучше: в вашей партии здесь потеряно %1 очка.</translation>
    </message>
    <message>
        <source>Checking your move…</source>
        <translation>Проверяем ваш ход…</translation>
    </message>
    <message>
        <source>Right: this is the best move.</source>
        <translation>Верно: это лучший ход.</translation>
    </message>
    <message>
        <source>Right: this move is within one point of the best.</source>
        <translation>Верно: этот ход уступает лучшему не больше одного очка.</translation>
    </message>
    <message>
        <source>%1 goes on to the next puzzle.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>%1 — к следующей задаче.</translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points against the best. Try again (%2), or see the better move.</source>
        <extracomment>%1: points, one decimal; %2: the name of the Enter key</extracomment>
        <translation>Пока нет: этот ход теряет %1 очка по сравнению с лучшим. Попробуйте ещё раз (%2) или посмотрите лучший ход.</translation>
    </message>
    <message>
        <source>Puzzle · turn %L1</source>
        <translation>Задача · ход %L1</translation>
    </message>
    <message>
        <source>The better move is on the board: play it, or go on to the next puzzle.</source>
        <translation>Лучший ход показан на поле: сыграйте его или перейдите к следующей задаче.</translation>
    </message>
    <message>
        <source>The better move was shown, so the puzzle stays unsolved: try it again later.</source>
        <translation>Лучший ход был показан, поэтому задача остаётся нерешённой: попробуйте её ещё раз позже.</translation>
    </message>
    <message>
        <source>Not yet: this move loses %1 points.</source>
        <extracomment>%1: points, one decimal</extracomment>
        <translation>Пока нет: этот ход теряет %1 очка.</translation>
    </message>
    <message>
        <source>Right, but the better move was shown: not solved.</source>
        <translation>Верно, но лучший ход был показан: задача не решена.</translation>
    </message>
    <message>
        <source>The Plague: choose one of your followers on the land, one ringed in red.</source>
        <translation>Чума: выберите одного из своих подданных на местности — обведённого красным.</translation>
    </message>
    <message>
        <source>The Fortune Teller: take one of the drawn tiles.</source>
        <translation>Гадалка: возьмите один из вытянутых квадратов.</translation>
    </message>
    <message>
        <source>Lay the tile in hand, with a follower or without.</source>
        <translation>Выложите текущий квадрат, с подданным или без.</translation>
    </message>
    <message>
        <source>The tile is turned %1 degrees there.</source>
        <extracomment>%1: 0, 90, 180 or 270, as the tile in hand&apos;s turn is said</extracomment>
        <translation>Квадрат там повёрнут на %1°.</translation>
    </message>
</context>
<context>
    <name>PuzzlesDialog</name>
    <message>
        <source>Puzzles from your games</source>
        <translation>Задачи из ваших партий</translation>
    </message>
    <message>
        <source>No puzzles yet. Open a finished game in Your games and analyse it: each move where you lost 5 points or more becomes a puzzle here, the board as it was and the tile in hand, for you to find a better move.</source>
        <translation>Задач пока нет. Откройте завершённую партию в «Ваших партиях» и сделайте разбор: каждый ход, где вы потеряли 5 очков или больше, станет здесь задачей — поле, каким оно было, и квадрат в руке, — чтобы вы нашли ход лучше.</translation>
    </message>
    <message>
        <source>Each puzzle is a move of yours that lost 5 points or more. Find a better one: any move within one point of the best is right.</source>
        <translation>Каждая задача — ваш ход, потерявший 5 очков или больше. Найдите ход лучше: верен любой ход, уступающий лучшему не больше одного очка.</translation>
    </message>
    <message>
        <source>%1 of %2 solved</source>
        <extracomment>%1 puzzles solved of %2</extracomment>
        <translation>Решено %1 из %2</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>решена</translation>
    </message>
    <message>
        <source>to solve</source>
        <translation>не решена</translation>
    </message>
    <message>
        <source>Turn %L1 · %2</source>
        <extracomment>%1: the turn, %2: &quot;7.5 points lost&quot;</extracomment>
        <translation>Ход %L1 · %2</translation>
    </message>
    <message>
        <source>%1 · against %2</source>
        <extracomment>%1: the date of the game, %2: the opponents</extracomment>
        <translation>%1 · против: %2</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation>Ваши партии…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>QShortcut</name>
    <message>
        <source>Ctrl</source>
        <translation>Ctrl</translation>
    </message>
    <message>
        <source>Shift</source>
        <translation>Shift</translation>
    </message>
    <message>
        <source>Alt</source>
        <translation>Alt</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Backspace</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>F%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>End</source>
        <translation>End</translation>
    </message>
    <message>
        <source>PgUp</source>
        <translation>PgUp</translation>
    </message>
    <message>
        <source>PgDown</source>
        <translation>PgDown</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <source>city</source>
        <translation>город</translation>
    </message>
    <message>
        <source>field</source>
        <translation>поле</translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Фортуна</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Налоги</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Голод</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Буря</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Инквизиция</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Чума</translation>
    </message>
    <message>
        <source>The north edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Северный край не совпадает (этот квадрат: %1, соседний: %2).</translation>
    </message>
    <message>
        <source>The east edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Восточный край не совпадает (этот квадрат: %1, соседний: %2).</translation>
    </message>
    <message>
        <source>The south edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Южный край не совпадает (этот квадрат: %1, соседний: %2).</translation>
    </message>
    <message>
        <source>The west edge does not match (this tile: %1, its neighbour: %2).</source>
        <translation>Западный край не совпадает (этот квадрат: %1, соседний: %2).</translation>
    </message>
    <message>
        <source>Choose one of the drawn tiles first.</source>
        <translation>Сначала выберите один из вытянутых квадратов.</translation>
    </message>
    <message>
        <source>The plague comes first: a follower must be given back.</source>
        <translation>Сначала Чума: нужно вернуть подданного.</translation>
    </message>
    <message>
        <source>Place the tile first.</source>
        <translation>Сначала выложите квадрат.</translation>
    </message>
    <message>
        <source>Deploy a follower or skip first.</source>
        <translation>Сначала выставьте подданного или пропустите ход.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>A game needs 2 to 5 players, not %1.</source>
        <translation>Для партии нужно от 2 до 5 игроков, а не %1.</translation>
    </message>
    <message>
        <source>The deck holds a tile that does not exist.</source>
        <translation>В стопке есть несуществующий квадрат.</translation>
    </message>
    <message>
        <source>The deck holds tile %1, which needs the Fortune Teller option.</source>
        <translation>В стопке есть квадрат %1, для которого нужен вариант «Гадалка».</translation>
    </message>
    <message>
        <source>There is no tile to choose now.</source>
        <translation>Сейчас нет квадрата, который можно выбрать.</translation>
    </message>
    <message>
        <source>There is no such drawn tile.</source>
        <translation>Такого вытянутого квадрата нет.</translation>
    </message>
    <message>
        <source>Tile %1 fits nowhere on the table.</source>
        <translation>Квадрат %1 некуда выложить.</translation>
    </message>
    <message>
        <source>No plague is waiting for a follower.</source>
        <translation>Чума не ждёт подданного.</translation>
    </message>
    <message>
        <source>No tile is waiting to be placed.</source>
        <translation>Нет квадрата, который нужно выложить.</translation>
    </message>
    <message>
        <source>A tile turns only by quarter turns.</source>
        <translation>Квадрат поворачивается только четвертями оборота.</translation>
    </message>
    <message>
        <source>That place is too far from the other tiles.</source>
        <translation>Это место слишком далеко от других квадратов.</translation>
    </message>
    <message>
        <source>A tile already lies there.</source>
        <translation>Здесь уже лежит квадрат.</translation>
    </message>
    <message>
        <source>The tile must touch a tile already on the table.</source>
        <translation>Квадрат должен касаться уже выложенного квадрата.</translation>
    </message>
    <message>
        <source>There is no placement to take back.</source>
        <translation>Нечего отменять: квадрат не выложен.</translation>
    </message>
    <message>
        <source>No placed tile is waiting for a follower.</source>
        <translation>Нет выложенного квадрата, который ждёт подданного.</translation>
    </message>
    <message>
        <source>No follower is left in the supply.</source>
        <translation>В запасе не осталось подданных.</translation>
    </message>
    <message>
        <source>The %1 sector has no such crown space.</source>
        <translation>В секторе «%1» нет такого места с короной.</translation>
    </message>
    <message>
        <source>That crown space is taken.</source>
        <translation>Это место с короной уже занято.</translation>
    </message>
    <message>
        <source>The tile has no such place for a follower.</source>
        <translation>На квадрате нет такого места для подданного.</translation>
    </message>
    <message>
        <source>Each player may have at most two fortune tellers on the table.</source>
        <translation>У каждого игрока может быть на столе не больше двух гадалок.</translation>
    </message>
    <message>
        <source>The rules do not allow this.</source>
        <translation>Правила этого не позволяют.</translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where %1 has a follower.</source>
        <translation>Эта дорога занята: когда квадрат будет выложен, она соединится с дорогой, где стоит подданный (%1).</translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where %1 has a follower.</source>
        <translation>Этот город занят: когда квадрат будет выложен, он соединится с городом, где стоит подданный (%1).</translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where %1 has a follower.</source>
        <translation>Это поле занято: когда квадрат будет выложен, оно соединится с полем, где стоит подданный (%1).</translation>
    </message>
    <message>
        <source>%1 already has a follower there.</source>
        <translation>Это место уже занято — подданный: %1.</translation>
    </message>
    <message>
        <source>There is no such place for a follower on that tile.</source>
        <translation>На этом квадрате нет такого места для подданного.</translation>
    </message>
    <message>
        <source>%1 has no follower there.</source>
        <translation>Подданного (%1) там нет.</translation>
    </message>
    <message>
        <source>This road is taken: with the tile down it joins the road where you have a follower.</source>
        <translation>Эта дорога занята: когда квадрат будет выложен, она соединится с дорогой, где стоит ваш подданный.</translation>
    </message>
    <message>
        <source>This city is taken: with the tile down it joins the city where you have a follower.</source>
        <translation>Этот город занят: когда квадрат будет выложен, он соединится с городом, где стоит ваш подданный.</translation>
    </message>
    <message>
        <source>This field is taken: with the tile down it joins the farm where you have a follower.</source>
        <translation>Это поле занято: когда квадрат будет выложен, оно соединится с полем, где стоит ваш подданный.</translation>
    </message>
    <message>
        <source>You already have a follower there.</source>
        <translation>Здесь уже стоит ваш подданный.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <source>Replay · turn %L1 of %L2</source>
        <translation>Повтор · ход %L1 из %L2</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation>Ход %L1</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Выйти из повтора</translation>
    </message>
    <message>
        <source>Where points were lost, move by move, and how lucky the draws were</source>
        <translation>Где были потеряны очки, ход за ходом, и насколько везло при вытягивании квадратов</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Разбор</translation>
    </message>
    <message>
        <source>To the start (%1)</source>
        <extracomment>%1: the key&apos;s name (Home)</extracomment>
        <translation>В начало (%1)</translation>
    </message>
    <message>
        <source>One turn back (%1)</source>
        <translation>На ход назад (%1)</translation>
    </message>
    <message>
        <source>Pause (%1)</source>
        <extracomment>%1: the key&apos;s name (Space)</extracomment>
        <translation>Пауза (%1)</translation>
    </message>
    <message>
        <source>Play the turns one after the other (%1)</source>
        <translation>Показывать ходы один за другим (%1)</translation>
    </message>
    <message>
        <source>One turn forward (%1)</source>
        <translation>На ход вперёд (%1)</translation>
    </message>
    <message>
        <source>To the end (%1)</source>
        <extracomment>%1: the key&apos;s name (End)</extracomment>
        <translation>В конец (%1)</translation>
    </message>
    <message>
        <source>Back to the game (%1)</source>
        <extracomment>%1: the key&apos;s name (Esc)</extracomment>
        <translation>Вернуться к игре (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Replay · the end of the game, after %n turn(s)</source>
        <translation>
            <numerusform>Повтор · конец партии, после %n хода</numerusform>
            <numerusform>Повтор · конец партии, после %n ходов</numerusform>
            <numerusform>Повтор · конец партии, после %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>The end</source>
        <translation>Конец</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>One turn back</source>
        <translation>На ход назад</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <source>Play the turns one after the other</source>
        <translation>Показывать ходы один за другим</translation>
    </message>
    <message>
        <source>One turn forward</source>
        <translation>На ход вперёд</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>В конец</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Continue your last game?</source>
        <translation>Продолжить последнюю партию?</translation>
    </message>
    <message numerus="yes">
        <source>An unfinished game was kept when Fortuna closed: turn %1, %n tile(s) left.</source>
        <translation>
            <numerusform>При закрытии игры незавершённая партия была сохранена: ход %1, остался %n квадрат.</numerusform>
            <numerusform>При закрытии игры незавершённая партия была сохранена: ход %1, осталось %n квадрата.</numerusform>
            <numerusform>При закрытии игры незавершённая партия была сохранена: ход %1, осталось %n квадратов.</numerusform>
        </translation>
    </message>
    <message>
        <source>An unfinished game was kept when Fortuna closed.</source>
        <translation>При закрытии игры незавершённая партия была сохранена.</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <extracomment>%1: a date and time in the local format</extracomment>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
</context>
<context>
    <name>RotateButton</name>
    <message>
        <source>Turn clockwise</source>
        <translation>Повернуть по часовой стрелке</translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation>Повернуть против часовой стрелки</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Scores over the turns</source>
        <translation>Очки по ходам</translation>
    </message>
    <message>
        <source>final</source>
        <translation>итог</translation>
    </message>
</context>
<context>
    <name>ScoringPage</name>
    <message>
        <source>During the game</source>
        <translation>Во время игры</translation>
    </message>
    <message>
        <source>Completed road: 1 point per tile.</source>
        <translation>Завершённая дорога: 1 очко за квадрат.</translation>
    </message>
    <message>
        <source>Completed city: 2 points per tile and 2 per pennant.</source>
        <translation>Завершённый город: 2 очка за квадрат и 2 за щит.</translation>
    </message>
    <message>
        <source>Completed cloister, with all eight neighbours filled: 9 points.</source>
        <translation>Завершённый монастырь, окружённый всеми восемью соседями: 9 очков.</translation>
    </message>
    <message>
        <source>Completed tent: 3 points for the player who completed it.</source>
        <translation>Завершённый шатёр: 3 очка тому, кто его завершил.</translation>
    </message>
    <message>
        <source>Wheel events and crown spaces, when the pig stops: see their pages.</source>
        <translation>События колеса и места с короной, когда останавливается свинья: см. их страницы.</translation>
    </message>
    <message>
        <source>A road or city goes to the player with the most followers on it. With equal numbers, each of those players scores in full. A tile counts once for a feature, even when the feature crosses it twice.</source>
        <translation>Дорога или город достаются игроку, у которого на них больше всего подданных. При равенстве каждый из этих игроков получает очки полностью. Квадрат учитывается в объекте один раз, даже если объект пересекает его дважды.</translation>
    </message>
    <message>
        <source>Each cell of the wheel board&apos;s rim that carries part of a road or city counts as one tile of it, and the wheel board&apos;s cells count as filled neighbours of a cloister.</source>
        <translation>Каждая клетка края Колеса фортуны с частью дороги или города считается одним квадратом этого объекта, а клетки колеса считаются занятыми соседями монастыря.</translation>
    </message>
    <message>
        <source>At the end of the game</source>
        <translation>В конце игры</translation>
    </message>
    <message>
        <source>Unfinished road: 1 point per tile.</source>
        <translation>Незавершённая дорога: 1 очко за квадрат.</translation>
    </message>
    <message>
        <source>Unfinished city: 1 point per tile and 1 per pennant.</source>
        <translation>Незавершённый город: 1 очко за квадрат и 1 за щит.</translation>
    </message>
    <message>
        <source>Unfinished cloister: 1 point, plus 1 per filled neighbour.</source>
        <translation>Незавершённый монастырь: 1 очко и ещё 1 за каждый занятый соседний квадрат.</translation>
    </message>
    <message>
        <source>Farms: on each farm, the player or players with the most farmers score 3 points for every completed city that touches it.</source>
        <translation>Поля: на каждом поле игрок или игроки, у которых больше всего крестьян, получают 3 очка за каждый примыкающий завершённый город.</translation>
    </message>
    <message>
        <source>Followers on crown spaces score nothing.</source>
        <translation>Подданные на местах с короной ничего не приносят.</translation>
    </message>
    <message>
        <source>Fortune tellers still on their tents score nothing.</source>
        <translation>Гадалки, оставшиеся в шатрах, ничего не приносят.</translation>
    </message>
    <message>
        <source>The player with the most points wins; equal points share the victory.</source>
        <translation>Побеждает игрок с наибольшим числом очков; при равенстве победа делится.</translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Colour of player %1: %2</source>
        <extracomment>%1: the seat&apos;s number (1–5); %2: the colour&apos;s name</extracomment>
        <translation>Цвет игрока %1: %2</translation>
    </message>
    <message>
        <source>Colour: %1 (click to change)</source>
        <translation>Цвет: %1 (щёлкните, чтобы сменить)</translation>
    </message>
    <message>
        <source>%1 (swap with %2)</source>
        <translation>%1 (обменяться с игроком %2)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>Имя игрока %1</translation>
    </message>
    <message>
        <source>Player %1 is played by</source>
        <translation>Кто играет за игрока %1</translation>
    </message>
    <message>
        <source>Remove player %1</source>
        <translation>Удалить игрока %1</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>Удалить этого игрока</translation>
    </message>
    <message>
        <source>Colour of player %1</source>
        <translation>Цвет игрока %1</translation>
    </message>
</context>
<context>
    <name>ServerTables</name>
    <message>
        <source>Tables on this server</source>
        <translation>Столы на этом сервере</translation>
    </message>
    <message>
        <source>Asking…</source>
        <translation>Запрос…</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <source>Type the server&apos;s address, then Refresh: its open tables show here.</source>
        <translation>Введите адрес сервера и нажмите «Обновить»: здесь появятся его открытые столы.</translation>
    </message>
    <message>
        <source>%1 · under way</source>
        <extracomment>%1 the rules, %2 free seats of %3; a game under way says so</extracomment>
        <translation>%1 · идёт игра</translation>
    </message>
    <message>
        <source>%1 · %2 of %3 seats free</source>
        <translation>%1 · свободно мест: %2 из %3</translation>
    </message>
    <message>
        <source>%1 per move</source>
        <translation>%1 на ход</translation>
    </message>
    <message>
        <source>Password needed</source>
        <translation>Нужен пароль</translation>
    </message>
    <message>
        <source>password</source>
        <translation>пароль</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Войти</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>Смотреть</translation>
    </message>
</context>
<context>
    <name>SetupEvenGame</name>
    <message>
        <source>Even game for you: %1</source>
        <extracomment>the setup&apos;s suggestion from your rating; %1 a computer level (&quot;Computer · intermediate&quot;)</extracomment>
        <translation>Равная игра для вас: %1</translation>
    </message>
    <message>
        <source>Play against %1: an even game for you</source>
        <translation>Играть против: %1 — равная игра для вас</translation>
    </message>
    <message>
        <source>Choose it</source>
        <translation>Выбрать</translation>
    </message>
</context>
<context>
    <name>SetupHostRow</name>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Port to host the game on</source>
        <translation>Порт, на котором открывается стол</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Password the players must give (optional)</source>
        <translation>Пароль, который должны ввести игроки (необязательно)</translation>
    </message>
    <message>
        <source>Friends join with the address, port and code shown once you host.</source>
        <translation>Друзья присоединяются по адресу, порту и коду, которые появятся, когда вы откроете стол.</translation>
    </message>
    <message>
        <source>Play with friends on other computers: open a seat to a remote player, or join their table.</source>
        <translation>Играйте с друзьями за другими компьютерами: откройте место удалённому игроку или присоединитесь к их столу.</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Присоединиться к игре…</translation>
    </message>
    <message>
        <source>Where the table is hosted</source>
        <translation>Где размещён стол</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>На этом компьютере</translation>
    </message>
    <message>
        <source>On a server</source>
        <translation>На сервере</translation>
    </message>
    <message>
        <source>Address of the server</source>
        <translation>Адрес сервера</translation>
    </message>
    <message>
        <source>server address</source>
        <translation>адрес сервера</translation>
    </message>
    <message>
        <source>Port of the server</source>
        <translation>Порт сервера</translation>
    </message>
    <message>
        <source>Secure (TLS)</source>
        <translation>Защищённый (TLS)</translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation>Мои столы…</translation>
    </message>
    <message>
        <source>List this table on the server</source>
        <translation>Показать этот стол в списке сервера</translation>
    </message>
    <message>
        <source>Time per move</source>
        <translation>Время на ход</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>the time a player has for each move of a turn-based table</extracomment>
        <translation>Без ограничения</translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation>1 час</translation>
    </message>
    <message>
        <source>12 hours</source>
        <translation>12 часов</translation>
    </message>
    <message>
        <source>1 day</source>
        <translation>1 день</translation>
    </message>
    <message>
        <source>3 days</source>
        <translation>3 дня</translation>
    </message>
    <message>
        <source>The table stays on the server: close Fortuna and come back to it from My tables.</source>
        <translation>Стол остаётся на сервере: закройте Fortuna и вернитесь к нему через «Мои столы».</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Fortuna is played by 2 to 5 players. Each player takes the 7 followers of one colour: red, blue, green, yellow or black. Players take their turns in the order of the player list.</source>
        <translation>В Fortuna играют от 2 до 5 человек. Каждый берёт 7 подданных одного цвета: красного, синего, зелёного, жёлтого или чёрного. Игроки ходят по очереди в порядке списка игроков.</translation>
    </message>
    <message>
        <source>The tiles</source>
        <translation>Квадраты</translation>
    </message>
    <message>
        <source>This game uses the 72 tiles of the base game together with the 19 wheel tiles of the expansion: 91 land tiles.</source>
        <translation>В этой партии используются 72 квадрата базовой игры вместе с 19 квадратами дополнения со значком колеса: 91 квадрат местности.</translation>
    </message>
    <message>
        <source>This game uses the 72 land tiles of The Wheel of Fortune. Nineteen of them show a wheel icon.</source>
        <translation>В этой партии используются 72 квадрата местности из «Колеса фортуны». На девятнадцати из них есть значок колеса.</translation>
    </message>
    <message>
        <source>The 8 Fortune Teller tiles are shuffled in as well.</source>
        <translation>К ним подмешаны и 8 квадратов Гадалки.</translation>
    </message>
    <message>
        <source>The Fortune Teller tiles are left out.</source>
        <translation>Квадраты Гадалки не используются.</translation>
    </message>
    <message numerus="yes">
        <source>The bag holds %n land tile(s) at the start.</source>
        <translation>
            <numerusform>В начале игры в мешке %n квадрат местности.</numerusform>
            <numerusform>В начале игры в мешке %n квадрата местности.</numerusform>
            <numerusform>В начале игры в мешке %n квадратов местности.</numerusform>
        </translation>
    </message>
    <message>
        <source>The wheel board</source>
        <translation>Колесо фортуны</translation>
    </message>
    <message>
        <source>The land on the rim belongs to the landscape: a road or city that runs onto the rim is scored together with it. Nobody may put a follower on the board itself.</source>
        <translation>Местность на краю колеса входит в игру: дорога или город, продолжающиеся на край, считаются вместе с ним. Ставить подданных на само колесо нельзя.</translation>
    </message>
    <message>
        <source>In this game the wheel board lies beside the landscape. Its events and crown spaces work as usual, but no tile is laid against it. The landscape starts from one tile with a city edge and a straight road, taken out of the bag.</source>
        <translation>В этой партии Колесо фортуны лежит рядом с местностью. Его события и места с короной действуют как обычно, но квадраты к нему не выкладываются. Местность начинается с одного квадрата с краем города и прямой дорогой, вынутого из мешка.</translation>
    </message>
    <message>
        <source>The big pink pig starts on the Fortune sector of the wheel.</source>
        <translation>Большая розовая свинья начинает игру на секторе Фортуны.</translation>
    </message>
    <message>
        <source>The wheel board, four tiles by four, lies in the middle of the table and is the starting tile. Its rim shows land: three cities, three roads and three fields. The first land tiles are laid against its rim.</source>
        <translation>Колесо фортуны размером четыре на четыре квадрата лежит в центре стола и служит стартовым квадратом. По его краю изображена местность: три города, три дороги и три поля. Первые квадраты местности выкладываются вплотную к этому краю.</translation>
    </message>
</context>
<context>
    <name>SetupScreen</name>
    <message>
        <source>Player %1</source>
        <translation>Игрок %1</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Carcassonne with the Wheel of Fortune: choose who plays and how.</source>
        <translation>Каркассон с Колесом фортуны: выберите, кто и как играет.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>+ Add a player</source>
        <translation>+ Добавить игрока</translation>
    </message>
    <message>
        <source>Players take turns in this order. Several people can share this screen; computer players move by themselves.</source>
        <translation>Игроки ходят в этом порядке. За одним экраном могут играть несколько человек, а компьютерные игроки ходят сами.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Квадраты</translation>
    </message>
    <message>
        <source>The Fortune Teller (8 tiles with a tent)</source>
        <translation>Гадалка (8 квадратов с шатром)</translation>
    </message>
    <message>
        <source>The wheel is the start tile</source>
        <translation>Колесо — стартовый квадрат</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Голод</translation>
    </message>
    <message>
        <source>Every farmer scores</source>
        <translation>Очки приносит каждый крестьянин</translation>
    </message>
    <message>
        <source>Only the farm&apos;s majority scores (first print)</source>
        <translation>Очки только у большинства на поле (первый тираж)</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Номер раскладки</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source>Seed (optional): the same seed shuffles the tiles the same way</source>
        <translation>Номер раскладки (необязательно): при одном и том же номере квадраты перемешиваются одинаково</translation>
    </message>
    <message>
        <source>Optional. The same seed gives the same order of tiles.</source>
        <translation>Необязательно. Один и тот же номер даёт один и тот же порядок квадратов.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Вернуться к игре</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Начать игру</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Explain this rule</source>
        <translation>Объяснить это правило</translation>
    </message>
    <message>
        <source>Host this game</source>
        <translation>Открыть стол</translation>
    </message>
    <message>
        <source>The bare board game: no hints, no previews of what a move would score, no bag and no analysis until the game is over.</source>
        <translation>Только настольная игра: без подсказок, без предпросмотра очков за ход, без мешка и без анализа до конца партии.</translation>
    </message>
    <message>
        <source>Play without aids</source>
        <translation>Играть без помощи</translation>
    </message>
    <message>
        <source>New to the game? A short guided game against Bruno shows each rule once.</source>
        <translation>Впервые играете? Короткая партия с подсказками против Бруно покажет каждое правило по разу.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>Explain this rule: %1</source>
        <extracomment>%1: the rule&apos;s label (&quot;The Fortune Teller (8 tiles with a tent)&quot;): four such buttons must not read the same</extracomment>
        <translation>Объяснить это правило: %1</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>Turn the tile clockwise / anticlockwise (or right-click)</source>
        <translation>Повернуть квадрат по / против часовой стрелки (или щелчок правой кнопкой)</translation>
    </message>
    <message>
        <source>Go through the places you can choose now</source>
        <translation>Перебрать места, доступные сейчас</translation>
    </message>
    <message>
        <source>Confirm the chosen place; without a choice, no follower</source>
        <translation>Подтвердить выбранное место; если ничего не выбрано — без подданного</translation>
    </message>
    <message>
        <source>Deploy no follower</source>
        <translation>Не выставлять подданного</translation>
    </message>
    <message>
        <source>Pick the laid tile up again</source>
        <translation>Забрать выложенный квадрат обратно</translation>
    </message>
    <message>
        <source>Choose a drawn tile (Fortune Teller)</source>
        <translation>Выбрать вытянутый квадрат (Гадалка)</translation>
    </message>
    <message>
        <source>Move, zoom, centre the board</source>
        <translation>Сдвинуть, масштабировать, центрировать поле</translation>
    </message>
    <message>
        <source>Show or hide the event log</source>
        <translation>Показать или скрыть журнал событий</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Справка по правилам</translation>
    </message>
    <message>
        <source>New game / open a game</source>
        <translation>Новая игра / открыть партию</translation>
    </message>
    <message>
        <source>Save / save as</source>
        <translation>Сохранить / сохранить как</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>Open the Game menu</source>
        <translation>Открыть меню «Игра»</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>two keys that do the same, e.g. &quot;R / E&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Arrows, %1 / %2, %3</source>
        <translation>Стрелки, %1 / %2, %3</translation>
    </message>
    <message>
        <source>Show or hide the tiles left in the bag</source>
        <translation>Показать или скрыть квадраты, оставшиеся в мешке</translation>
    </message>
    <message>
        <source>Sound effects on or off</source>
        <translation>Включить или выключить звуковые эффекты</translation>
    </message>
    <message>
        <source>In a replay: a turn back or forward, to the start or the end, play or pause</source>
        <translation>В повторе: ход назад или вперёд, в начало или в конец, показ или пауза</translation>
    </message>
    <message>
        <source>Suggest a move (the strong computer player&apos;s choice)</source>
        <translation>Подсказать ход (выбор сильного компьютера)</translation>
    </message>
    <message>
        <source>%1 %2 / %3 %4 / %5</source>
        <translation>%1 %2 / %3 %4 / %5</translation>
    </message>
    <message>
        <source>%1 %2 / %3 %4 / %5 %6</source>
        <translation>%1 %2 / %3 %4 / %5 %6</translation>
    </message>
    <message>
        <source>In the open event log: an entry up or down, a page, the first or the last (a screen reader reads each)</source>
        <translation>В открытом журнале событий: запись вверх или вниз, страница, первая или последняя (экранный диктор читает каждую)</translation>
    </message>
    <message>
        <source>%1+letter</source>
        <extracomment>Alt and a letter: &quot;Alt+letter&quot;</extracomment>
        <translation>%1+буква</translation>
    </message>
    <message>
        <source>Open the menu whose title has that letter underlined; in a menu: the arrows, %1, %2, or the letter underlined in an item</source>
        <extracomment>%1, %2: the keys Enter and Esc</extracomment>
        <translation>Открыть меню, в названии которого подчёркнута эта буква; в меню — стрелки, %1, %2 или подчёркнутая буква пункта</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>%1 / %2 / %3</source>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>In a puzzle: try again after a wrong answer, show the better move, the next puzzle</source>
        <translation>В задаче: ещё раз после неверного ответа, показать лучший ход, следующая задача</translation>
    </message>
    <message>
        <source>On the new game&apos;s page: start the game, from its button or while typing a name</source>
        <translation>На странице новой игры: начать игру — с её кнопки или при вводе имени</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>Choose a tile</source>
        <translation>Выберите квадрат</translation>
    </message>
    <message>
        <source>Tile laid</source>
        <translation>Квадрат выложен</translation>
    </message>
    <message>
        <source>Tile in hand</source>
        <translation>Текущий квадрат</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message numerus="yes">
        <source>%n tile(s) left in the bag</source>
        <translation>
            <numerusform>В мешке %n квадрат</numerusform>
            <numerusform>В мешке %n квадрата</numerusform>
            <numerusform>В мешке %n квадратов</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn %L1</source>
        <translation>Ход %L1</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>Колесо</translation>
    </message>
    <message>
        <source>Show the tiles left in the bag (B)</source>
        <translation>Показать квадраты, оставшиеся в мешке (B)</translation>
    </message>
</context>
<context>
    <name>Speech</name>
    <message>
        <source>north</source>
        <translation>север</translation>
    </message>
    <message>
        <source>east</source>
        <translation>восток</translation>
    </message>
    <message>
        <source>south</source>
        <translation>юг</translation>
    </message>
    <message>
        <source>west</source>
        <translation>запад</translation>
    </message>
    <message>
        <source>to the north</source>
        <translation>на севере</translation>
    </message>
    <message>
        <source>to the east</source>
        <translation>на востоке</translation>
    </message>
    <message>
        <source>to the south</source>
        <translation>на юге</translation>
    </message>
    <message>
        <source>to the west</source>
        <translation>на западе</translation>
    </message>
    <message>
        <source>a city %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>город %1</translation>
    </message>
    <message>
        <source>a road %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>дорога %1</translation>
    </message>
    <message>
        <source>a field %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (a neighbour of a spot of the board)</extracomment>
        <translation>поле %1</translation>
    </message>
    <message>
        <source>city</source>
        <translation>город</translation>
    </message>
    <message>
        <source>road</source>
        <translation>дорога</translation>
    </message>
    <message>
        <source>field</source>
        <translation>поле</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one side of a tile for a screen reader: &quot;north: city&quot;</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>a cloister</source>
        <translation>монастырь</translation>
    </message>
    <message>
        <source>a Fortune Teller&apos;s tent</source>
        <translation>шатёр гадалки</translation>
    </message>
    <message>
        <source>a pennant</source>
        <translation>щит</translation>
    </message>
    <message>
        <source>wheel icon %1</source>
        <extracomment>the wheel icon of a tile: the pig walks that many sectors</extracomment>
        <translation>значок колеса %1</translation>
    </message>
    <message>
        <source>%1; %2.</source>
        <extracomment>a tile for a screen reader: its four sides, then what else it shows</extracomment>
        <translation>%1; %2.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <extracomment>a cell of the board for a screen reader; the wheel covers columns and rows 1 to 4</extracomment>
        <translation>Столбец %1, строка %2</translation>
    </message>
    <message>
        <source>the wheel %1</source>
        <extracomment>%1 is &quot;to the north&quot;, &quot;to the east&quot;... (the wheel beside a spot of the board)</extracomment>
        <translation>Колесо фортуны %1</translation>
    </message>
    <message>
        <source>%1; touches %2.</source>
        <extracomment>a spot of the board and what it touches: &quot;Column 5, row 2; touches a city to the west.&quot;</extracomment>
        <translation>%1; рядом: %2.</translation>
    </message>
    <message>
        <source>Unavailable</source>
        <extracomment>the description of a greyed control for a screen reader (Qt 6.4 cannot say it otherwise)</extracomment>
        <translation>Недоступно</translation>
    </message>
    <message>
        <source>to the north-north-west</source>
        <translation>на северо-северо-западе</translation>
    </message>
    <message>
        <source>to the north-north-east</source>
        <translation>на северо-северо-востоке</translation>
    </message>
    <message>
        <source>to the east-north-east</source>
        <translation>на востоко-северо-востоке</translation>
    </message>
    <message>
        <source>to the east-south-east</source>
        <translation>на востоко-юго-востоке</translation>
    </message>
    <message>
        <source>to the south-south-east</source>
        <translation>на юго-юго-востоке</translation>
    </message>
    <message>
        <source>to the south-south-west</source>
        <translation>на юго-юго-западе</translation>
    </message>
    <message>
        <source>to the west-south-west</source>
        <translation>на западо-юго-западе</translation>
    </message>
    <message>
        <source>to the west-north-west</source>
        <translation>на западо-северо-западе</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>No game against the computer yet.</source>
        <translation>Пока ни одной партии против компьютера.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>No finished game of yours yet. Play a game to its end (or import saved games in Your games), and your statistics show here: your wins against each computer level, where your points come from, and how many points your moves lose.</source>
        <translation>Пока нет ни одной вашей законченной партии. Доиграйте партию до конца (или импортируйте сохранённые партии в окне «Ваши партии»), и здесь появится ваша статистика: победы над каждым уровнем компьютера, откуда берутся ваши очки и сколько очков теряют ваши ходы.</translation>
    </message>
</context>
<context>
    <name>StatsAccuracy</name>
    <message numerus="yes">
        <source>in %n analysed game(s)</source>
        <translation>
            <numerusform>в %n разобранной партии</numerusform>
            <numerusform>в %n разобранных партиях</numerusform>
            <numerusform>в %n разобранных партиях</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2 %3</source>
        <extracomment>a month of the points lost per move: %1 the month, %2 the mean, %3 &quot;in N games&quot;</extracomment>
        <translation>%1: %2 %3</translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>в %n партии</numerusform>
            <numerusform>в %n партиях</numerusform>
            <numerusform>в %n партиях</numerusform>
        </translation>
    </message>
    <message>
        <source>%1; lower is better. By month: %2.</source>
        <extracomment>%1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation>%1; чем меньше, тем лучше. По месяцам: %2.</translation>
    </message>
    <message>
        <source>Points lost per move: %1 on average %2</source>
        <extracomment>%1 the mean points lost per move (a decision of the analysis), %2 &quot;in N analysed games&quot;</extracomment>
        <translation>Потери очков за ход: в среднем %1 %2</translation>
    </message>
    <message>
        <source>Points lost per move</source>
        <translation>Потери очков за ход</translation>
    </message>
    <message>
        <source>No game of yours analysed yet. Analyse a game from its end screen or from Your games, and the points your moves lose show here, month by month.</source>
        <translation>Ни одна ваша партия ещё не разобрана. Разберите партию с её итогового экрана или из окна «Ваши партии», и здесь по месяцам появятся очки, которые теряют ваши ходы.</translation>
    </message>
</context>
<context>
    <name>StatsLevel</name>
    <message>
        <source>%1: no game</source>
        <extracomment>a month of the statistics without a game against this level; %1 the month</extracomment>
        <translation>%1: нет партий</translation>
    </message>
    <message>
        <source>%1: %2, %3 won, mean margin %4</source>
        <extracomment>a month of the statistics: %1 the month, %2 &quot;N games&quot;, %3 the games won, %4 the mean margin in points</extracomment>
        <translation>%1: %2, побед: %3, средний отрыв %4</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n партия</numerusform>
            <numerusform>%n партии</numerusform>
            <numerusform>%n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Against %1: %2, %3 won (%4 %), mean margin %5</source>
        <extracomment>%1 a computer level (&quot;Computer · easy&quot;), %2 &quot;N games&quot;, %3 the games won, %4 their percentage, %5 the mean margin in points</extracomment>
        <translation>Соперник %1: %2, побед: %3 (%4&#xa0;%), средний отрыв %5</translation>
    </message>
    <message>
        <source>%1. By month: %2.</source>
        <extracomment>the statistics against a level: %1 the heading&apos;s sentence, %2 the months, one after another</extracomment>
        <translation>%1. По месяцам: %2.</translation>
    </message>
    <message>
        <source>%1 %</source>
        <extracomment>a share of games won; %1 a percentage</extracomment>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>StatsRating</name>
    <message>
        <source>Your rating: %1 ± %2</source>
        <extracomment>your rating now: %1 the estimate, %2 its margin (95 % of the time the true rating is within it)</extracomment>
        <translation>Ваш рейтинг: %1 ± %2</translation>
    </message>
    <message>
        <source>Your rating</source>
        <translation>Ваш рейтинг</translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n game(s) against the computer levels. %2 An even game for you: %3. Game by game, the oldest first: %4.</source>
        <extracomment>the rating chart in words: %1 the heading, %2 the scale&apos;s sentence, %3 the computer level of an even game, %4 the ratings game by game</extracomment>
        <translation>
            <numerusform>%1 после %n партии против уровней компьютера. %2 Равная игра для вас: %3. Партия за партией, от самой ранней: %4.</numerusform>
            <numerusform>%1 после %n партий против уровней компьютера. %2 Равная игра для вас: %3. Партия за партией, от самой ранней: %4.</numerusform>
            <numerusform>%1 после %n партий против уровней компьютера. %2 Равная игра для вас: %3. Партия за партией, от самой ранней: %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play %n more game(s) against the computer levels, as the only person at the table, and your rating shows here.</source>
        <translation>
            <numerusform>Сыграйте ещё %n партию против уровней компьютера единственным человеком за столом, и здесь появится ваш рейтинг.</numerusform>
            <numerusform>Сыграйте ещё %n партии против уровней компьютера единственным человеком за столом, и здесь появится ваш рейтинг.</numerusform>
            <numerusform>Сыграйте ещё %n партий против уровней компьютера единственным человеком за столом, и здесь появится ваш рейтинг.</numerusform>
        </translation>
    </message>
    <message>
        <source>Measured by your results against the computer levels, on their scale: Easy is 0, Normal %1, Master %2.</source>
        <extracomment>what the rating is measured against: %1 Normal&apos;s rating, %2 Master&apos;s</extracomment>
        <translation>Измеряется вашими результатами против уровней компьютера, по их шкале: лёгкий — 0, средний — %1, мастер — %2.</translation>
    </message>
    <message>
        <source>Your true strength is within ±%1 of this figure 95 % of the time.</source>
        <extracomment>after the rating&apos;s scale: %1 the rating&apos;s margin (&quot;±325&quot;: the figure, not the sign alone)</extracomment>
        <translation>Ваша истинная сила лежит в пределах ±%1 от этого числа в 95&#xa0;% случаев.</translation>
    </message>
</context>
<context>
    <name>StatsSources</name>
    <message>
        <source>%1 %L2 (%3 %, %4 a game)</source>
        <extracomment>a source of points: %1 its name (Roads, Storm…), %L2 the points, %3 their share in percent, %4 the mean per game</extracomment>
        <translation>%1 %L2 (%3 %, %4 за партию)</translation>
    </message>
    <message numerus="yes">
        <source>Where your %n point(s) come from, %1</source>
        <extracomment>%n your points in all, %1 &quot;in N games&quot;</extracomment>
        <translation>
            <numerusform>Откуда ваше %n очко, %1</numerusform>
            <numerusform>Откуда ваши %n очка, %1</numerusform>
            <numerusform>Откуда ваши %n очков, %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>in %n game(s)</source>
        <translation>
            <numerusform>в %n партии</numerusform>
            <numerusform>в %n партиях</numerusform>
            <numerusform>в %n партиях</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>None from %1.</source>
        <extracomment>the sources of points that gave none: %1 their names</extracomment>
        <translation>Ноль очков: %1.</translation>
    </message>
    <message>
        <source>%L1 · %2 % · %3 a game</source>
        <extracomment>a bar of the points&apos; sources: %L1 the points, %2 their share in percent, %3 the mean per game</extracomment>
        <translation>%L1 · %2 % · %3 за партию</translation>
    </message>
    <message>
        <source>The Plague took %1, worth %2 then.</source>
        <extracomment>%1 &quot;N followers&quot;, %2 &quot;N points&quot;: what they were worth when given back</extracomment>
        <translation>Чума забрала %1 (тогда это стоило %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n follower(s)</source>
        <translation>
            <numerusform>%n подданного</numerusform>
            <numerusform>%n подданных</numerusform>
            <numerusform>%n подданных</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>The Plague never took a follower of yours.</source>
        <translation>Чума ни разу не забрала вашего подданного.</translation>
    </message>
</context>
<context>
    <name>StormPage</name>
    <message>
        <source>Each player scores &lt;b&gt;1 point&lt;/b&gt; for every follower waiting in their supply. Followers on the landscape or on crown spaces do not count.</source>
        <translation>Каждый игрок получает &lt;b&gt;1 очко&lt;/b&gt; за каждого подданного в своём запасе. Подданные на местности и на местах с короной не считаются.</translation>
    </message>
    <message>
        <source>The followers on the Storm crown spaces come home only after the event, so they do not count either.</source>
        <translation>Подданные с мест с короной Бури возвращаются только после события, поэтому они тоже не считаются.</translation>
    </message>
    <message>
        <source>The pig stops on Storm. Red has 4 followers in supply. Blue has 1, and another blue follower stands alone on a Storm crown space.</source>
        <translation>Свинья останавливается на Буре. У Красного в запасе 4 подданных. У Синего — 1, а ещё один синий подданный стоит в одиночку на месте с короной Бури.</translation>
    </message>
    <message>
        <source>The storm: Red scores 4 points and Blue 1 point.</source>
        <translation>Буря: Красный получает 4 очка, а Синий — 1 очко.</translation>
    </message>
    <message>
        <source>Then the crown spaces: Blue&apos;s follower scores 6 points and comes home. Blue has scored 7 points in all.</source>
        <translation>Затем места с короной: подданный Синего приносит 6 очков и возвращается. Всего Синий получил 7 очков.</translation>
    </message>
</context>
<context>
    <name>TableExtras</name>
    <message>
        <source>This game is played without aids: the bag stays closed.</source>
        <translation>Эта партия играется без помощи: мешок закрыт.</translation>
    </message>
    <message>
        <source>Sound on (%1 to mute)</source>
        <translation>Звук включён (%1 — выключить)</translation>
    </message>
    <message>
        <source>Sound off (%1 to turn it on)</source>
        <translation>Звук выключен (%1 — включить)</translation>
    </message>
</context>
<context>
    <name>TaxesPage</name>
    <message>
        <source>Taxes reward the knights, the followers standing in cities. A completed city has already sent its knights home, so only unfinished cities count.</source>
        <translation>Налоги вознаграждают рыцарей — подданных в городах. Завершённый город уже отпустил своих рыцарей, поэтому учитываются только незавершённые города.</translation>
    </message>
    <message>
        <source>For &lt;b&gt;each&lt;/b&gt; of your knights you score 1 point per pennant in its city, plus 1 point per knight of yours in that same city.</source>
        <translation>За &lt;b&gt;каждого&lt;/b&gt; своего рыцаря вы получаете 1 очко за каждый щит в его городе и ещё 1 очко за каждого своего рыцаря в том же городе.</translation>
    </message>
    <message>
        <source>An unfinished city with two pennants holds two blue knights and one red knight.</source>
        <translation>В незавершённом городе с двумя щитами стоят два синих рыцаря и один красный.</translation>
    </message>
    <message>
        <source>Each blue knight earns 2 for the pennants plus 2 for the blue knights, that is 4. Blue scores 2 × 4 = &lt;b&gt;8 points&lt;/b&gt;.</source>
        <translation>Каждый синий рыцарь приносит 2 за щиты и 2 за синих рыцарей, то есть 4. Синий получает 2 × 4 = &lt;b&gt;8 очков&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The red knight earns 2 for the pennants plus 1 for the only red knight. Red scores &lt;b&gt;3 points&lt;/b&gt;.</source>
        <translation>Красный рыцарь приносит 2 за щиты и 1 за единственного красного рыцаря. Красный получает &lt;b&gt;3 очка&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The knights stay in their city and can score again at the next Taxes, or when the city is completed.</source>
        <translation>Рыцари остаются в городе и могут снова принести очки при следующих Налогах или когда город будет завершён.</translation>
    </message>
</context>
<context>
    <name>TileChoice</name>
    <message>
        <source>Your fortune tellers let you choose. Click a tile (or press its number).</source>
        <translation>Гадалки дают вам выбор. Щёлкните квадрат (или нажмите его номер).</translation>
    </message>
    <message>
        <source>Choosing among the drawn tiles…</source>
        <translation>Выбор из вытянутых квадратов…</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <extracomment>%1: the tile&apos;s position among the drawn tiles, counted from 1</extracomment>
        <translation>Квадрат %1</translation>
    </message>
    <message>
        <source>Tile %1: fits nowhere</source>
        <translation>Квадрат %1: никуда не подходит</translation>
    </message>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
    <message>
        <source>fits nowhere</source>
        <translation>не подходит</translation>
    </message>
</context>
<context>
    <name>TileInHand</name>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Повернуть против часовой стрелки (Shift+R)</translation>
    </message>
    <message>
        <source>No tiles left</source>
        <translation>Квадраты закончились</translation>
    </message>
    <message>
        <source>No tile in hand yet</source>
        <translation>Квадрат ещё не вытянут</translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation>Повернуть по часовой стрелке (R)</translation>
    </message>
    <message>
        <source>Click a lit spot to lay the tile. R or a right click turns it.</source>
        <translation>Щёлкните подсвеченное место, чтобы выложить квадрат. R или щелчок правой кнопкой поворачивает его.</translation>
    </message>
    <message>
        <source>It fits nowhere this way round: turn it (R).</source>
        <translation>В таком положении квадрат никуда не подходит: поверните его (R).</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Забрать</translation>
    </message>
    <message>
        <source>No follower</source>
        <translation>Без подданного</translation>
    </message>
    <message>
        <source>End the turn without deploying (S)</source>
        <translation>Закончить ход, не выставляя подданного (S)</translation>
    </message>
    <message>
        <source>Point at a road, city, field or cloister of the new tile (it lights up) and click to deploy a follower there, or click a crown space of the wheel.</source>
        <translation>Наведите указатель на дорогу, город, поле или монастырь нового квадрата (объект подсветится) и щёлкните, чтобы выставить туда подданного, или щёлкните место с короной на колесе.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>Tile in hand, turned %1 degrees. %2</source>
        <extracomment>%1: the angle; %2: the tile&apos;s four sides and what else it shows (north: city, east: road...)</extracomment>
        <translation>Текущий квадрат, поворот на %1°. %2</translation>
    </message>
    <message>
        <source>Read the lesson&apos;s card first, then press Next.</source>
        <translation>Сначала прочитайте карточку урока, затем нажмите «Далее».</translation>
    </message>
    <message>
        <source>Your choice waits: end the turn (%1), choose again, or take it back (%2).</source>
        <translation>Ваш выбор ждёт: закончите ход (%1), выберите другое или отмените выбор (%2).</translation>
    </message>
    <message>
        <source>Take the follower back (%1)</source>
        <translation>Забрать подданного (%1)</translation>
    </message>
    <message>
        <source>Choose again among the drawn tiles (%1)</source>
        <translation>Выбрать снова из взятых квадратов (%1)</translation>
    </message>
    <message>
        <source>Pick the tile up again (%1)</source>
        <translation>Забрать квадрат обратно (%1)</translation>
    </message>
    <message>
        <source>End the turn as it stands (%1)</source>
        <translation>Закончить ход как есть (%1)</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the places, %2 confirms, %3: no follower.</source>
        <extracomment>%1, %2, %3: the keys Space, Enter and S</extracomment>
        <translation>С клавиатуры: %1 перебирает места, %2 подтверждает, %3 — без подданного.</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit spots, %2 lays the tile there.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation>С клавиатуры: %1 перебирает подсвеченные места, %2 выкладывает туда квадрат.</translation>
    </message>
</context>
<context>
    <name>TopBar</name>
    <message>
        <source>Fortuna</source>
        <translation>Fortuna</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Новая игра…</translation>
    </message>
    <message>
        <source>Resume the autosaved game</source>
        <translation>Продолжить автосохранённую партию</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Открыть…</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Недавние партии</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Выход</translation>
    </message>
    <message>
        <source>View</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>Centre the board</source>
        <translation>Центрировать поле</translation>
    </message>
    <message>
        <source>Event log</source>
        <translation>Журнал событий</translation>
    </message>
    <message>
        <source>Final scores</source>
        <translation>Итоговый счёт</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>Анимация</translation>
    </message>
    <message>
        <source>Computer players: quick</source>
        <translation>Компьютер: быстро</translation>
    </message>
    <message>
        <source>Computer players: steady</source>
        <translation>Компьютер: размеренно</translation>
    </message>
    <message>
        <source>Computer players: slow</source>
        <translation>Компьютер: медленно</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Справка</translation>
    </message>
    <message>
        <source>The wheel</source>
        <translation>Колесо</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Клавиатура</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Rules help (%1)</source>
        <translation>Справка по правилам (%1)</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Выйти из повтора</translation>
    </message>
    <message>
        <source>Replay this game</source>
        <translation>Посмотреть повтор партии</translation>
    </message>
    <message>
        <source>Tiles in the bag</source>
        <translation>Квадраты в мешке</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Звуковые эффекты</translation>
    </message>
    <message>
        <source>Volume: soft</source>
        <translation>Громкость: тихо</translation>
    </message>
    <message>
        <source>Volume: medium</source>
        <translation>Громкость: средне</translation>
    </message>
    <message>
        <source>Volume: loud</source>
        <translation>Громкость: громко</translation>
    </message>
    <message>
        <source>Follow the computers&apos; tiles</source>
        <translation>Следить за квадратами компьютеров</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Suggest a move (H)</source>
        <translation>Подсказать ход (H)</translation>
    </message>
    <message>
        <source>Rejoin the network game</source>
        <translation>Вернуться в сетевую игру</translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Присоединиться к игре…</translation>
    </message>
    <message>
        <source>Network table…</source>
        <translation>Сетевой стол…</translation>
    </message>
    <message>
        <source>About Fortuna</source>
        <translation>О программе Fortuna</translation>
    </message>
    <message>
        <source>Confirm the end of my turns</source>
        <translation>Подтверждать конец моих ходов</translation>
    </message>
    <message>
        <source>My tables…</source>
        <translation>Мои столы…</translation>
    </message>
    <message>
        <source>Your games…</source>
        <translation>Ваши партии…</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Статистика…</translation>
    </message>
    <message>
        <source>No game file saved or opened yet</source>
        <translation>Файлы партий ещё не сохранялись и не открывались</translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Задачи…</translation>
    </message>
</context>
<context>
    <name>TurnPage</name>
    <message>
        <source>Your turn has four steps, always in this order.</source>
        <translation>Ход состоит из четырёх шагов, всегда в таком порядке.</translation>
    </message>
    <message>
        <source>1. Draw a tile</source>
        <translation>1. Взять квадрат</translation>
    </message>
    <message>
        <source>Take one land tile from the bag, plus one more for each of your fortune tellers on the board, and keep one of them. The Fortune Teller page explains how.</source>
        <translation>Возьмите из мешка один квадрат местности и ещё по одному за каждую свою гадалку в игре, и оставьте себе один из них. Как это делается, объясняет страница «Гадалка».</translation>
    </message>
    <message>
        <source>Take one land tile from the bag.</source>
        <translation>Возьмите из мешка один квадрат местности.</translation>
    </message>
    <message>
        <source>If the tile shows a wheel icon, the wheel turns first: the pig walks, the event of the sector where it stops takes place, and the crown spaces of that sector are scored. Then you go on with the tile.</source>
        <translation>Если на квадрате есть значок колеса, сначала поворачивается колесо: свинья идёт, происходит событие сектора, где она остановилась, и подсчитываются места с короной этого сектора. Затем вы выкладываете этот квадрат как обычно.</translation>
    </message>
    <message>
        <source>2. Place the tile</source>
        <translation>2. Выложить квадрат</translation>
    </message>
    <message>
        <source>Lay the tile so that it touches the landscape and every edge matches its neighbour: city against city, road against road, field against field. You may turn it as you like.</source>
        <translation>Выложите квадрат так, чтобы он касался местности и каждая сторона совпадала с соседней: город к городу, дорога к дороге, поле к полю. Квадрат можно поворачивать как угодно.</translation>
    </message>
    <message>
        <source>A tile that fits nowhere is shown to everyone and put out of the game, and you draw again. If the new tile has a wheel icon, the wheel turns again.</source>
        <translation>Квадрат, который никуда не подходит, показывают всем и убирают из игры, а вы тянете новый. Если на новом квадрате есть значок колеса, колесо поворачивается снова.</translation>
    </message>
    <message>
        <source>3. Deploy a follower</source>
        <translation>3. Выставить подданного</translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, in a cloister as a monk, or on a tent as a fortune teller.</source>
        <translation>Можно выставить одного подданного из запаса на только что выложенный квадрат: на дорогу, в город рыцарем, в поле крестьянином, в монастырь монахом или в шатёр гадалкой.</translation>
    </message>
    <message>
        <source>You may put one follower from your supply on the tile you have just laid: on a road, in a city as a knight, in a field as a farmer, or in a cloister as a monk.</source>
        <translation>Можно выставить одного подданного из запаса на только что выложенный квадрат: на дорогу, в город рыцарем, в поле крестьянином или в монастырь монахом.</translation>
    </message>
    <message>
        <source>The road, city or field must be free: no follower may stand on any part of it, even on other tiles.</source>
        <translation>Дорога, город или поле должны быть свободны: ни на одной их части не должно быть подданных, даже на других квадратах.</translation>
    </message>
    <message>
        <source>Instead, you may put the follower on any free crown space of the wheel. One follower per turn at most, and you may also deploy none.</source>
        <translation>Вместо этого можно поставить подданного на любое свободное место с короной на колесе. Не больше одного подданного за ход, и можно не выставлять ни одного.</translation>
    </message>
    <message>
        <source>4. Score</source>
        <translation>4. Подсчитать очки</translation>
    </message>
    <message>
        <source>Every road, city or cloister that your tile completes is scored at once, and its followers go back to their owners.</source>
        <translation>Каждая дорога, город или монастырь, завершённые вашим квадратом, сразу приносят очки, а их подданные возвращаются к владельцам.</translation>
    </message>
    <message>
        <source>Then each tent that your tile has closed in on all four sides is scored.</source>
        <translation>Затем подсчитывается каждый шатёр, который ваш квадрат окружил со всех четырёх сторон.</translation>
    </message>
    <message>
        <source>End of the game</source>
        <translation>Конец игры</translation>
    </message>
    <message>
        <source>The game ends after the turn in which the last tile is laid or put aside. The final scoring then counts what is still unfinished, and the player with the most points wins. Equal points share the victory.</source>
        <translation>Игра заканчивается после хода, в котором выложен или отложен последний квадрат. Затем финальный подсчёт учитывает всё незавершённое, и побеждает игрок с наибольшим числом очков. При равенстве победа делится.</translation>
    </message>
</context>
<context>
    <name>TutorialCard</name>
    <message>
        <source>Learn to play · step %1 of %2</source>
        <extracomment>the card of the lesson: &quot;Learn to play · step 3 of 16&quot;</extracomment>
        <translation>Научиться играть · шаг %1 из %2</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Выйти из урока</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Play against Easy</source>
        <translation>Сыграть с лёгким компьютером</translation>
    </message>
</context>
<context>
    <name>TutorialLayer</name>
    <message>
        <source>Start the lesson?</source>
        <translation>Начать урок?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. The lesson takes its place.</source>
        <translation>Текущая партия не сохранена. Урок займёт её место.</translation>
    </message>
    <message>
        <source>Start the lesson</source>
        <translation>Начать урок</translation>
    </message>
</context>
<context>
    <name>TutorialResumeDialog</name>
    <message>
        <source>Learn to play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>The lesson is under way, at step %1 of %2. Go on with it, or start it again from the beginning?</source>
        <translation>Урок идёт, шаг %1 из %2. Продолжить его или начать сначала?</translation>
    </message>
    <message>
        <source>You left the lesson before its end. Continue where you left off, or start it again from the beginning?</source>
        <translation>Вы вышли из урока, не закончив его. Продолжить с того же места или начать сначала?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Продолжить</translation>
    </message>
</context>
<context>
    <name>TutorialWords</name>
    <message>
        <source>Welcome! In a few turns against Bruno you will try what the Wheel of Fortune adds to Carcassonne.</source>
        <translation>Добро пожаловать! За несколько ходов против Бруно вы попробуете всё, что Колесо фортуны добавляет в «Каркассон».</translation>
    </message>
    <message>
        <source>The big board in the middle is the wheel: it is also the first tile of the landscape, and the pink pig stands on its Fortune sector. Press Next to begin.</source>
        <translation>Большое поле в центре — это колесо: оно же первый квадрат местности, а розовая свинья стоит на его секторе Фортуна. Нажмите «Далее», чтобы начать.</translation>
    </message>
    <message>
        <source>Your tile is a piece of city with a pennant. Lay it on the lit spot, against the wheel&apos;s city.</source>
        <translation>Ваш квадрат — часть города со щитом. Выложите его на подсвеченное место, вплотную к городу колеса.</translation>
    </message>
    <message>
        <source>Every edge must match its neighbour: city against city, road against road, field against field.</source>
        <translation>Каждая сторона должна совпадать с соседней: город к городу, дорога к дороге, поле к полю.</translation>
    </message>
    <message>
        <source>Now claim the city: click the lit ring to put a follower there. A follower in a city is a knight.</source>
        <translation>Теперь займите город: щёлкните по подсвеченному кольцу, чтобы выставить туда подданного. Подданный в городе — рыцарь.</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn: he lays a road north of the wheel and puts a follower on it.</source>
        <translation>Ход Бруно: он выкладывает дорогу к северу от колеса и ставит на неё подданного.</translation>
    </message>
    <message>
        <source>Your new tile goes on with your city and starts a road. Lay it on the lit spot.</source>
        <translation>Ваш новый квадрат продолжает ваш город и начинает дорогу. Выложите его на подсвеченное место.</translation>
    </message>
    <message>
        <source>Try to put another follower in your city: click the lit ring.</source>
        <translation>Попробуйте выставить ещё одного подданного в свой город: щёлкните по подсвеченному кольцу.</translation>
    </message>
    <message>
        <source>Refused: your knight already holds this city. Put the follower on the road instead: click the lit ring.</source>
        <translation>Отказ: ваш рыцарь уже занимает этот город. Выставьте подданного на дорогу: щёлкните по подсвеченному кольцу.</translation>
    </message>
    <message>
        <source>Bruno drew a tile with a wheel icon 1: before he lays it, the pig walks one sector clockwise, to Taxes, and the event of Taxes takes place.</source>
        <translation>Бруно взял квадрат со значком колеса 1: прежде чем он его выложит, свинья проходит один сектор по часовой стрелке, до Налогов, и происходит событие Налогов.</translation>
    </message>
    <message>
        <source>Taxes pay each knight 1 point per pennant in its city plus 1 per knight of its owner there: your knight earns 2 points. Press Next.</source>
        <translation>Налоги приносят каждому рыцарю 1 очко за каждый щит в его городе и ещё 1 за каждого рыцаря его владельца там: ваш рыцарь получает 2 очка. Нажмите «Далее».</translation>
    </message>
    <message>
        <source>Bruno lays his tile.</source>
        <translation>Бруно выкладывает свой квадрат.</translation>
    </message>
    <message>
        <source>A field with a cloister this time. Lay it on the lit spot, south of the wheel.</source>
        <translation>На этот раз поле с монастырём. Выложите квадрат на подсвеченное место к югу от колеса.</translation>
    </message>
    <message>
        <source>Put one on the lit crown of Famine, the sector after the pig&apos;s.</source>
        <translation>Выставьте одного на подсвеченную корону Голода — следующего сектора после того, где стоит свинья.</translation>
    </message>
    <message>
        <source>Bruno&apos;s tile had a wheel icon 1 again: the pig walked on to Famine. Your follower on its crown scored 3 points and came back to you.</source>
        <translation>На квадрате Бруно снова был значок колеса 1: свинья прошла дальше, до Голода. Ваш подданный на короне Голода получил 3 очка и вернулся к вам.</translation>
    </message>
    <message>
        <source>Famine pays the farmers too, the followers in fields: nobody has one yet. Press Next.</source>
        <translation>Голод платит и крестьянам — подданным на полях: их пока ни у кого нет. Нажмите «Далее».</translation>
    </message>
    <message>
        <source>Your tile shows a wheel icon 3: the pig walked past Storm and Inquisition and stopped on Plague.</source>
        <translation>На вашем квадрате значок колеса 3: свинья прошла Бурю и Инквизицию и остановилась на Чуме.</translation>
    </message>
    <message>
        <source>Click one of your followers.</source>
        <translation>Щёлкните по одному из своих подданных.</translation>
    </message>
    <message>
        <source>Bruno gives back his follower.</source>
        <translation>Бруно возвращает своего подданного.</translation>
    </message>
    <message>
        <source>Now a normal game begins, against Bruno at the Easy level.</source>
        <translation>Теперь начинается обычная партия против Бруно на «лёгком» уровне.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Научиться играть</translation>
    </message>
    <message>
        <source>Lay a tile</source>
        <translation>Выложите квадрат</translation>
    </message>
    <message>
        <source>Claim the city</source>
        <translation>Займите город</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn</source>
        <translation>Ход Бруно</translation>
    </message>
    <message>
        <source>A city and a road</source>
        <translation>Город и дорога</translation>
    </message>
    <message>
        <source>A claim refused</source>
        <translation>Отказ</translation>
    </message>
    <message>
        <source>Claim the road</source>
        <translation>Займите дорогу</translation>
    </message>
    <message>
        <source>The pig walks to Taxes</source>
        <translation>Свинья идёт к Налогам</translation>
    </message>
    <message>
        <source>A crown of the wheel</source>
        <translation>Корона колеса</translation>
    </message>
    <message>
        <source>The crown pays</source>
        <translation>Корона приносит очки</translation>
    </message>
    <message>
        <source>The Plague</source>
        <translation>Чума</translation>
    </message>
    <message>
        <source>Lesson complete</source>
        <translation>Урок пройден</translation>
    </message>
    <message>
        <source>Well done! You have laid tiles, claimed a city, a road and a crown, seen a claim refused, and watched Taxes, a crown and the Plague at work. The rules help (%1) tells the rest.</source>
        <translation>Отлично! Вы выложили квадраты, заняли город, дорогу и корону, увидели отказ и посмотрели, как работают Налоги, корона и Чума. Остальное расскажет справка по правилам (%1).</translation>
    </message>
    <message>
        <source>Press Next to watch Bruno play.</source>
        <translation>Нажмите «Далее», чтобы посмотреть ход Бруно.</translation>
    </message>
    <message>
        <source>Bruno is playing…</source>
        <translation>Бруно ходит…</translation>
    </message>
    <message>
        <source>Keys: %1 goes through the lit places, %2 confirms.</source>
        <extracomment>%1, %2: the keys Space and Enter</extracomment>
        <translation>С клавиатуры: %1 перебирает подсвеченные места, %2 подтверждает.</translation>
    </message>
</context>
<context>
    <name>WheelBanner</name>
    <message>
        <source>%1 drew a wheel tile!</source>
        <translation>%1 тянет квадрат с колесом!</translation>
    </message>
    <message numerus="yes">
        <source>The pig walks %n sector(s) clockwise…</source>
        <translation>
            <numerusform>Свинья проходит %n сектор по часовой стрелке…</numerusform>
            <numerusform>Свинья проходит %n сектора по часовой стрелке…</numerusform>
            <numerusform>Свинья проходит %n секторов по часовой стрелке…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s).</source>
        <translation>
            <numerusform>%1 тянет квадрат с колесом: свинья прошла %n сектор.</numerusform>
            <numerusform>%1 тянет квадрат с колесом: свинья прошла %n сектора.</numerusform>
            <numerusform>%1 тянет квадрат с колесом: свинья прошла %n секторов.</numerusform>
        </translation>
    </message>
    <message>
        <source>crown</source>
        <translation>корона</translation>
    </message>
    <message>
        <source>Nobody scores this time.</source>
        <translation>На этот раз никто не получает очков.</translation>
    </message>
    <message>
        <source>%1 sent a follower home.</source>
        <translation>%1 возвращает подданного в запас.</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>вытянут</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>%1, choose one of your followers on the land: click one ringed in red.</source>
        <translation>%1: выберите одного из своих подданных на местности — щёлкните по обведённому красным.</translation>
    </message>
    <message>
        <source>%1 chooses a follower to send home…</source>
        <translation>%1 выбирает подданного, который вернётся в запас…</translation>
    </message>
</context>
<context>
    <name>WheelBoard</name>
    <message>
        <source>Fortune</source>
        <translation>Фортуна</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Налоги</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Голод</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Буря</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Инквизиция</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Чума</translation>
    </message>
    <message>
        <source>Crown space %1 of %2</source>
        <extracomment>%1: this crown space&apos;s number; %2: how many crown spaces its sector has (1 or 2)</extracomment>
        <translation>Место с короной %1 из %2</translation>
    </message>
    <message>
        <source>The wheel of fortune, six sectors clockwise from the top: Fortune, Taxes, Famine, Storm, Inquisition, Plague. The pig stands on %1.</source>
        <extracomment>the wheel for a screen reader; %1 is the sector the pig stands on</extracomment>
        <translation>Колесо фортуны, шесть секторов по часовой стрелке сверху: Фортуна, Налоги, Голод, Буря, Инквизиция, Чума. Свинья стоит в секторе «%1».</translation>
    </message>
    <message>
        <source>The pig, on %1</source>
        <extracomment>the pig on the wheel, for a screen reader; %1 is a sector</extracomment>
        <translation>Свинья, в секторе «%1»</translation>
    </message>
    <message>
        <source>%1, taken</source>
        <extracomment>a crown space for a screen reader: its sector and whether a follower is on it</extracomment>
        <translation>%1, занято</translation>
    </message>
    <message>
        <source>%1, free</source>
        <translation>%1, свободно</translation>
    </message>
</context>
<context>
    <name>WheelInset</name>
    <message>
        <source>The wheel: the pig walks to %1</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Колесо: свинья идёт к сектору %1</translation>
    </message>
    <message>
        <source>Show the wheel on the board</source>
        <translation>Показать колесо на поле</translation>
    </message>
</context>
<context>
    <name>WheelLegend</name>
    <message>
        <source>Fortune</source>
        <translation>Фортуна</translation>
    </message>
    <message>
        <source>The player scores 3.</source>
        <translation>Игрок, чей ход, получает 3 очка.</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Налоги</translation>
    </message>
    <message>
        <source>Knights earn from their cities.</source>
        <translation>Рыцари приносят очки за свои города.</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Голод</translation>
    </message>
    <message>
        <source>Farmers earn per completed city.</source>
        <translation>Крестьяне получают очки за завершённые города.</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Буря</translation>
    </message>
    <message>
        <source>1 point per follower in supply.</source>
        <translation>1 очко за подданного в запасе.</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Инквизиция</translation>
    </message>
    <message>
        <source>2 points per monk.</source>
        <translation>2 очка за монаха.</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Чума</translation>
    </message>
    <message>
        <source>Everyone loses a follower.</source>
        <translation>Каждый теряет одного подданного.</translation>
    </message>
</context>
<context>
    <name>WheelPage</name>
    <message>
        <source>Nineteen land tiles show a small gold wheel with the number 1, 2 or 3: eleven show a 1, five a 2 and three a 3.</source>
        <translation>На девятнадцати квадратах местности есть маленькое золотое колесо с цифрой 1, 2 или 3: на одиннадцати — 1, на пяти — 2 и на трёх — 3.</translation>
    </message>
    <message>
        <source>When you draw such a tile, set it aside for a moment and move the pig clockwise around the wheel, one sector per step, as many sectors as the number says.</source>
        <translation>Вытянув такой квадрат, отложите его ненадолго и передвиньте свинью по часовой стрелке на столько секторов, сколько указано цифрой, по одному сектору за шаг.</translation>
    </message>
    <message>
        <source>The six sectors</source>
        <translation>Шесть секторов</translation>
    </message>
    <message>
        <source>Clockwise from the top, the sectors are Fortune, Taxes, Famine, Storm, Inquisition and Plague. After Plague the pig comes back to Fortune.</source>
        <translation>По часовой стрелке, начиная сверху, идут сектора Фортуна, Налоги, Голод, Буря, Инквизиция и Чума. После Чумы свинья возвращается на Фортуну.</translation>
    </message>
    <message>
        <source>Only the sector where the pig stops takes effect; the sectors it walks through do nothing. Fortune rewards only the player whose turn it is, the other five events concern every player.</source>
        <translation>Действует только сектор, где свинья остановилась; сектора, через которые она проходит, ничего не делают. Фортуна награждает только игрока, чей сейчас ход, остальные пять событий касаются всех игроков.</translation>
    </message>
    <message>
        <source>What happens, in order</source>
        <translation>Что происходит, по порядку</translation>
    </message>
    <message>
        <source>The pig walks.</source>
        <translation>Свинья идёт.</translation>
    </message>
    <message>
        <source>The event of the sector where it stops takes place.</source>
        <translation>Происходит событие сектора, где она остановилась.</translation>
    </message>
    <message>
        <source>The crown spaces of that sector are scored, and their followers go home.</source>
        <translation>Подсчитываются места с короной этого сектора, и их подданные возвращаются в запас.</translation>
    </message>
    <message>
        <source>You place the tile and carry on with your turn.</source>
        <translation>Вы выкладываете квадрат и продолжаете ход.</translation>
    </message>
    <message>
        <source>The event happens as soon as the tile is drawn. If the tile then fits nowhere, the event still stands.</source>
        <translation>Событие происходит, как только квадрат вытянут. Если потом квадрат никуда не подходит, событие всё равно остаётся в силе.</translation>
    </message>
    <message>
        <source>With fortune tellers you may draw several tiles: only the icon of the tile you keep counts, and the tiles you put back do not move the pig.</source>
        <translation>С гадалками можно тянуть несколько квадратов: учитывается только значок оставленного квадрата, а возвращённые квадраты свинью не двигают.</translation>
    </message>
    <message>
        <source>The pig stands on Famine and you draw a tile with a 3. The pig walks to Storm, then Inquisition, and stops on Plague. The plague strikes, the followers on the Plague crown spaces score, and then you lay your tile.</source>
        <translation>Свинья стоит на Голоде, и вы тянете квадрат с цифрой 3. Свинья проходит Бурю, затем Инквизицию и останавливается на Чуме. Приходит чума, подданные на местах с короной Чумы приносят очки, а затем вы выкладываете квадрат.</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>Fortune</source>
        <translation>Фортуна</translation>
    </message>
    <message>
        <source>Taxes</source>
        <translation>Налоги</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Голод</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Буря</translation>
    </message>
    <message>
        <source>Inquisition</source>
        <translation>Инквизиция</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>Чума</translation>
    </message>
    <message>
        <source>The player whose turn it is scores 3 points.</source>
        <translation>Игрок, чей сейчас ход, получает 3 очка.</translation>
    </message>
    <message>
        <source>Every knight earns its owner 1 point per pennant in its city plus 1 per knight of that owner there.</source>
        <translation>Каждый рыцарь приносит владельцу 1 очко за каждый щит в своём городе и ещё 1 за каждого рыцаря этого владельца там же.</translation>
    </message>
    <message>
        <source>On each farm, the players with most farmers score 1 point per farmer for every completed city next to it.</source>
        <translation>На каждом поле игроки, у которых больше всего крестьян, получают по 1 очку за каждого крестьянина за каждый завершённый город у этого поля.</translation>
    </message>
    <message>
        <source>Every farmer scores 1 point for each completed city next to its farm.</source>
        <translation>Каждый крестьянин приносит 1 очко за каждый завершённый город у своего поля.</translation>
    </message>
    <message>
        <source>Every player scores 1 point per follower in their supply.</source>
        <translation>Каждый игрок получает 1 очко за каждого подданного в своём запасе.</translation>
    </message>
    <message>
        <source>Every monk earns its owner 2 points.</source>
        <translation>Каждый монах приносит владельцу 2 очка.</translation>
    </message>
    <message>
        <source>Every player must send one follower from the land back to their supply.</source>
        <translation>Каждый игрок должен вернуть в запас одного подданного с местности.</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Красный</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Синий</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Зелёный</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Жёлтый</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрный</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Дорога</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Город</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>Монастырь</translation>
    </message>
    <message>
        <source>Fortune teller&apos;s tent</source>
        <translation>Шатёр гадалки</translation>
    </message>
    <message>
        <source>Thief on the road</source>
        <translation>Разбойник на дороге</translation>
    </message>
    <message>
        <source>Knight in the city</source>
        <translation>Рыцарь в городе</translation>
    </message>
    <message>
        <source>Farmer in the field</source>
        <translation>Крестьянин в поле</translation>
    </message>
    <message>
        <source>Monk in the cloister</source>
        <translation>Монах в монастыре</translation>
    </message>
    <message>
        <source>Fortune teller in the tent</source>
        <translation>Гадалка в шатре</translation>
    </message>
    <message>
        <source>Roads</source>
        <translation>Дороги</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Города</translation>
    </message>
    <message>
        <source>Cloisters</source>
        <translation>Монастыри</translation>
    </message>
    <message>
        <source>Farms</source>
        <translation>Поля</translation>
    </message>
    <message>
        <source>Crowns</source>
        <translation>Короны</translation>
    </message>
    <message>
        <source>Tents</source>
        <translation>Шатры</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer · random</source>
        <translation>Компьютер · случайный</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation>Компьютер · лёгкий</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation>Компьютер · средний</translation>
    </message>
    <message>
        <source>Computer · strong</source>
        <translation>Компьютер · сильный</translation>
    </message>
    <message>
        <source>Computer · %1</source>
        <extracomment>%1: the computer level (Novice ... Easy, Normal, Strong ... Master)</extracomment>
        <translation>Компьютер · %1</translation>
    </message>
    <message>
        <source>Base game + wheel tiles (91)</source>
        <translation>Базовая игра + квадраты колеса (91)</translation>
    </message>
    <message>
        <source>The Wheel of Fortune (72 tiles)</source>
        <translation>Колесо фортуны (72 квадрата)</translation>
    </message>
    <message>
        <source>%1 drew a tile that fits nowhere; it is put aside.</source>
        <translation>%1 тянет квадрат, который никуда не подходит; его откладывают в сторону.</translation>
    </message>
    <message>
        <source>%1 loses a thief on a road to the plague.</source>
        <translation>%1: чума забирает разбойника с дороги.</translation>
    </message>
    <message>
        <source>%1 loses a knight in a city to the plague.</source>
        <translation>%1: чума забирает рыцаря из города.</translation>
    </message>
    <message>
        <source>%1 loses a farmer to the plague.</source>
        <translation>%1: чума забирает крестьянина.</translation>
    </message>
    <message>
        <source>%1 loses a monk to the plague.</source>
        <translation>%1: чума забирает монаха.</translation>
    </message>
    <message>
        <source>%1 loses a fortune teller to the plague.</source>
        <translation>%1: чума забирает гадалку.</translation>
    </message>
    <message>
        <source>%1 loses a follower to the plague.</source>
        <translation>%1: чума забирает подданного.</translation>
    </message>
    <message numerus="yes">
        <source>A road of %n tile(s) is complete.</source>
        <translation>
            <numerusform>Завершена дорога из %n квадрата.</numerusform>
            <numerusform>Завершена дорога из %n квадратов.</numerusform>
            <numerusform>Завершена дорога из %n квадратов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A city of %n tile(s) is complete.</source>
        <translation>
            <numerusform>Завершён город из %n квадрата.</numerusform>
            <numerusform>Завершён город из %n квадратов.</numerusform>
            <numerusform>Завершён город из %n квадратов.</numerusform>
        </translation>
    </message>
    <message>
        <source>A cloister is complete.</source>
        <translation>Завершён монастырь.</translation>
    </message>
    <message>
        <source>A feature is complete.</source>
        <translation>Завершён объект.</translation>
    </message>
    <message>
        <source>A fortune teller&apos;s tent is surrounded.</source>
        <translation>Шатёр гадалки окружён.</translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished road of %n tile(s).</source>
        <translation>
            <numerusform>Финальный подсчёт: незавершённая дорога из %n квадрата.</numerusform>
            <numerusform>Финальный подсчёт: незавершённая дорога из %n квадратов.</numerusform>
            <numerusform>Финальный подсчёт: незавершённая дорога из %n квадратов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Final scoring: an unfinished city of %n tile(s).</source>
        <translation>
            <numerusform>Финальный подсчёт: незавершённый город из %n квадрата.</numerusform>
            <numerusform>Финальный подсчёт: незавершённый город из %n квадратов.</numerusform>
            <numerusform>Финальный подсчёт: незавершённый город из %n квадратов.</numerusform>
        </translation>
    </message>
    <message>
        <source>Final scoring: an unfinished cloister.</source>
        <translation>Финальный подсчёт: незавершённый монастырь.</translation>
    </message>
    <message>
        <source>Final scoring: a farm.</source>
        <translation>Финальный подсчёт: поле.</translation>
    </message>
    <message>
        <source>Final scoring.</source>
        <translation>Финальный подсчёт.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message numerus="yes">
        <source>%1 drew a wheel tile: the pig walked %n sector(s) to %2.</source>
        <translation>
            <numerusform>%1 тянет квадрат с колесом: свинья проходит %n сектор и встаёт на «%2».</numerusform>
            <numerusform>%1 тянет квадрат с колесом: свинья проходит %n сектора и встаёт на «%2».</numerusform>
            <numerusform>%1 тянет квадрат с колесом: свинья проходит %n секторов и встаёт на «%2».</numerusform>
        </translation>
    </message>
    <message>
        <source>The crown spaces of %1 score; their followers go back to their owners.</source>
        <extracomment>%1: a sector&apos;s name</extracomment>
        <translation>Места с короной сектора «%1» приносят очки; их подданные возвращаются в запас владельцев.</translation>
    </message>
    <message>
        <source>%1 kept one tile of the Fortune Teller&apos;s draw.</source>
        <translation>%1 оставляет себе один из квадратов, вытянутых благодаря гадалке.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a follower on a crown space of %2.</source>
        <extracomment>%1: a player&apos;s name; %2: a sector&apos;s name</extracomment>
        <translation>%1 выкладывает квадрат и выставляет подданного на место с короной сектора «%2».</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a thief on the road.</source>
        <extracomment>%1: a player&apos;s name. One sentence for two acts: the tile is laid, the follower is put on the road</extracomment>
        <translation>%1 выкладывает квадрат и выставляет разбойника на дорогу.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a knight in the city.</source>
        <translation>%1 выкладывает квадрат и выставляет рыцаря в город.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a farmer in the field.</source>
        <translation>%1 выкладывает квадрат и выставляет крестьянина в поле.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a monk in the cloister.</source>
        <translation>%1 выкладывает квадрат и выставляет монаха в монастырь.</translation>
    </message>
    <message>
        <source>%1 laid a tile and put a fortune teller in the tent.</source>
        <translation>%1 выкладывает квадрат и выставляет гадалку в шатёр.</translation>
    </message>
    <message>
        <source>%1 laid a tile.</source>
        <translation>%1 выкладывает квадрат.</translation>
    </message>
    <message>
        <source>Plays any legal move at random; answers at once.</source>
        <translation>Делает случайный допустимый ход; отвечает сразу.</translation>
    </message>
    <message>
        <source>Takes the points in sight, with some slips; answers at once.</source>
        <translation>Берёт очки, которые видит, иногда ошибается; отвечает сразу.</translation>
    </message>
    <message>
        <source>Weighs each move by what it may still score; thinks a few milliseconds.</source>
        <translation>Оценивает каждый ход по очкам, которые он ещё может принести; думает несколько миллисекунд.</translation>
    </message>
    <message>
        <source>Plays out likely futures of its best moves; thinks for up to a second per move.</source>
        <translation>Разыгрывает вероятные продолжения лучших ходов; думает до секунды над каждым ходом.</translation>
    </message>
    <message>
        <source>Take drawn tile %1.</source>
        <extracomment>%1: the drawn tile&apos;s position among those the Fortune Teller drew, counted from 1</extracomment>
        <translation>Возьмите вытянутый квадрат № %1.</translation>
    </message>
    <message>
        <source>Remote player (network)</source>
        <translation>Удалённый игрок (сеть)</translation>
    </message>
    <message>
        <source>A friend on another computer takes this seat: Host this game shows how.</source>
        <translation>Это место займёт друг с другого компьютера: как это сделать, покажет «Открыть стол».</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n point(s).</source>
        <extracomment>points won, after a sentence of the event log: &quot;Ana: 8 points&quot; (the log shows &quot;Ana +8&quot;)</extracomment>
        <translation>
            <numerusform>%1: %n очко.</numerusform>
            <numerusform>%1: %n очка.</numerusform>
            <numerusform>%1: %n очков.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: give back the follower in the frame tagged “Hint”. %1 does it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>Подсказка: верните подданного из рамки с меткой «Подсказка». %1 сделает это.</translation>
    </message>
    <message>
        <source>Hint: lay the tile in the frame tagged “Hint”.</source>
        <translation>Подсказка: выложите квадрат в рамку с меткой «Подсказка».</translation>
    </message>
    <message>
        <source>Follower: a crown space of %1.</source>
        <extracomment>%1: a sector&apos;s name (Fortune, Taxes, Famine…)</extracomment>
        <translation>Подданный: место с короной сектора «%1».</translation>
    </message>
    <message>
        <source>Follower: %1.</source>
        <extracomment>%1: what the follower becomes, e.g. &quot;Thief on the road&quot;</extracomment>
        <translation>Подданный: %1.</translation>
    </message>
    <message>
        <source>Keep your followers this turn.</source>
        <translation>В этот ход оставьте подданных в запасе.</translation>
    </message>
    <message numerus="yes">
        <source>This move should gain you about %n point(s) over the others.</source>
        <translation>
            <numerusform>Этот ход должен дать вам около %n очка преимущества над остальными.</numerusform>
            <numerusform>Этот ход должен дать вам около %n очка преимущества над остальными.</numerusform>
            <numerusform>Этот ход должен дать вам около %n очка преимущества над остальными.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No move gains points here: this one should lose the fewest, about %n.</source>
        <translation>
            <numerusform>Ни один ход здесь не приносит очков: этот должен потерять меньше всех, около %n.</numerusform>
            <numerusform>Ни один ход здесь не приносит очков: этот должен потерять меньше всех, около %n.</numerusform>
            <numerusform>Ни один ход здесь не приносит очков: этот должен потерять меньше всех, около %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>This move should keep your standing against the others.</source>
        <translation>Этот ход должен сохранить ваше положение относительно остальных.</translation>
    </message>
    <message>
        <source>%1 plays it.</source>
        <extracomment>%1: the name of the Enter key</extracomment>
        <translation>%1 — сыграть его.</translation>
    </message>
    <message>
        <source>A first game&apos;s opponent: grabs the points in sight and often misjudges them; answers at once.</source>
        <translation>Соперник для первой партии: берёт очки, которые видит, и часто ошибается в их оценке; отвечает сразу.</translation>
    </message>
    <message>
        <source>Grabs the points in sight, with many slips; answers at once.</source>
        <translation>Берёт очки, которые видит, часто ошибаясь; отвечает сразу.</translation>
    </message>
    <message>
        <source>Weighs each move with the judgement of many two-player games; thinks a few milliseconds.</source>
        <translation>Взвешивает каждый ход с опытом многих партий вдвоём; думает несколько миллисекунд.</translation>
    </message>
    <message>
        <source>Plays out a few dozen futures of its best moves; thinks a fraction of a second.</source>
        <translation>Разыгрывает несколько десятков продолжений лучших ходов; думает долю секунды.</translation>
    </message>
    <message>
        <source>Plays out more futures of more moves; thinks for up to three seconds per move.</source>
        <translation>Разыгрывает больше продолжений большего числа ходов; думает до трёх секунд над каждым ходом.</translation>
    </message>
    <message>
        <source>Computer · novice</source>
        <translation>Компьютер · новичок</translation>
    </message>
    <message>
        <source>Computer · beginner</source>
        <translation>Компьютер · начинающий</translation>
    </message>
    <message>
        <source>Computer · casual</source>
        <translation>Компьютер · любитель</translation>
    </message>
    <message>
        <source>Computer · intermediate</source>
        <translation>Компьютер · уверенный</translation>
    </message>
    <message>
        <source>Computer · skilled</source>
        <translation>Компьютер · умелый</translation>
    </message>
    <message>
        <source>Computer · advanced</source>
        <translation>Компьютер · продвинутый</translation>
    </message>
    <message>
        <source>Computer · master</source>
        <translation>Компьютер · мастер</translation>
    </message>
    <message>
        <source>Thinks ahead a little and slips now and then (against one player, forgets the farms); answers at once.</source>
        <translation>Немного думает наперёд и иногда ошибается (против одного игрока забывает о полях); отвечает сразу.</translation>
    </message>
    <message>
        <source>Thinks ahead, with small slips (against one player, forgets the farms); answers at once.</source>
        <translation>Думает наперёд, с небольшими ошибками (против одного игрока забывает о полях); отвечает сразу.</translation>
    </message>
</context>
<context>
    <name>YourGamesDialog</name>
    <message>
        <source>Delete this game?</source>
        <translation>Удалить эту партию?</translation>
    </message>
    <message>
        <source>The game of %1 leaves your games for good.</source>
        <translation>Партия от %1 будет удалена из ваших партий навсегда.</translation>
    </message>
    <message>
        <source>Delete it</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Your games</source>
        <translation>Ваши партии</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Won or lost</source>
        <translation>Победы и поражения</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Сыграны</translation>
    </message>
    <message>
        <source>At any time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>In the last 7 days</source>
        <translation>За последние 7 дней</translation>
    </message>
    <message>
        <source>In the last 30 days</source>
        <translation>За последние 30 дней</translation>
    </message>
    <message>
        <source>In the last year</source>
        <translation>За последний год</translation>
    </message>
    <message>
        <source>No finished game yet. Each game you finish on this computer comes here; Import adds games you saved.</source>
        <translation>Завершённых партий пока нет. Каждая партия, доигранная на этом компьютере, попадает сюда; «Импорт» добавляет сохранённые партии.</translation>
    </message>
    <message>
        <source>No game matches these filters.</source>
        <translation>Нет партий, подходящих под эти фильтры.</translation>
    </message>
    <message>
        <source>%1 · %2 · analysed</source>
        <translation>%1 · %2 · разобрана</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Повтор</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Разобрать</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Импорт…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Import saved games</source>
        <translation>Импорт сохранённых партий</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Статистика…</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n game(s)</source>
        <extracomment>%1 games shown, %n games in all (&quot;3 of 10 games&quot;)</extracomment>
        <translation>
            <numerusform>%1 из %n партии</numerusform>
            <numerusform>%1 из %n партий</numerusform>
            <numerusform>%1 из %n партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Puzzles…</source>
        <translation>Задачи…</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameAnalysis</name>
    <message>
        <source>There is nothing to analyse yet: no turn has been played.</source>
        <translation>Пока нечего разбирать: не сыграно ни одного хода.</translation>
    </message>
    <message>
        <source>This game cannot be analysed: %1</source>
        <translation>Эту партию нельзя разобрать: %1</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GameController</name>
    <message>
        <source>A game needs 2 to 5 players.</source>
        <translation>Для игры нужно от 2 до 5 игроков.</translation>
    </message>
    <message>
        <source>Unknown computer level &quot;%1&quot;.</source>
        <translation>Неизвестный уровень компьютера «%1».</translation>
    </message>
    <message>
        <source>No game is running.</source>
        <translation>Нет начатой партии.</translation>
    </message>
    <message>
        <source>Wait until the pig has finished walking.</source>
        <translation>Подождите, пока свинья закончит свой путь.</translation>
    </message>
    <message>
        <source>It is a computer player&apos;s turn.</source>
        <translation>Сейчас ход компьютерного игрока.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Games can only be saved to local files, not to %1.</source>
        <translation>Партии можно сохранять только в локальные файлы, а не в %1.</translation>
    </message>
    <message>
        <source>Cannot save %1: %2</source>
        <extracomment>%1: a file name; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is larger than 64 MiB, far too large for a saved game.</source>
        <translation>Не удалось открыть %1: файл больше 64 МиБ — слишком много для сохранённой партии.</translation>
    </message>
    <message>
        <source>Cannot open %1: players[%2].ai: unknown computer level &quot;%3&quot;.</source>
        <translation>Не удалось открыть %1: players[%2].ai: неизвестный уровень компьютера «%3».</translation>
    </message>
    <message>
        <source>Games can only be opened from local files, not from %1.</source>
        <translation>Партии можно открывать только из локальных файлов, а не из %1.</translation>
    </message>
    <message>
        <source>Fortuna %1</source>
        <translation>Fortuna %1</translation>
    </message>
    <message>
        <source>Fortuna games (*.fortuna)</source>
        <translation>Партии Fortuna (*.fortuna)</translation>
    </message>
    <message>
        <source>Game records (*.fortuna *.json)</source>
        <translation>Записи партий (*.fortuna *.json)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Cannot write the autosave %1: %2</source>
        <translation>Не удалось записать автосохранение %1: %2</translation>
    </message>
    <message>
        <source>There is no autosaved game to resume.</source>
        <translation>Нет автосохранённой партии, которую можно продолжить.</translation>
    </message>
    <message>
        <source>The autosaved game is already over.</source>
        <translation>Автосохранённая партия уже окончена.</translation>
    </message>
    <message>
        <source>The game setup is incomplete: %1 is missing.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;players[2].name&quot;</extracomment>
        <translation>Настройка партии неполна: отсутствует %1.</translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 cannot be %2.</source>
        <extracomment>%1: the setting&apos;s path in the game record, e.g. &quot;rules.famine&quot;; %2: the raw value given</extracomment>
        <translation>Настройка партии неверна: %1 не может быть %2.</translation>
    </message>
    <message>
        <source>The game setup is wrong: %1 is wrong.</source>
        <extracomment>%1: the setting&apos;s path in the game record</extracomment>
        <translation>Настройка партии неверна: %1 указано неверно.</translation>
    </message>
    <message>
        <source>The game setup is not a Fortuna game header.</source>
        <translation>Настройка партии не является заголовком партии Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file is empty.</source>
        <translation>Не удалось открыть %1: файл пуст.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is incomplete or damaged.</source>
        <translation>Не удалось открыть %1: сохранённая партия неполна или повреждена.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game, or it is damaged.</source>
        <translation>Не удалось открыть %1: это не сохранённая партия Fortuna, или файл повреждён.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a Fortuna saved game.</source>
        <translation>Не удалось открыть %1: это не сохранённая партия Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: it was saved by a newer version of Fortuna.</source>
        <translation>Не удалось открыть %1: партия сохранена более новой версией Fortuna.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is missing.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record</extracomment>
        <translation>Не удалось открыть %1: сохранённая партия повреждена: отсутствует %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 cannot be %3.</source>
        <extracomment>%1: a file name; %2: a field&apos;s path in the record, e.g. &quot;turns[3].place.at&quot;; %3: the raw value found</extracomment>
        <translation>Не удалось открыть %1: сохранённая партия повреждена: %2 не может быть %3.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged: %2 is wrong.</source>
        <translation>Не удалось открыть %1: сохранённая партия повреждена: %2 указано неверно.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game is damaged.</source>
        <translation>Не удалось открыть %1: сохранённая партия повреждена.</translation>
    </message>
    <message>
        <source>Cannot open %1: the saved game holds a move that the rules do not allow (turn %2).</source>
        <translation>Не удалось открыть %1: в сохранённой партии есть ход, запрещённый правилами (ход %2).</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder.</source>
        <translation>Не удалось открыть %1: это папка.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file does not exist.</source>
        <translation>Не удалось открыть %1: файл не существует.</translation>
    </message>
    <message>
        <source>Cannot open %1: you may not read it.</source>
        <translation>Не удалось открыть %1: у вас нет прав на его чтение.</translation>
    </message>
    <message>
        <source>Cannot open %1: the file cannot be read.</source>
        <translation>Не удалось открыть %1: файл не удаётся прочитать.</translation>
    </message>
    <message>
        <source>Cannot open %1: the rules do not allow the setup of this game.</source>
        <translation>Не удалось открыть %1: правила не допускают начальные условия этой партии.</translation>
    </message>
    <message>
        <source>Cannot open %1: turn %2 breaks the rules: %3</source>
        <extracomment>%1: a file name; %2: a turn number; %3: the rules&apos; reason, a whole sentence</extracomment>
        <translation>Не удалось открыть %1: ход %2 нарушает правила: %3</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>папки %1 не существует</translation>
    </message>
    <message>
        <source>%1 is not a folder</source>
        <translation>%1 — не папка</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>you may not write there</source>
        <translation>у вас нет права записи в это место</translation>
    </message>
    <message>
        <source>the disk may be full</source>
        <translation>возможно, диск заполнен</translation>
    </message>
    <message>
        <source>no file name was given</source>
        <translation>имя файла не указано</translation>
    </message>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>не удаётся создать папку %1</translation>
    </message>
    <message>
        <source>This is a replay: leave it to play.</source>
        <translation>Это повтор: выйдите из него, чтобы играть.</translation>
    </message>
    <message>
        <source>Unknown sector %1.</source>
        <translation>Неизвестный сектор: %1.</translation>
    </message>
    <message>
        <source>Waiting for %1: it is not your turn.</source>
        <extracomment>%1: the name of the player who acts now</extracomment>
        <translation>Ждём: %1 — сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>The game sent by the server cannot be shown: %1</source>
        <translation>Игру, присланную сервером, нельзя показать: %1</translation>
    </message>
    <message>
        <source>The server sent a move that cannot be read.</source>
        <translation>Сервер прислал ход, который нельзя прочитать.</translation>
    </message>
    <message>
        <source>This window no longer follows the server&apos;s game.</source>
        <translation>Это окно больше не следует за игрой на сервере.</translation>
    </message>
    <message>
        <source>Choice %1 is not offered now.</source>
        <extracomment>%1: a drawn tile&apos;s position, counted from 1</extracomment>
        <translation>Вариант %1 сейчас недоступен.</translation>
    </message>
    <message>
        <source>There is no such decision in the analysis.</source>
        <translation>В разборе нет такого решения.</translation>
    </message>
    <message>
        <source>Nothing to take back: the last move of this turn was random (a draw or the pig&apos;s walk).</source>
        <translation>Нечего забирать: последнее действие этого хода было случайным (взятие квадрата или шаги свиньи).</translation>
    </message>
    <message>
        <source>Choose where your follower goes (or no follower) first.</source>
        <translation>Сначала выберите, куда идёт ваш подданный (или без подданного).</translation>
    </message>
    <message>
        <source>This game is played without aids: no hints.</source>
        <translation>Эта партия играется без помощи: подсказок нет.</translation>
    </message>
    <message>
        <source>This game is played without aids: it can be analysed once it is over.</source>
        <translation>Эта партия играется без помощи: её можно будет разобрать после окончания.</translation>
    </message>
    <message>
        <source>This game is no longer in your games.</source>
        <translation>Этой партии больше нет среди ваших партий.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>эта партия</translation>
    </message>
    <message>
        <source>Cannot open this game: %1</source>
        <translation>Не удаётся открыть эту партию: %1</translation>
    </message>
    <message>
        <source>No hints in a puzzle: the move is yours to find.</source>
        <translation>В задаче подсказок нет: ход нужно найти самому.</translation>
    </message>
    <message>
        <source>This puzzle is no longer in your games.</source>
        <translation>Этой задачи больше нет в ваших партиях.</translation>
    </message>
    <message>
        <source>No puzzle is being played.</source>
        <translation>Сейчас нет задачи.</translation>
    </message>
    <message>
        <source>Answer the puzzle first.</source>
        <translation>Сначала ответьте на задачу.</translation>
    </message>
    <message>
        <source>No puzzle is left to solve. Analyse another game for more.</source>
        <translation>Нерешённых задач не осталось. Сделайте разбор ещё одной партии, чтобы получить новые.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::GamesModel</name>
    <message>
        <source>People</source>
        <translation>Люди</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Обычные правила</translation>
    </message>
    <message>
        <source>base game tiles</source>
        <translation>квадраты базовой игры</translation>
    </message>
    <message>
        <source>Fortune Teller</source>
        <translation>Гадалка</translation>
    </message>
    <message>
        <source>famine by majority</source>
        <translation>голод по большинству</translation>
    </message>
    <message>
        <source>another start tile</source>
        <translation>другой стартовый квадрат</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>a player in the list of your games: %1 the name, %2 the score</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (%2) %3</source>
        <extracomment>a computer player in the list of your games: %1 the name, %2 the level, %3 the score</extracomment>
        <translation>%1 (%2) %3</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победа</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Поражение</translation>
    </message>
    <message>
        <source>%1. %2. %3. %4.</source>
        <extracomment>a game in the list of your games, for a screen reader: %1 the date, %2 won or lost, %3 the players and their scores, %4 the rules</extracomment>
        <translation>%1. %2. %3. %4.</translation>
    </message>
    <message>
        <source>Analysed.</source>
        <translation>Разобрана.</translation>
    </message>
    <message>
        <source>Any opponent</source>
        <translation>Любой соперник</translation>
    </message>
    <message>
        <source>Any rules</source>
        <translation>Любые правила</translation>
    </message>
    <message>
        <source>Your games cannot be read.</source>
        <translation>Не удаётся прочитать ваши партии.</translation>
    </message>
    <message>
        <source>The game could not be deleted.</source>
        <translation>Не удалось удалить партию.</translation>
    </message>
    <message>
        <source>%1 is a game not yet finished: only finished games go into your games.</source>
        <extracomment>%1: a file name</extracomment>
        <translation>%1 — партия ещё не доиграна: в ваши партии попадают только завершённые.</translation>
    </message>
    <message>
        <source>%1 could not be added to your games.</source>
        <translation>Не удалось добавить %1 в ваши партии.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) imported.</source>
        <translation>
            <numerusform>Импортирована %n партия.</numerusform>
            <numerusform>Импортировано %n партии.</numerusform>
            <numerusform>Импортировано %n партий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) already in your games.</source>
        <translation>
            <numerusform>%n партия уже есть среди ваших партий.</numerusform>
            <numerusform>%n партии уже есть среди ваших партий.</numerusform>
            <numerusform>%n партий уже есть среди ваших партий.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fortuna::model::MyTables</name>
    <message>
        <source>It is your turn at table %1.</source>
        <translation>Ваш ход за столом %1.</translation>
    </message>
    <message>
        <source>Asking the server…</source>
        <translation>Запрашиваем сервер…</translation>
    </message>
    <message>
        <source>This server cannot tell whose turn it is.</source>
        <translation>Этот сервер не умеет сообщать, чей сейчас ход.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Не удалось связаться с сервером.</translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation>Сервер не ответил.</translation>
    </message>
    <message>
        <source>The server no longer has this table (or your seat).</source>
        <translation>На сервере больше нет этого стола (или вашего места).</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>Waiting for the players to join…</source>
        <translation>Ждём, пока игроки присоединятся…</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Ваш ход!</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Ждём: %1…</translation>
    </message>
    <message>
        <source>Waiting…</source>
        <translation>Ожидание…</translation>
    </message>
    <message>
        <source>Fortuna: your turn</source>
        <translation>Fortuna: ваш ход</translation>
    </message>
    <message>
        <source>It is your turn at table %1, against %2.</source>
        <extracomment>%1: the table&apos;s code; %2: the other players&apos; names, separated by commas</extracomment>
        <translation>Ваш ход за столом %1; соперники: %2.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <extracomment>the action of the desktop notification of a turn (clicking it does the same)</extracomment>
        <translation>Открыть стол</translation>
    </message>
</context>
<context>
    <name>fortuna::model::NetSession</name>
    <message>
        <source>Waiting for the players to join…</source>
        <translation>Ждём, пока игроки присоединятся…</translation>
    </message>
    <message>
        <source>Every seat is taken: start when you are ready.</source>
        <translation>Все места заняты: начинайте, когда будете готовы.</translation>
    </message>
    <message>
        <source>Waiting for the host to start the game…</source>
        <translation>Ждём, пока хозяин начнёт игру…</translation>
    </message>
    <message>
        <source>The host closed the table: the game has ended.</source>
        <translation>Хозяин закрыл стол: игра окончена.</translation>
    </message>
    <message>
        <source>The connection to the host was lost: reconnecting…</source>
        <translation>Связь с хозяином потеряна: переподключение…</translation>
    </message>
    <message>
        <source>Leave the current network game first.</source>
        <translation>Сначала выйдите из текущей сетевой игры.</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Порт должен быть числом от 1 до 65535.</translation>
    </message>
    <message numerus="yes">
        <source>The password is too long (at most %n character(s)).</source>
        <translation>
            <numerusform>Пароль слишком длинный (не больше %n символа).</numerusform>
            <numerusform>Пароль слишком длинный (не больше %n символов).</numerusform>
            <numerusform>Пароль слишком длинный (не больше %n символов).</numerusform>
        </translation>
    </message>
    <message>
        <source>The rules of this setup cannot be read.</source>
        <translation>Не удаётся прочитать правила этой настройки.</translation>
    </message>
    <message>
        <source>Open at least one seat to a remote player to host a game.</source>
        <translation>Чтобы открыть стол, отдайте хотя бы одно место удалённому игроку.</translation>
    </message>
    <message>
        <source>Cannot host on port %1: %2</source>
        <extracomment>%1: a port number; %2: the system&apos;s reason (may be in English)</extracomment>
        <translation>Не удаётся открыть стол на порту %1: %2</translation>
    </message>
    <message>
        <source>Type the host&apos;s address (a name or an IP address).</source>
        <translation>Введите адрес хозяина (имя или IP-адрес).</translation>
    </message>
    <message>
        <source>A table code has 8 letters and digits.</source>
        <translation>Код стола состоит из 8 букв и цифр.</translation>
    </message>
    <message numerus="yes">
        <source>Type your name (at most %n character(s)).</source>
        <translation>
            <numerusform>Введите своё имя (не больше %n символа).</numerusform>
            <numerusform>Введите своё имя (не больше %n символов).</numerusform>
            <numerusform>Введите своё имя (не больше %n символов).</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Подключение к %1…</translation>
    </message>
    <message>
        <source>There is no table to rejoin.</source>
        <translation>Нет стола, к которому можно вернуться.</translation>
    </message>
    <message>
        <source>Only the host starts the game.</source>
        <translation>Начинает игру только хозяин.</translation>
    </message>
    <message>
        <source>Wait until every seat is taken.</source>
        <translation>Подождите, пока все места будут заняты.</translation>
    </message>
    <message>
        <source>Only the host can hand a seat to a computer.</source>
        <translation>Только хозяин может передать место компьютеру.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>Not connected to the table: wait until the connection is back.</source>
        <translation>Нет связи со столом: подождите, пока она восстановится.</translation>
    </message>
    <message>
        <source>This link is not fortuna://address:port/CODE with a table code of 8 letters and digits.</source>
        <translation>Ссылка должна иметь вид fortuna://адрес:порт/КОД, где КОД — 8 букв и цифр.</translation>
    </message>
    <message>
        <source>This server speaks another version of the Fortuna protocol (%1).</source>
        <translation>Этот сервер использует другую версию протокола Fortuna (%1).</translation>
    </message>
    <message>
        <source>The server is full: try again later.</source>
        <translation>Сервер переполнен: попробуйте позже.</translation>
    </message>
    <message>
        <source>There is no table with this code on this server.</source>
        <translation>На этом сервере нет стола с таким кодом.</translation>
    </message>
    <message>
        <source>The password is wrong.</source>
        <translation>Неверный пароль.</translation>
    </message>
    <message>
        <source>This seat cannot be taken back any more: join the table again.</source>
        <translation>Это место уже нельзя вернуть: присоединитесь к столу заново.</translation>
    </message>
    <message>
        <source>Every seat of this table is taken.</source>
        <translation>Все места за этим столом заняты.</translation>
    </message>
    <message>
        <source>Only the host can do this.</source>
        <translation>Это может сделать только хозяин.</translation>
    </message>
    <message>
        <source>This game has already started.</source>
        <translation>Эта игра уже началась.</translation>
    </message>
    <message>
        <source>This game is over.</source>
        <translation>Эта игра окончена.</translation>
    </message>
    <message>
        <source>The server refused this move.</source>
        <translation>Сервер отклонил этот ход.</translation>
    </message>
    <message>
        <source>The server refused: %1</source>
        <translation>Сервер отказал: %1</translation>
    </message>
    <message>
        <source>The table %1 is no longer on this computer.</source>
        <translation>Стола %1 больше нет на этом компьютере.</translation>
    </message>
    <message>
        <source>Your seat was taken back from another window: this one no longer plays.</source>
        <translation>Ваше место заняли из другого окна: это окно больше не играет.</translation>
    </message>
    <message>
        <source>A network game keeps the aids for everyone: untick Play without aids to host it.</source>
        <translation>Сетевая игра оставляет помощь всем: снимите флажок «Играть без помощи», чтобы открыть стол.</translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation>Нет сертификата, ожидающего решения.</translation>
    </message>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation>Введите адрес сервера (имя или IP-адрес).</translation>
    </message>
    <message>
        <source>The time per move is at most 14 days.</source>
        <translation>Время на ход — не больше 14 дней.</translation>
    </message>
    <message>
        <source>On a server, this computer plays exactly one seat: make the other players remote players or computers.</source>
        <translation>На сервере этот компьютер занимает ровно одно место: сделайте остальных игроков удалёнными или компьютерными.</translation>
    </message>
    <message>
        <source>A table link starts with fortuna:// (or fortunas:// for a secure server).</source>
        <translation>Ссылка на стол начинается с fortuna:// (или fortunas:// для защищённого сервера).</translation>
    </message>
    <message>
        <source>You are watching this table: a spectator does not play.</source>
        <translation>Вы наблюдаете за этим столом: зритель не играет.</translation>
    </message>
    <message>
        <source>The certificate of %1 is not signed by an authority this computer trusts (it may be the server&apos;s own, self-signed).</source>
        <translation>Сертификат %1 не подписан центром, которому доверяет этот компьютер (возможно, это собственный самоподписанный сертификат сервера).</translation>
    </message>
    <message>
        <source>The certificate of %1 is NOT the one you trusted before. Someone may be impersonating the server: do not connect unless its owner told you the certificate changed.</source>
        <translation>Сертификат %1 — НЕ тот, которому вы доверяли раньше. Возможно, кто-то выдаёт себя за сервер: не подключайтесь, если только владелец не сказал вам, что сертификат сменился.</translation>
    </message>
    <message>
        <source>The certificate of %1 was made for another server name: Fortuna refuses it.</source>
        <translation>Сертификат %1 выдан для другого имени сервера: Fortuna его отклоняет.</translation>
    </message>
    <message>
        <source>The certificate of %1 has expired or is not valid yet: Fortuna refuses it.</source>
        <translation>Срок действия сертификата %1 истёк или ещё не начался: Fortuna его отклоняет.</translation>
    </message>
    <message>
        <source>The certificate of %1 is not valid: Fortuna refuses it.</source>
        <translation>Сертификат %1 недействителен: Fortuna его отклоняет.</translation>
    </message>
    <message>
        <source>Its SHA-256 fingerprint: %1</source>
        <extracomment>%1 is a long hexadecimal fingerprint (AB:CD:…)</extracomment>
        <translation>Его отпечаток SHA-256: %1</translation>
    </message>
    <message>
        <source>The table was not created: the server&apos;s certificate was not trusted.</source>
        <translation>Стол не создан: сертификату сервера не было оказано доверия.</translation>
    </message>
    <message>
        <source>Fortuna remembers another certificate for %1: it is replaced only when you say its owner renewed it.</source>
        <translation>Fortuna помнит другой сертификат для %1: он будет заменён, только если вы подтвердите, что владелец его обновил.</translation>
    </message>
    <message>
        <source>The fingerprint you trusted: %1
Its fingerprint now: %2</source>
        <extracomment>%1 and %2 are long hexadecimal fingerprints (AB:CD:…)</extracomment>
        <translation>Отпечаток, которому вы доверяли: %1
Его отпечаток сейчас: %2</translation>
    </message>
    <message>
        <source>The connection to the club server was lost: reconnecting…</source>
        <translation>Связь с сервером клуба потеряна: переподключение…</translation>
    </message>
    <message numerus="yes">
        <source>Too many attempts from your address: try again in %n second(s).</source>
        <translation>
            <numerusform>Слишком много попыток с вашего адреса: повторите через %n секунду.</numerusform>
            <numerusform>Слишком много попыток с вашего адреса: повторите через %n секунды.</numerusform>
            <numerusform>Слишком много попыток с вашего адреса: повторите через %n секунд.</numerusform>
        </translation>
    </message>
    <message>
        <source>This name holds an invisible or control character: type it again with visible characters only.</source>
        <translation>Это имя содержит невидимый или управляющий символ: введите его заново только видимыми символами.</translation>
    </message>
    <message>
        <source>A network game needs at least one person at the table: open a seat to a player.</source>
        <translation>Для сетевой игры за столом нужен хотя бы один человек: откройте место для игрока.</translation>
    </message>
    <message>
        <source>Every player left this game an hour ago: the club server has closed it.</source>
        <translation>Все игроки покинули эту партию час назад: сервер клуба закрыл её.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::PuzzleSession</name>
    <message>
        <source>This puzzle&apos;s game cannot be read any more.</source>
        <translation>Партию этой задачи больше нельзя прочитать.</translation>
    </message>
    <message>
        <source>Your move is being checked.</source>
        <translation>Ваш ход проверяется.</translation>
    </message>
    <message>
        <source>Solved: go on to the next puzzle.</source>
        <translation>Решено: переходите к следующей задаче.</translation>
    </message>
    <message>
        <source>Try again, or see the better move.</source>
        <translation>Попробуйте ещё раз или посмотрите лучший ход.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::PuzzlesModel</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>an opponent in the list of puzzles: %1 the name, %2 the computer level</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%L1 points lost</source>
        <extracomment>the points a move lost, one decimal</extracomment>
        <translation>потеряно %L1 очка</translation>
    </message>
    <message>
        <source>Game of %1 against %2, turn %L3: %4.</source>
        <extracomment>a puzzle in the list, for a screen reader: %1 the date of its game, %2 the opponents, %3 the turn, %4 &quot;7.5 points lost&quot;</extracomment>
        <translation>Партия от %1 против: %2, ход %L3: %4.</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Решена.</translation>
    </message>
    <message>
        <source>Not solved yet.</source>
        <translation>Ещё не решена.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::Replayer</name>
    <message>
        <source>This game cannot be replayed: its record does not match the rules.</source>
        <translation>Эту партию нельзя воспроизвести: её запись не соответствует правилам.</translation>
    </message>
</context>
<context>
    <name>fortuna::model::ServerBrowser</name>
    <message>
        <source>Type the server&apos;s address (a name or an IP address).</source>
        <translation>Введите адрес сервера (имя или IP-адрес).</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>Порт должен быть числом от 1 до 65535.</translation>
    </message>
    <message>
        <source>This server does not list its tables.</source>
        <translation>Этот сервер не показывает список своих столов.</translation>
    </message>
    <message>
        <source>The server could not be reached.</source>
        <translation>Не удалось связаться с сервером.</translation>
    </message>
    <message>
        <source>The server did not answer.</source>
        <translation>Сервер не ответил.</translation>
    </message>
    <message>
        <source>There is no certificate to trust.</source>
        <translation>Нет сертификата, ожидающего решения.</translation>
    </message>
    <message>
        <source>Base game and Wheel of Fortune</source>
        <translation>Базовая игра и Колесо фортуны</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>Колесо фортуны</translation>
    </message>
    <message>
        <source>%1, Fortune Teller</source>
        <translation>%1, Гадалка</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n день</numerusform>
            <numerusform>%n дня</numerusform>
            <numerusform>%n дней</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation>
            <numerusform>%n час</numerusform>
            <numerusform>%n часа</numerusform>
            <numerusform>%n часов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n минута</numerusform>
            <numerusform>%n минуты</numerusform>
            <numerusform>%n минут</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fortuna::model::Tutorial</name>
    <message>
        <source>Bruno</source>
        <extracomment>the computer opponent&apos;s name in &quot;Learn to play&quot; (a first name)</extracomment>
        <translation>Бруно</translation>
    </message>
    <message>
        <source>Read the lesson first, then press Next.</source>
        <translation>Сначала прочитайте урок, затем нажмите «Далее».</translation>
    </message>
    <message>
        <source>The lesson is over: start the game against Easy, or leave the lesson.</source>
        <translation>Урок окончен: начните партию против «лёгкого» уровня или выйдите из урока.</translation>
    </message>
    <message>
        <source>Wait: your opponent is playing.</source>
        <translation>Подождите: ходит ваш соперник.</translation>
    </message>
    <message>
        <source>Right spot: now turn the tile as the lit spot shows it.</source>
        <translation>Место верное: теперь поверните квадрат так, как показывает подсвеченное место.</translation>
    </message>
    <message>
        <source>In this lesson, lay the tile on the lit spot.</source>
        <translation>В этом уроке выложите квадрат на подсвеченное место.</translation>
    </message>
    <message>
        <source>In this lesson, put your follower on the lit crown of the wheel.</source>
        <translation>В этом уроке выставьте подданного на подсвеченную корону колеса.</translation>
    </message>
    <message>
        <source>In this lesson, put your follower where the lit ring shows.</source>
        <translation>В этом уроке выставьте подданного туда, где подсвеченное кольцо.</translation>
    </message>
    <message>
        <source>First try the lit city: see what the rules say.</source>
        <translation>Сначала попробуйте подсвеченный город: посмотрите, что скажут правила.</translation>
    </message>
</context>
</TS>
