<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Meja Kartu</source>
            <translation>Meja Kartu 정보</translation>
        </message>
        <message>
            <source>Free software under the MIT License.</source>
            <translation>MIT 라이선스를 따르는 자유 소프트웨어입니다.</translation>
        </message>
        <message>
            <source>It works entirely offline: no account, no internet connection, no advertising, and no data leaves your computer. Saved games and statistics stay in your own user folder.</source>
            <translation>완전히 오프라인으로 작동합니다. 계정도, 인터넷 연결도, 광고도 없으며 어떤 데이터도 컴퓨터 밖으로 나가지 않습니다. 저장된 게임과 통계는 내 사용자 폴더에만 보관됩니다.</translation>
        </message>
        <message>
            <source>Meja Kartu</source>
            <translation>Meja Kartu</translation>
        </message>
        <message>
            <source>Meja Kartu (“card table”) is a card table on your computer for playing rummy and solitaire-race games against computer players, or with friends taking turns at one screen.</source>
            <translation>Meja Kartu(“카드 테이블”)는 컴퓨터 플레이어를 상대로, 또는 한 화면에서 친구들과 번갈아 가며 러미와 솔리테어 레이스 게임을 즐길 수 있는 컴퓨터 속 카드 테이블입니다.</translation>
        </message>
        <message>
            <source>The card faces, card backs and drawings are our own, made for Meja Kartu. Built with Qt for Python (PySide6), used under the LGPL.</source>
            <translation>카드 앞면, 카드 뒷면, 그림은 모두 Meja Kartu를 위해 직접 만들었습니다. Qt for Python(PySide6)으로 만들었으며, LGPL에 따라 사용합니다.</translation>
        </message>
        <message>
            <source>The games:</source>
            <translation>수록 게임:</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>버전 {version}</translation>
        </message>
    </context>
    <context>
        <name>AccessibleTable</name>
        <message>
            <source>Ace</source>
            <translation>에이스</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>카드 테이블</translation>
        </message>
        <message>
            <source>Face-down card</source>
            <translation>뒷면이 보이는 카드</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>잭</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>조커</translation>
        </message>
        <message>
            <source>King</source>
            <translation>킹</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>퀸</translation>
        </message>
        <message>
            <source>Up and Down move between piles, Left and Right along a pile's cards, Space selects, Enter plays to the pile you are on.</source>
            <translation>위·아래 화살표로 더미 사이를, 왼쪽·오른쪽 화살표로 더미의 카드 사이를 이동합니다. Space로 선택하고 Enter로 현재 더미에 카드를 냅니다.</translation>
        </message>
        <message>
            <source>{rank} of clubs</source>
            <translation>클로버 {rank}</translation>
        </message>
        <message>
            <source>{rank} of diamonds</source>
            <translation>다이아몬드 {rank}</translation>
        </message>
        <message>
            <source>{rank} of hearts</source>
            <translation>하트 {rank}</translation>
        </message>
        <message>
            <source>{rank} of spades</source>
            <translation>스페이드 {rank}</translation>
        </message>
    </context>
    <context>
        <name>BanakilTable</name>
        <message>
            <source>(take back {cards})</source>
            <translation>({cards} 회수)</translation>
        </message>
        <message>
            <source>40 (concealed)</source>
            <translation>40 (숨은 40)</translation>
        </message>
        <message>
            <source>Add the selected cards to your or your partner's meld</source>
            <translation>선택한 카드를 내 멜드나 파트너의 멜드에 추가합니다</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>버리기</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>카드는 한 번에 한 장씩 버릴 수 있습니다.</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>버린 카드 더미</translation>
        </message>
        <message>
            <source>Discard the selected card and end your turn</source>
            <translation>선택한 카드를 버리고 차례를 마칩니다</translation>
        </message>
        <message>
            <source>Discard this card.</source>
            <translation>이 카드를 버리세요.</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>뽑기</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <translation>비축 더미에서 카드를 뽑으세요.</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>나가기</translation>
        </message>
        <message>
            <source>How many cards from the discard pile?</source>
            <translation>버린 카드 더미에서 몇 장을 가져올까요?</translation>
        </message>
        <message>
            <source>How should the cards go on the meld?</source>
            <translation>카드를 멜드에 어떻게 놓을까요?</translation>
        </message>
        <message>
            <source>In hand</source>
            <translation>손에 남은 카드</translation>
        </message>
        <message>
            <source>Lay off</source>
            <translation>카드 추가</translation>
        </message>
        <message>
            <source>Lay off on which meld?</source>
            <translation>어느 멜드에 추가할까요?</translation>
        </message>
        <message>
            <source>Lay the selected cards down as a meld</source>
            <translation>선택한 카드를 멜드로 내려놓습니다</translation>
        </message>
        <message>
            <source>Lay this off on your meld.</source>
            <translation>이 카드를 내 멜드에 추가하세요.</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>멜드</translation>
        </message>
        <message>
            <source>Meld these cards.</source>
            <translation>이 카드를 멜드로 내려놓으세요.</translation>
        </message>
        <message>
            <source>Melded</source>
            <translation>멜드</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>라운드</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>{n}라운드</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>비축 더미</translation>
        </message>
        <message numerus="yes">
            <source>Take %n card(s) from the discard pile.</source>
            <translation>
                <numerusform>버린 카드 더미에서 %n장을 가져오세요.</numerusform>
            </translation>
        </message>
        <message>
            <source>Take cards from the discard pile (or press 1–9)</source>
            <translation>버린 카드 더미에서 카드를 가져옵니다(1–9 키도 가능)</translation>
        </message>
        <message>
            <source>Take pile…</source>
            <translation>더미 가져오기…</translation>
        </message>
        <message>
            <source>Take the top card of the stock</source>
            <translation>비축 더미 맨 위 카드를 뽑습니다</translation>
        </message>
        <message>
            <source>Take the top card: {cards}</source>
            <translation>맨 위 카드 가져오기: {cards}</translation>
        </message>
        <message>
            <source>Take the top {n} cards: {cards}</source>
            <translation>맨 위 {n}장 가져오기: {cards}</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>목표 점수</translation>
        </message>
        <message>
            <source>Team total</source>
            <translation>팀 총점</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>버린 카드 더미가 비어 있습니다.</translation>
        </message>
        <message>
            <source>The discard pile: drag a card to your hand to take it and every card above it (or press 1–9); drop a card here to discard it.</source>
            <translation>버린 카드 더미: 카드를 손으로 끌어 오면 그 카드와 그 위의 카드를 모두 가져옵니다(1–9 키도 가능). 여기에 카드를 놓으면 버립니다.</translation>
        </message>
        <message>
            <source>The stock ({n} cards): click it or press D to draw its top card.</source>
            <translation>비축 더미({n}장): 클릭하거나 D 키를 누르면 맨 위 카드를 뽑습니다.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody scores this round.</source>
            <translation>비축 더미가 떨어져 이번 라운드는 아무도 점수를 얻지 못합니다.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>총점</translation>
        </message>
        <message>
            <source>Which meld do you mean?</source>
            <translation>어떤 멜드로 할까요?</translation>
        </message>
        <message>
            <source>Your melds</source>
            <translation>내 멜드</translation>
        </message>
        <message>
            <source>Your melds: drop three or more cards here to meld them, or onto a meld to lay them off.</source>
            <translation>내 멜드: 여기에 카드를 3장 이상 놓으면 멜드로 내려놓고, 멜드 위에 놓으면 그 멜드에 추가합니다.</translation>
        </message>
        <message>
            <source>{name} (partner)</source>
            <translation>{name} (파트너)</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>나간 플레이어: {name}.</translation>
        </message>
        <message>
            <source>{name}'s melds</source>
            <translation>{name}의 멜드</translation>
        </message>
        <message>
            <source>{name}'s melds (partner)</source>
            <translation>{name}의 멜드 (파트너)</translation>
        </message>
        <message>
            <source>{name}'s melds: you may lay off on them.</source>
            <translation>{name}의 멜드: 여기에 카드를 추가할 수 있습니다.</translation>
        </message>
        <message>
            <source>−20 (no meld)</source>
            <translation>−20 (멜드 없음)</translation>
        </message>
    </context>
    <context>
        <name>BanapplesTable</name>
        <message>
            <source>A canopy: anyone may add the next card of the same fruit, up to 10</source>
            <translation>캐노피: 누구나 같은 과일의 다음 카드를 10까지 더할 수 있습니다</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>보너스</translation>
        </message>
        <message>
            <source>Canopies build up from 1 to 10 in one fruit. Start a new one with a 1 here; add to anyone's.</source>
            <translation>캐노피는 한 과일로 1부터 10까지 쌓습니다. 여기에 1을 놓아 새 캐노피를 시작하세요. 카드는 누구의 캐노피에나 더할 수 있습니다.</translation>
        </message>
        <message>
            <source>Canopy cards</source>
            <translation>캐노피 카드</translation>
        </message>
        <message>
            <source>Compost</source>
            <translation>퇴비</translation>
        </message>
        <message>
            <source>Compost: only the top card may be played (press C)</source>
            <translation>퇴비 더미: 맨 위 카드만 낼 수 있습니다(C 키)</translation>
        </message>
        <message>
            <source>Deal 3</source>
            <translation>3장 놓기</translation>
        </message>
        <message>
            <source>Deal three cards from your draw pile onto your compost (or click the draw pile)</source>
            <translation>뽑기 더미에서 카드 3장을 퇴비 더미에 놓습니다(뽑기 더미를 클릭해도 됩니다)</translation>
        </message>
        <message>
            <source>Deal three to your compost.</source>
            <translation>퇴비 더미에 3장을 놓으세요.</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>뽑기</translation>
        </message>
        <message>
            <source>Draw pile: click or press Space to deal three cards onto your compost; once it is empty, the compost turns over as the new draw pile.</source>
            <translation>뽑기 더미: 클릭하거나 Space를 누르면 카드 3장을 퇴비 더미에 놓습니다. 뽑기 더미가 비면 퇴비 더미를 뒤집어 새 뽑기 더미로 씁니다.</translation>
        </message>
        <message>
            <source>Locked</source>
            <translation>잠김</translation>
        </message>
        <message>
            <source>Move this whole tree onto your other tree.</source>
            <translation>이 나무 전체를 다른 내 나무 위로 옮기세요.</translation>
        </message>
        <message>
            <source>Nobody could play on: the round ends without a bonus.</source>
            <translation>더 이상 아무도 카드를 낼 수 없어 보너스 없이 라운드가 끝납니다.</translation>
        </message>
        <message>
            <source>Only a tree's top card can be played; a whole tree moves onto another of your trees.</source>
            <translation>나무에서는 맨 위 카드만 낼 수 있고, 나무 전체는 다른 내 나무 위로 옮길 수 있습니다.</translation>
        </message>
        <message>
            <source>Play compost</source>
            <translation>퇴비 내기</translation>
        </message>
        <message>
            <source>Play seed</source>
            <translation>씨앗 내기</translation>
        </message>
        <message>
            <source>Play your compost's top card where it fits best</source>
            <translation>퇴비 더미 맨 위 카드를 가장 알맞은 곳에 냅니다</translation>
        </message>
        <message>
            <source>Play your seed card where it fits best</source>
            <translation>씨앗 카드를 가장 알맞은 곳에 냅니다</translation>
        </message>
        <message>
            <source>Play your {card} {where}.</source>
            <translation>{card} 카드를 {where} 내세요.</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>라운드</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>{n}라운드</translation>
        </message>
        <message>
            <source>Seed penalty</source>
            <translation>씨앗 벌점</translation>
        </message>
        <message>
            <source>Seeds</source>
            <translation>씨앗</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>목표 점수</translation>
        </message>
        <message>
            <source>There is no card there to play.</source>
            <translation>거기에는 낼 카드가 없습니다.</translation>
        </message>
        <message>
            <source>Too late: that pile changed before your card arrived.</source>
            <translation>늦었습니다. 카드가 도착하기 전에 더미가 바뀌었습니다.</translation>
        </message>
        <message>
            <source>Too late: {name}'s {card} got there first.</source>
            <translation>늦었습니다. {name}의 {card} 카드가 먼저 도착했습니다.</translation>
        </message>
        <message>
            <source>Total of {target}</source>
            <translation>총점 (목표 {target})</translation>
        </message>
        <message>
            <source>Tree {n}</source>
            <translation>나무 {n}</translation>
        </message>
        <message>
            <source>Tree {n}: build down, alternating apples and bananas; press {n} to play its top card onto a canopy.</source>
            <translation>나무 {n}: 사과와 바나나를 번갈아 가며 내려가도록 쌓습니다. {n} 키를 누르면 맨 위 카드를 캐노피에 냅니다.</translation>
        </message>
        <message>
            <source>Tree {n}: locked until every player has gone through their draw pile once.</source>
            <translation>나무 {n}: 모든 플레이어가 뽑기 더미를 한 바퀴 돌 때까지 잠겨 있습니다.</translation>
        </message>
        <message>
            <source>Turn over</source>
            <translation>뒤집기</translation>
        </message>
        <message>
            <source>Turn your compost over as the new draw pile</source>
            <translation>퇴비 더미를 뒤집어 새 뽑기 더미로 씁니다</translation>
        </message>
        <message>
            <source>Turn your compost over.</source>
            <translation>퇴비 더미를 뒤집으세요.</translation>
        </message>
        <message>
            <source>Your canopies</source>
            <translation>내 캐노피</translation>
        </message>
        <message>
            <source>Your seed pile ({n} left): empty it first to win the round. Press S to play its top card.</source>
            <translation>내 씨앗 더미({n}장 남음): 가장 먼저 비우면 라운드에서 이깁니다. S 키를 누르면 맨 위 카드를 냅니다.</translation>
        </message>
        <message>
            <source>Your {card} fits nowhere right now.</source>
            <translation>지금은 {card} 카드를 낼 곳이 없습니다.</translation>
        </message>
        <message>
            <source>on your canopy</source>
            <translation>내 캐노피에</translation>
        </message>
        <message>
            <source>on your tree</source>
            <translation>내 나무에</translation>
        </message>
        <message>
            <source>on {name}'s canopy</source>
            <translation>{name}의 캐노피에</translation>
        </message>
        <message>
            <source>to start a canopy</source>
            <translation>새 캐노피로</translation>
        </message>
        <message>
            <source>{name} emptied the seed pile first: +25.</source>
            <translation>{name}의 씨앗 더미가 가장 먼저 비었습니다: +25.</translation>
        </message>
        <message>
            <source>{name}'s canopies</source>
            <translation>{name}의 캐노피</translation>
        </message>
        <message>
            <source>{name}'s canopies: you may add to them too.</source>
            <translation>{name}의 캐노피: 여기에도 카드를 더할 수 있습니다.</translation>
        </message>
        <message>
            <source>{name}'s compost</source>
            <translation>{name}의 퇴비 더미</translation>
        </message>
        <message>
            <source>{name}'s draw pile</source>
            <translation>{name}의 뽑기 더미</translation>
        </message>
        <message>
            <source>{name}'s seed pile: {n} cards left</source>
            <translation>{name}의 씨앗 더미: {n}장 남음</translation>
        </message>
        <message>
            <source>{name}'s tree {n}</source>
            <translation>{name}의 나무 {n}</translation>
        </message>
        <message>
            <source>· 1 seed</source>
            <translation>· 씨앗 1장</translation>
        </message>
        <message>
            <source>· {n} seeds</source>
            <translation>· 씨앗 {n}장</translation>
        </message>
    </context>
    <context>
        <name>CapItRummyTable</name>
        <message>
            <source> and </source>
            <translation>와 </translation>
        </message>
        <message>
            <source>({n} set aside)</source>
            <translation>({n}장 따로 둠)</translation>
        </message>
        <message>
            <source>Add cards to any meld, or swap a wild for its natural card</source>
            <translation>아무 멜드에나 카드를 추가하거나, 와일드 카드를 그 카드가 대신하는 내추럴 카드로 교체합니다</translation>
        </message>
        <message>
            <source>Chips won</source>
            <translation>딴 칩</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>계약</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>버리기</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>카드는 한 번에 한 장씩 버릴 수 있습니다.</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>버린 카드 더미</translation>
        </message>
        <message>
            <source>Discard the selected card and end your turn</source>
            <translation>선택한 카드를 버리고 차례를 마칩니다</translation>
        </message>
        <message>
            <source>Discard the {card}.</source>
            <translation>{card} 카드를 버리세요.</translation>
        </message>
        <message>
            <source>Drop the cards for {part} here; the contract goes down once every slot is filled.</source>
            <translation>{part}에 쓸 카드를 여기에 놓으세요. 모든 자리가 채워지면 계약을 내려놓습니다.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>게임 종료</translation>
        </message>
        <message>
            <source>Give the top discard and the stock card to {name}, then draw the next stock card</source>
            <translation>버린 카드 더미 맨 위 카드와 비축 더미 카드를 {name}에게 주고, 비축 더미의 다음 카드를 뽑습니다</translation>
        </message>
        <message>
            <source>How do these cards count towards the contract?</source>
            <translation>이 카드를 계약의 어느 부분으로 쓸까요?</translation>
        </message>
        <message>
            <source>How should the cards go on the meld?</source>
            <translation>카드를 멜드에 어떻게 놓을까요?</translation>
        </message>
        <message>
            <source>Lay off</source>
            <translation>카드 추가</translation>
        </message>
        <message>
            <source>Lay off where?</source>
            <translation>어디에 추가할까요?</translation>
        </message>
        <message>
            <source>Lay the contract with {meld}</source>
            <translation>계약 내려놓기: {meld}</translation>
        </message>
        <message>
            <source>Lay the selected cards down as a meld</source>
            <translation>선택한 카드를 멜드로 내려놓습니다</translation>
        </message>
        <message>
            <source>Lay which contract?</source>
            <translation>어떤 계약을 내려놓을까요?</translation>
        </message>
        <message>
            <source>Lay your contract ({contract}) by dropping its melds on the slots, then discard.</source>
            <translation>멜드를 자리에 놓아 계약({contract})을 내려놓은 뒤 카드를 버리세요.</translation>
        </message>
        <message>
            <source>Lay your contract by dropping its melds on the slots.</source>
            <translation>멜드를 자리에 놓아 계약을 내려놓으세요.</translation>
        </message>
        <message>
            <source>Lay your contract: {melds}.</source>
            <translation>계약을 내려놓으세요: {melds}.</translation>
        </message>
        <message>
            <source>Lay {cards} off on {owner} meld.</source>
            <translation>{owner} 멜드에 {cards} 카드를 추가하세요.</translation>
        </message>
        <message>
            <source>Left in hand</source>
            <translation>손에 남은 카드</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>멜드</translation>
        </message>
        <message>
            <source>Meld {cards}.</source>
            <translation>{cards} 카드를 멜드로 내려놓으세요.</translation>
        </message>
        <message>
            <source>Meld, lay off on any meld or swap wilds; then discard.</source>
            <translation>멜드를 내려놓거나, 아무 멜드에나 카드를 추가하거나, 와일드 카드를 교체한 뒤 카드를 버리세요.</translation>
        </message>
        <message>
            <source>On {where}: {meld}</source>
            <translation>{where}: {meld}</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>벌점</translation>
        </message>
        <message>
            <source>Penalty points</source>
            <translation>벌점</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>판돈</translation>
        </message>
        <message>
            <source>Pot left: {n} chips.</source>
            <translation>남은 판돈: 칩 {n}개.</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>푸시</translation>
        </message>
        <message>
            <source>Push: the {card} and the stock card go to {name}.</source>
            <translation>푸시: {card} 카드와 비축 더미 카드를 {name}에게 줍니다.</translation>
        </message>
        <message>
            <source>Push: {card} and the top stock card go to {name}, then you draw the next stock card</source>
            <translation>푸시: {card} 카드와 비축 더미 맨 위 카드를 {name}에게 주고, 비축 더미의 다음 카드를 뽑습니다</translation>
        </message>
        <message>
            <source>Put the selected cards on a slot of the contract, or choose how to lay the whole contract</source>
            <translation>선택한 카드를 계약의 한 자리에 놓거나, 계약 전체를 내려놓는 방법을 고릅니다</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>되돌리기</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>라운드</translation>
        </message>
        <message>
            <source>Round winner: {names}</source>
            <translation>라운드 승자: {names}</translation>
        </message>
        <message>
            <source>Round winners: {names}</source>
            <translation>라운드 승자: {names}</translation>
        </message>
        <message>
            <source>Round {n} of {total}</source>
            <translation>라운드 {n}/{total}</translation>
        </message>
        <message>
            <source>Round {n} of {total} · {contract}</source>
            <translation>라운드 {n}/{total} · {contract}</translation>
        </message>
        <message>
            <source>Run of {n}</source>
            <translation>{n}장 런</translation>
        </message>
        <message>
            <source>Set aside for your contract: {part}</source>
            <translation>계약용으로 따로 둠: {part}</translation>
        </message>
        <message>
            <source>Set of {n}</source>
            <translation>{n}장 세트</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>비축 더미</translation>
        </message>
        <message>
            <source>Swap the {card} for the {wild} on the table.</source>
            <translation>테이블의 {wild} 카드를 {card} 카드로 교체하세요.</translation>
        </message>
        <message>
            <source>Swap {card} for the {wild} in {where} (the {wild} comes to your hand)</source>
            <translation>{where}의 {wild} 카드를 {card} 카드로 교체 ({wild} 카드는 손으로)</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>가져오기</translation>
        </message>
        <message>
            <source>Take the cards set aside for the contract back into your hand</source>
            <translation>계약용으로 따로 둔 카드를 손으로 되돌립니다</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile</source>
            <translation>버린 카드 더미에서 {card} 카드를 가져옵니다</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile.</source>
            <translation>버린 카드 더미에서 {card} 카드를 가져오세요.</translation>
        </message>
        <message>
            <source>Take the {card} instead</source>
            <translation>대신 {card} 카드 가져오기</translation>
        </message>
        <message>
            <source>The discard pile: take its top card (T) or push it on with the stock card (P); drop a card here to discard it.</source>
            <translation>버린 카드 더미: 맨 위 카드를 가져오거나(T) 비축 더미 카드와 함께 푸시합니다(P). 여기에 카드를 놓으면 버립니다.</translation>
        </message>
        <message>
            <source>The stock ({n} cards)</source>
            <translation>비축 더미 ({n}장)</translation>
        </message>
        <message>
            <source>The stock ran out: every hand scores.</source>
            <translation>비축 더미가 떨어져 모든 손의 카드를 셉니다.</translation>
        </message>
        <message>
            <source>There is no plain stock draw</source>
            <translation>비축 더미에서 그냥 뽑을 수는 없습니다</translation>
        </message>
        <message>
            <source>These cards do not make up {contract}: set aside one meld at a time on its slot.</source>
            <translation>이 카드로는 {contract}를 만들 수 없습니다. 멜드를 하나씩 해당 자리에 놓으세요.</translation>
        </message>
        <message>
            <source>This round's contract: what each player must lay down before melding anything else</source>
            <translation>이번 라운드의 계약: 다른 멜드를 내려놓기 전에 각 플레이어가 먼저 내려놓아야 하는 멜드</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>총점</translation>
        </message>
        <message>
            <source>Which meld do you mean?</source>
            <translation>어떤 멜드로 할까요?</translation>
        </message>
        <message>
            <source>Your contract: {contract}</source>
            <translation>내 계약: {contract}</translation>
        </message>
        <message>
            <source>Your hand cannot make {needed} yet.</source>
            <translation>아직 손의 카드로 {needed}를 만들 수 없습니다.</translation>
        </message>
        <message>
            <source>Your melds · ✓ contract down</source>
            <translation>내 멜드 · ✓ 계약 완료</translation>
        </message>
        <message>
            <source>Your melds: drop cards here to meld them, or onto any meld to lay them off.</source>
            <translation>내 멜드: 여기에 카드를 놓으면 멜드로 내려놓고, 아무 멜드 위에 놓으면 그 멜드에 추가합니다.</translation>
        </message>
        <message>
            <source>Your turn: push [P].</source>
            <translation>내 차례: 푸시하세요 [P].</translation>
        </message>
        <message>
            <source>Your turn: take the {card} [T], or push it with the stock card to {name} [P].</source>
            <translation>내 차례: {card} 카드를 가져오거나 [T], 비축 더미 카드와 함께 {name}에게 푸시하세요 [P].</translation>
        </message>
        <message>
            <source>a run of {n}</source>
            <translation>{n}장 런 하나</translation>
        </message>
        <message>
            <source>a set of {n}</source>
            <translation>{n}장 세트 하나</translation>
        </message>
        <message>
            <source>five</source>
            <translation>다섯</translation>
        </message>
        <message>
            <source>four</source>
            <translation>네</translation>
        </message>
        <message>
            <source>lowest wins</source>
            <translation>낮은 쪽이 승리</translation>
        </message>
        <message>
            <source>three</source>
            <translation>세</translation>
        </message>
        <message>
            <source>two</source>
            <translation>두</translation>
        </message>
        <message>
            <source>went out</source>
            <translation>나감</translation>
        </message>
        <message>
            <source>your</source>
            <translation>내</translation>
        </message>
        <message>
            <source>your meld</source>
            <translation>내 멜드</translation>
        </message>
        <message>
            <source>{count} runs of {n}</source>
            <translation>{n}장 런 {count} 개</translation>
        </message>
        <message>
            <source>{count} sets of {n}</source>
            <translation>{n}장 세트 {count} 개</translation>
        </message>
        <message>
            <source>{meld} does not fill this slot: it needs a {part}.</source>
            <translation>{meld}: 이 자리에 맞지 않습니다. 필요한 멜드: {part}.</translation>
        </message>
        <message>
            <source>{meld} is no part of what the contract still needs: {needed}.</source>
            <translation>{meld}: 계약에 아직 필요한 멜드가 아닙니다. 남은 계약: {needed}.</translation>
        </message>
        <message>
            <source>{names} share the win with {points} points each!</source>
            <translation>{names} 공동 승리! (각 {points}점)</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>나간 플레이어: {name}.</translation>
        </message>
        <message>
            <source>{name} wins with {points} points!</source>
            <translation>{name} 승리! ({points}점)</translation>
        </message>
        <message>
            <source>{name}'s</source>
            <translation>{name}의</translation>
        </message>
        <message>
            <source>{name}'s contract: {contract}</source>
            <translation>{name}의 계약: {contract}</translation>
        </message>
        <message>
            <source>{name}'s melds</source>
            <translation>{name}의 멜드</translation>
        </message>
        <message>
            <source>{name}'s melds · ✓ contract down</source>
            <translation>{name}의 멜드 · ✓ 계약 완료</translation>
        </message>
        <message>
            <source>{name}'s melds: once your contract is down you may lay off on them.</source>
            <translation>{name}의 멜드: 내 계약을 내려놓은 뒤에는 여기에 카드를 추가할 수 있습니다.</translation>
        </message>
        <message>
            <source>{n} chips</source>
            <translation>칩 {n}개</translation>
        </message>
        <message>
            <source>{n} of {total}</source>
            <translation>{n}/{total}</translation>
        </message>
        <message>
            <source>{owner}'s meld</source>
            <translation>{owner}의 멜드</translation>
        </message>
        <message>
            <source>{part}: {meld}</source>
            <translation>{part}: {meld}</translation>
        </message>
        <message>
            <source>{points} · {chips} chips</source>
            <translation>{points} · 칩 {chips}개</translation>
        </message>
        <message>
            <source>✓ contract</source>
            <translation>✓ 계약</translation>
        </message>
    </context>
    <context>
        <name>CardWords</name>
        <message>
            <source> or </source>
            <translation> 또는 </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>에이스</translation>
        </message>
        <message>
            <source>Jacks</source>
            <translation>잭</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>조커</translation>
        </message>
        <message>
            <source>Kings</source>
            <translation>킹</translation>
        </message>
        <message>
            <source>Queens</source>
            <translation>퀸</translation>
        </message>
        <message>
            <source>Run of {suit} {low}–{high}</source>
            <translation>{suit} 런 {low}–{high}</translation>
        </message>
        <message>
            <source>Set of {rank}: {cards}</source>
            <translation>{rank} 세트: {cards}</translation>
        </message>
        <message>
            <source>Wild cards</source>
            <translation>와일드 카드</translation>
        </message>
        <message>
            <source>Wild cards: {cards}</source>
            <translation>와일드 카드: {cards}</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>클로버</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>다이아몬드</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>하트</translation>
        </message>
        <message>
            <source>high</source>
            <translation>높은</translation>
        </message>
        <message>
            <source>low</source>
            <translation>낮은</translation>
        </message>
        <message>
            <source>meld of wild cards</source>
            <translation>와일드 카드 멜드</translation>
        </message>
        <message>
            <source>run</source>
            <translation>런</translation>
        </message>
        <message>
            <source>set</source>
            <translation>세트</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>스페이드</translation>
        </message>
        <message>
            <source>{card} as {stands}</source>
            <translation>{card}는 {stands}</translation>
        </message>
        <message>
            <source>{rank}s</source>
            <translation>{rank}</translation>
        </message>
        <message>
            <source>{run}, {wilds}</source>
            <translation>{run}, {wilds}</translation>
        </message>
    </context>
    <context>
        <name>GameInfo</name>
        <message>
            <source>Bain Hand and Foot</source>
            <translation>베인 핸드 앤 풋</translation>
        </message>
        <message>
            <source>Banakil</source>
            <translation>바나킬</translation>
        </message>
        <message>
            <source>Banapples</source>
            <translation>바나플스</translation>
        </message>
        <message>
            <source>Canasta for two partnerships: a hand, then a foot, four packs, and four kinds of canasta to build before going out.</source>
            <translation>두 팀이 겨루는 카나스타: 핸드 다음에 풋, 덱 네 벌, 그리고 나가기 전에 만들어야 할 네 종류의 카나스타.</translation>
        </message>
        <message>
            <source>Cap-It Rummy</source>
            <translation>캡잇 러미</translation>
        </message>
        <message>
            <source>Competitive solitaire in real time, no turns: empty your seed pile first, build trees down and canopies up, anyone's canopies included.</source>
            <translation>차례 없이 실시간으로 겨루는 솔리테어: 씨앗 더미를 먼저 비우고, 나무는 내려가며, 캐노피는 올라가며 쌓습니다. 다른 사람의 캐노피에도 쌓을 수 있습니다.</translation>
        </message>
        <message>
            <source>Contract rummy over five rounds: lay the round's contract, push unwanted cards onto the next player, lowest total wins.</source>
            <translation>다섯 라운드의 계약 러미: 라운드마다 계약을 내려놓고, 필요 없는 카드는 다음 플레이어에게 푸시하며, 총점이 가장 낮은 사람이 이깁니다.</translation>
        </message>
        <message>
            <source>Rummy with wild twos and jokers: meld runs and sets of 3s and Aces, take any depth of the discard pile.</source>
            <translation>2와 조커가 와일드 카드인 러미: 런과 3·에이스 세트를 내려놓고, 버린 카드 더미를 깊이에 상관없이 가져옵니다.</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>카드 %n장</numerusform>
            </translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>게임 기록</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>{n}번 자리</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>카드 한 장</translation>
        </message>
        <message>
            <source>the other team</source>
            <translation>상대 팀</translation>
        </message>
        <message>
            <source>the other team's</source>
            <translation>상대 팀의</translation>
        </message>
        <message>
            <source>their</source>
            <translation>자기</translation>
        </message>
        <message>
            <source>you</source>
            <translation>나</translation>
        </message>
        <message>
            <source>your</source>
            <translation>내</translation>
        </message>
        <message>
            <source>your team</source>
            <translation>우리 팀</translation>
        </message>
        <message>
            <source>your team's</source>
            <translation>우리 팀의</translation>
        </message>
        <message>
            <source>{name}'s</source>
            <translation>{name}의</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>Could not save the game: {error}</source>
            <translation>게임을 저장하지 못했습니다: {error}</translation>
        </message>
        <message>
            <source>Looking for a hint…</source>
            <translation>힌트를 찾는 중…</translation>
        </message>
        <message>
            <source>Meld, lay off, then discard a card.</source>
            <translation>멜드를 내려놓거나 카드를 추가한 뒤 카드를 한 장 버리세요.</translation>
        </message>
        <message>
            <source>No hint now.</source>
            <translation>지금은 힌트가 없습니다.</translation>
        </message>
        <message>
            <source>Nothing to undo: a card has been revealed since your last move.</source>
            <translation>되돌릴 수 없습니다. 마지막 수 이후에 카드가 공개되었습니다.</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>{name}에게 화면을 넘겨 주세요.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>게임이 끝났습니다.</translation>
        </message>
        <message>
            <source>The round is over.</source>
            <translation>라운드가 끝났습니다.</translation>
        </message>
        <message>
            <source>There is nothing to undo in this game.</source>
            <translation>이 게임에서는 되돌리기를 할 수 없습니다.</translation>
        </message>
        <message>
            <source>Undo is off when several players share the screen.</source>
            <translation>여러 플레이어가 한 화면을 함께 쓸 때는 되돌리기를 할 수 없습니다.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>차례를 기다려 주세요.</translation>
        </message>
        <message>
            <source>You have not made a move yet.</source>
            <translation>아직 둔 수가 없습니다.</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>마지막 수를 되돌렸습니다.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>내 차례입니다.</translation>
        </message>
        <message>
            <source>Your turn: draw from the stock or take from the discard pile.</source>
            <translation>내 차례: 비축 더미에서 뽑거나 버린 카드 더미에서 가져오세요.</translation>
        </message>
        <message>
            <source>{action} — in {deals} simulated deals nothing did clearly better ({other} kept you ahead in {other_rate} %, this in {rate} %)</source>
            <translation>{action} — {deals}판을 시뮬레이션했지만 뚜렷하게 더 나은 수가 없었습니다(“{other}”: {other_rate}%, 이 수: {rate}%)</translation>
        </message>
        <message>
            <source>{action} — it kept you ahead in {rate} % of {deals} simulated deals, against {other_rate} % for {other}</source>
            <translation>{action} — {deals}판을 시뮬레이션한 결과 {rate}%에서 앞섰습니다(“{other}”: {other_rate}%)</translation>
        </message>
        <message>
            <source>{action} — nothing else here was worth weighing</source>
            <translation>{action} — 따져 볼 만한 다른 수가 없었습니다</translation>
        </message>
        <message>
            <source>{action} — over {deals} simulated deals it gave you on average a {margin}-point better chance of winning the round than {other}</source>
            <translation>{action} — {deals}판을 시뮬레이션한 결과 “{other}”보다 라운드를 이길 확률이 평균 {margin}%포인트 높았습니다</translation>
        </message>
        <message>
            <source>{action} — there was no time to simulate deals</source>
            <translation>{action} — 시뮬레이션할 시간이 없었습니다</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} 생각 중…</translation>
        </message>
        <message>
            <source>{name} stumbled ({message}); played: {move}.</source>
            <translation>{name}: 오류 발생({message}). 대신 둔 수: {move}.</translation>
        </message>
        <message>
            <source>{name} took too long; played: {move}.</source>
            <translation>{name}: 시간 초과. 대신 둔 수: {move}.</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <source>1 card</source>
            <translation>1장</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>게임 종료</translation>
        </message>
        <message>
            <source>The discard pile</source>
            <translation>버린 카드 더미</translation>
        </message>
        <message>
            <source>The stock: face-down cards to draw from</source>
            <translation>비축 더미: 여기서 뒷면이 위로 놓인 카드를 뽑습니다</translation>
        </message>
        <message>
            <source>Too late: someone else got there first.</source>
            <translation>늦었습니다. 다른 플레이어가 먼저 냈습니다.</translation>
        </message>
        <message>
            <source>Your hand: click cards to select them and drag them to play; on the keyboard ← → move along it and Space selects.</source>
            <translation>내 손: 카드를 클릭해 선택하고 끌어서 냅니다. 키보드에서는 ← →로 이동하고 Space로 선택합니다.</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>{names} 공동 승리!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>{name} 승리!</translation>
        </message>
        <message>
            <source>{name} · {n}</source>
            <translation>{name} · {n}</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>{name}의 손</translation>
        </message>
        <message>
            <source>{name}'s hand: {cards}</source>
            <translation>{name}의 손: {cards}</translation>
        </message>
        <message>
            <source>{n} cards</source>
            <translation>{n}장</translation>
        </message>
    </context>
    <context>
        <name>GameTexts</name>
        <message>
            <source>Easy</source>
            <translation>쉬움</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>어려움</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>보통</translation>
        </message>
        <message>
            <source>{count} · in teams of two</source>
            <translation>{count} · 2인 1팀</translation>
        </message>
        <message>
            <source>{count} · teams optional</source>
            <translation>{count} · 팀 플레이 선택 가능</translation>
        </message>
        <message>
            <source>{low}–{high} players</source>
            <translation>{low}~{high}명</translation>
        </message>
        <message>
            <source>{n} players</source>
            <translation>{n}명</translation>
        </message>
    </context>
    <context>
        <name>Guard</name>
        <message>
            <source>Something went wrong ({error}); the table carries on.</source>
            <translation>문제가 발생했지만({error}) 게임은 계속됩니다.</translation>
        </message>
    </context>
    <context>
        <name>HandAndFootTable</name>
        <message>
            <source>Add</source>
            <translation>추가</translation>
        </message>
        <message>
            <source>Add the selected cards to your team's meld (or press its number 1–9)</source>
            <translation>선택한 카드를 우리 팀 멜드에 추가합니다(멜드 번호 1–9 키도 가능)</translation>
        </message>
        <message>
            <source>Add to which meld?</source>
            <translation>어느 멜드에 추가할까요?</translation>
        </message>
        <message>
            <source>Add {cards} to your {ranks}.</source>
            <translation>{cards} 카드를 {ranks} 멜드에 추가하세요.</translation>
        </message>
        <message>
            <source>BLOCKED</source>
            <translation>막힘</translation>
        </message>
        <message>
            <source>Black 3s</source>
            <translation>검은 3</translation>
        </message>
        <message>
            <source>Black 3s laid down as you go out: they score, but never make a canasta.</source>
            <translation>나가면서 내려놓은 검은 3: 점수는 되지만 카나스타는 될 수 없습니다.</translation>
        </message>
        <message>
            <source>Blocked: nobody may take it while a black 3 is on top.</source>
            <translation>막힘: 맨 위에 검은 3이 있는 동안에는 아무도 가져갈 수 없습니다.</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <translation>보너스</translation>
        </message>
        <message>
            <source>Canastas</source>
            <translation>카나스타</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>버리기</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>카드는 한 번에 한 장씩 버릴 수 있습니다.</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>버린 카드 더미</translation>
        </message>
        <message>
            <source>Discard the selected card and end your turn</source>
            <translation>선택한 카드를 버리고 차례를 마칩니다</translation>
        </message>
        <message>
            <source>Discard {card}.</source>
            <translation>{card} 카드를 버리세요.</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>뽑기</translation>
        </message>
        <message>
            <source>Draw two cards from the stock.</source>
            <translation>비축 더미에서 카드 2장을 뽑으세요.</translation>
        </message>
        <message>
            <source>FROZEN</source>
            <translation>얼어붙음</translation>
        </message>
        <message>
            <source>First meld</source>
            <translation>첫 멜드</translation>
        </message>
        <message>
            <source>Foot</source>
            <translation>풋</translation>
        </message>
        <message>
            <source>Foot · picked up</source>
            <translation>풋 · 집음</translation>
        </message>
        <message>
            <source>Frozen: a wild card lies crosswise in it, so only two natural cards of the top card's rank from your hand can take it.</source>
            <translation>얼어붙음: 더미에 와일드 카드가 옆으로 놓여 있어, 손에 있는 맨 위 카드와 같은 순위의 내추럴 카드 두 장으로만 가져갈 수 있습니다.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>게임 종료</translation>
        </message>
        <message>
            <source>Garbage</source>
            <translation>쓰레기 더미</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>나가기</translation>
        </message>
        <message>
            <source>How do you take the discard pile?</source>
            <translation>버린 카드 더미를 어떻게 가져올까요?</translation>
        </message>
        <message>
            <source>How should the cards be melded?</source>
            <translation>카드를 어떻게 멜드로 내려놓을까요?</translation>
        </message>
        <message>
            <source>Lay the selected cards down as new melds</source>
            <translation>선택한 카드를 새 멜드로 내려놓습니다</translation>
        </message>
        <message>
            <source>Left in hand &amp; foot</source>
            <translation>손과 풋에 남은 카드</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>멜드</translation>
        </message>
        <message>
            <source>Meld the pile's {top} with your {cards}</source>
            <translation>더미의 {top} 카드와 {cards} 카드로 멜드 내려놓기</translation>
        </message>
        <message>
            <source>Meld {groups}</source>
            <translation>멜드 내려놓기: {groups}</translation>
        </message>
        <message>
            <source>Meld {groups}.</source>
            <translation>멜드를 내려놓으세요: {groups}.</translation>
        </message>
        <message>
            <source>Meld {number}: press {number} to add the selected cards to it. {progress}</source>
            <translation>멜드 {number}: {number} 키를 누르면 선택한 카드를 이 멜드에 추가합니다. {progress}</translation>
        </message>
        <message>
            <source>Meld, or add to your team's melds; then discard.</source>
            <translation>멜드를 내려놓거나 우리 팀 멜드에 카드를 추가한 뒤 카드를 버리세요.</translation>
        </message>
        <message>
            <source>Melded cards</source>
            <translation>멜드한 카드</translation>
        </message>
        <message>
            <source>Mixed</source>
            <translation>혼합</translation>
        </message>
        <message>
            <source>Mixed canasta: seven cards of one rank with one to three wild cards (+{bonus}).</source>
            <translation>혼합 카나스타: 와일드 카드 1~3장이 든 같은 순위 카드 7장 (+{bonus}).</translation>
        </message>
        <message>
            <source>Natural</source>
            <translation>내추럴</translation>
        </message>
        <message>
            <source>Natural canasta: seven cards of one rank, no wild cards (+{bonus}).</source>
            <translation>내추럴 카나스타: 와일드 카드 없이 같은 순위 카드 7장 (+{bonus}).</translation>
        </message>
        <message>
            <source>Nothing but 7s: end the round with the sevens lock.</source>
            <translation>7만 남았습니다. 세븐 잠금으로 라운드를 끝내세요.</translation>
        </message>
        <message>
            <source>Put the pile's {top} on your {ranks}</source>
            <translation>더미의 {top} 카드를 {ranks} 멜드에 놓기</translation>
        </message>
        <message>
            <source>Put the selected 7s on your team's garbage pile</source>
            <translation>선택한 7을 우리 팀 쓰레기 더미에 놓습니다</translation>
        </message>
        <message>
            <source>Put {cards} on your garbage pile.</source>
            <translation>{cards} 카드를 쓰레기 더미에 놓으세요.</translation>
        </message>
        <message>
            <source>Red 3s</source>
            <translation>빨간 3</translation>
        </message>
        <message>
            <source>Red 3s laid out by this team: +100 each with a sevens canasta, −100 each without</source>
            <translation>이 팀이 내놓은 빨간 3: 세븐 카나스타가 있으면 한 장에 +100, 없으면 한 장에 −100</translation>
        </message>
        <message>
            <source>Red 3s out</source>
            <translation>나온 빨간 3</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>라운드</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>{n}라운드</translation>
        </message>
        <message>
            <source>Sevens</source>
            <translation>세븐</translation>
        </message>
        <message>
            <source>Sevens canasta: seven 7s (+{bonus}).</source>
            <translation>세븐 카나스타: 7 일곱 장 (+{bonus}).</translation>
        </message>
        <message>
            <source>Sevens lock</source>
            <translation>세븐 잠금</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>비축 더미</translation>
        </message>
        <message>
            <source>Take pile</source>
            <translation>더미 가져오기</translation>
        </message>
        <message>
            <source>Take the discard pile, melding {top} with {cards}.</source>
            <translation>버린 카드 더미를 가져오고, {top} 카드를 {cards} 카드와 함께 멜드로 내려놓으세요.</translation>
        </message>
        <message>
            <source>Take the discard pile: {top} goes on your {ranks}.</source>
            <translation>버린 카드 더미를 가져오세요. {top} 카드는 {ranks} 멜드에 놓입니다.</translation>
        </message>
        <message>
            <source>Take the top two cards of the stock</source>
            <translation>비축 더미 맨 위 카드 2장을 뽑습니다</translation>
        </message>
        <message>
            <source>Take the whole discard pile, melding its top card at once</source>
            <translation>버린 카드 더미 전체를 가져오고, 맨 위 카드는 바로 멜드합니다</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>목표 점수</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>팀</translation>
        </message>
        <message>
            <source>The discard pile ({n} cards): drag it to your hand or onto your meld to take it all, melding its top card at once.</source>
            <translation>버린 카드 더미({n}장): 손이나 내 멜드로 끌어 오면 전체를 가져오며, 맨 위 카드는 바로 멜드합니다.</translation>
        </message>
        <message>
            <source>The first melds of the round must be worth at least {n} points together.</source>
            <translation>이번 라운드의 첫 멜드는 합쳐서 {n}점 이상이어야 합니다.</translation>
        </message>
        <message>
            <source>The garbage pile: once the team has a sevens canasta, any card may go here.</source>
            <translation>쓰레기 더미: 팀이 세븐 카나스타를 완성하면 어떤 카드든 여기에 놓을 수 있습니다.</translation>
        </message>
        <message>
            <source>The garbage pile: once the team has a sevens canasta, spare 7s go here.</source>
            <translation>쓰레기 더미: 팀이 세븐 카나스타를 완성하면 남는 7을 여기에 놓습니다.</translation>
        </message>
        <message>
            <source>The stock ran out: the round ends without a going-out bonus.</source>
            <translation>비축 더미가 떨어져 나가기 보너스 없이 라운드가 끝납니다.</translation>
        </message>
        <message>
            <source>This foot has been picked up: its cards are in the player's hand.</source>
            <translation>이 풋은 이미 집었습니다. 풋의 카드는 플레이어의 손에 있습니다.</translation>
        </message>
        <message>
            <source>To go out the team still needs a canasta of each kind: {kinds}.</source>
            <translation>나가려면 팀에 아직 종류마다 카나스타가 하나씩 필요합니다: {kinds}.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>총점</translation>
        </message>
        <message>
            <source>Wild</source>
            <translation>와일드</translation>
        </message>
        <message>
            <source>Wild canasta: seven wild cards (+{bonus}).</source>
            <translation>와일드 카나스타: 와일드 카드 7장 (+{bonus}).</translation>
        </message>
        <message>
            <source>Your hand is all 7s and you cannot go out: end the round</source>
            <translation>손에 7만 있어 나갈 수 없습니다. 라운드를 끝냅니다</translation>
        </message>
        <message>
            <source>Your team's first melds must be worth {n}.</source>
            <translation>우리 팀의 첫 멜드는 {n}점 이상이어야 합니다.</translation>
        </message>
        <message>
            <source>Your team's melds: drop cards here to meld them, or onto a meld to add to it.</source>
            <translation>우리 팀 멜드: 여기에 카드를 놓으면 멜드로 내려놓고, 멜드 위에 놓으면 그 멜드에 추가합니다.</translation>
        </message>
        <message>
            <source>Your turn: draw two from the stock ({why}).</source>
            <translation>내 차례: 비축 더미에서 2장을 뽑으세요({why}).</translation>
        </message>
        <message>
            <source>Your turn: draw two from the stock, or take the discard pile by dragging it to your hand or onto your meld.</source>
            <translation>내 차례: 비축 더미에서 2장을 뽑거나, 버린 카드 더미를 손이나 내 멜드로 끌어 와서 가져오세요.</translation>
        </message>
        <message>
            <source>Your {ranks} ({n} cards)</source>
            <translation>{ranks} 멜드 ({n}장)</translation>
        </message>
        <message>
            <source>after 7s canasta</source>
            <translation>세븐 카나스타 후</translation>
        </message>
        <message>
            <source>and meld {groups}</source>
            <translation>(추가 멜드: {groups})</translation>
        </message>
        <message>
            <source>done</source>
            <translation>완료</translation>
        </message>
        <message>
            <source>picked up</source>
            <translation>집음</translation>
        </message>
        <message>
            <source>wild cards</source>
            <translation>와일드 카드</translation>
        </message>
        <message>
            <source>{name} (partner)</source>
            <translation>{name} (파트너)</translation>
        </message>
        <message>
            <source>{name} held nothing but 7s: the round ends without a going-out bonus.</source>
            <translation>{name}의 손에 7만 남아 나가기 보너스 없이 라운드가 끝납니다.</translation>
        </message>
        <message>
            <source>{name} went out: +200 for {team}.</source>
            <translation>나간 플레이어: {name} ({team} 팀 +200).</translation>
        </message>
        <message>
            <source>{name}'s foot: {n} cards, picked up when they close a canasta themselves</source>
            <translation>{name}의 풋: {n}장. 직접 카나스타를 완성하면 집습니다</translation>
        </message>
        <message>
            <source>{n} of the {size} cards a canasta needs.</source>
            <translation>카나스타에 필요한 {size}장 중 {n}장.</translation>
        </message>
        <message>
            <source>{team} win the game!</source>
            <translation>{team} 팀 승리!</translation>
        </message>
        <message>
            <source>{team}'s melds</source>
            <translation>{team} 팀의 멜드</translation>
        </message>
        <message>
            <source>· all four canastas</source>
            <translation>· 카나스타 네 종류 모두 완성</translation>
        </message>
        <message>
            <source>· first meld {n}+</source>
            <translation>· 첫 멜드 {n}점 이상</translation>
        </message>
        <message>
            <source>· to go out: {kinds}</source>
            <translation>· 나가려면: {kinds}</translation>
        </message>
    </context>
    <context>
        <name>LanDialogs</name>
        <message>
            <source>Across the room</source>
            <translation>다른 컴퓨터에서</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>주소:</translation>
        </message>
        <message>
            <source>Any free seat</source>
            <translation>아무 빈자리</translation>
        </message>
        <message>
            <source>At least one player sits at this screen.</source>
            <translation>이 화면에서 플레이할 사람이 한 명 이상 있어야 합니다.</translation>
        </message>
        <message>
            <source>At this screen</source>
            <translation>이 화면에서</translation>
        </message>
        <message>
            <source>Give at least one seat to a person.</source>
            <translation>자리를 하나 이상 사람 플레이어에게 주세요.</translation>
        </message>
        <message>
            <source>Host a table across the room</source>
            <translation>네트워크 테이블 열기</translation>
        </message>
        <message>
            <source>Join a table across the room</source>
            <translation>네트워크 테이블 참가</translation>
        </message>
        <message>
            <source>Joining {address}:{port}…</source>
            <translation>{address}:{port}에 참가하는 중…</translation>
        </message>
        <message>
            <source>Look again</source>
            <translation>다시 찾기</translation>
        </message>
        <message>
            <source>Network: {error}</source>
            <translation>네트워크: {error}</translation>
        </message>
        <message>
            <source>Play across the room</source>
            <translation>네트워크 플레이</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Players at this screen share it and pass it between turns; the others join from their own computers.</source>
            <translation>이 화면의 플레이어는 화면을 함께 쓰며 차례마다 넘겨 줍니다. 다른 플레이어는 각자의 컴퓨터에서 참가합니다.</translation>
        </message>
        <message>
            <source>Room code {code} · {address}:{port}</source>
            <translation>방 코드 {code} · {address}:{port}</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>방 코드:</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>{n}번 자리</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>자리:</translation>
        </message>
        <message>
            <source>Seated. Waiting for the other players…</source>
            <translation>자리에 앉았습니다. 다른 플레이어를 기다리는 중…</translation>
        </message>
        <message>
            <source>Starting the table…</source>
            <translation>테이블을 여는 중…</translation>
        </message>
        <message>
            <source>Tables on this network:</source>
            <translation>이 네트워크의 테이블:</translation>
        </message>
        <message>
            <source>The connection to the host is closed.</source>
            <translation>호스트와의 연결이 끊겼습니다.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>게임이 끝났습니다.</translation>
        </message>
        <message>
            <source>The host left; the game is saved on the host.</source>
            <translation>호스트가 나갔습니다. 게임은 호스트에 저장되어 있습니다.</translation>
        </message>
        <message>
            <source>The table across the room</source>
            <translation>네트워크 테이블</translation>
        </message>
        <message>
            <source>Type the host's address and port, like 192.168.1.20:47600.</source>
            <translation>호스트의 주소와 포트를 192.168.1.20:47600처럼 입력하세요.</translation>
        </message>
        <message>
            <source>Type the room code the host shows.</source>
            <translation>호스트 화면에 표시된 방 코드를 입력하세요.</translation>
        </message>
        <message>
            <source>Waiting for: {seats}</source>
            <translation>기다리는 중: {seats}</translation>
        </message>
        <message>
            <source>Who plays where</source>
            <translation>누가 어디서 플레이하나요</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>이름:</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>컴퓨터</translation>
        </message>
        <message>
            <source>for example 192.168.1.20:47600</source>
            <translation>예: 192.168.1.20:47600</translation>
        </message>
        <message>
            <source>free</source>
            <translation>빈자리</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>준비됨</translation>
        </message>
        <message>
            <source>the six letters the host shows</source>
            <translation>호스트 화면에 표시된 여섯 글자</translation>
        </message>
        <message>
            <source>you</source>
            <translation>나</translation>
        </message>
        <message>
            <source>{count} wrong room codes from {address}: it must wait {seconds} s before trying again.</source>
            <translation>{address}에서 잘못된 방 코드를 {count}번 입력했습니다. {seconds}초 후에 다시 시도할 수 있습니다.</translation>
        </message>
        <message>
            <source>{count} wrong room codes, the last from {address}: nobody may try the code for {seconds} s.</source>
            <translation>잘못된 방 코드가 {count}번 입력되었습니다(마지막: {address}). {seconds}초 동안 아무도 코드를 입력할 수 없습니다.</translation>
        </message>
        <message>
            <source>{game} is played all at once: each player needs a screen of their own.</source>
            <translation>{game}: 모두가 동시에 플레이하므로 플레이어마다 자기 화면이 필요합니다.</translation>
        </message>
        <message>
            <source>{name} is back.</source>
            <translation>{name}의 연결이 복구되었습니다.</translation>
        </message>
        <message>
            <source>{name} lost the connection; a computer plays for them.</source>
            <translation>{name}의 연결이 끊겨 컴퓨터가 대신 플레이합니다.</translation>
        </message>
        <message>
            <source>{n}. {name} — {state}</source>
            <translation>{n}. {name} — {state}</translation>
        </message>
        <message numerus="yes">
            <source>{table} — {game}, %n open seat(s) ({host}:{port})</source>
            <translation>
                <numerusform>{table} — {game}, 빈자리 %n개 ({host}:{port})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LanSession</name>
        <message>
            <source>Delay to the host</source>
            <translation>호스트까지 지연</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>{name}에게 화면을 넘겨 주세요.</translation>
        </message>
        <message>
            <source>The round is over.</source>
            <translation>라운드가 끝났습니다.</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>{name}의 차례를 기다리는 중…</translation>
        </message>
        <message>
            <source>under 1 ms</source>
            <translation>1ms 미만</translation>
        </message>
        <message>
            <source>{ms} ms</source>
            <translation>{ms}ms</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;About Meja Kartu</source>
            <translation>Meja Kartu 정보(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>애니메이션 속도(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck</source>
            <translation>4색 덱(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>게임(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>도움말(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>테이블 열기(&amp;H)…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>테이블 참가(&amp;J)…</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>새 게임(&amp;N)…</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>환경설정(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>끝내기(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;Restart</source>
            <translation>다시 시작(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>이 게임의 규칙(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Start screen</source>
            <translation>시작 화면(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>통계(&amp;S)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>보기(&amp;V)</translation>
        </message>
        <message>
            <source>A game of {game} is in progress (round {n}).</source>
            <translation>{game} 게임이 진행 중입니다({n}라운드).</translation>
        </message>
        <message>
            <source>A game of {game} is in progress.</source>
            <translation>{game} 게임이 진행 중입니다.</translation>
        </message>
        <message>
            <source>Abandon it</source>
            <translation>포기하기</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>카드 크기(&amp;S)</translation>
        </message>
        <message>
            <source>Continue it</source>
            <translation>계속하기</translation>
        </message>
        <message>
            <source>Continue it, or abandon it and start a new one? An abandoned game counts in the statistics as abandoned.</source>
            <translation>이 게임을 계속할까요, 아니면 포기하고 새 게임을 시작할까요? 포기한 게임은 통계에 포기로 기록됩니다.</translation>
        </message>
        <message>
            <source>Continue {game}</source>
            <translation>{game} 계속하기</translation>
        </message>
        <message>
            <source>Continue {game} — round {n}</source>
            <translation>{game} 계속하기 — {n}라운드</translation>
        </message>
        <message>
            <source>Deal this game again from round 1</source>
            <translation>이 게임을 1라운드부터 다시 시작합니다</translation>
        </message>
        <message>
            <source>Every move of the game in words, beside the table</source>
            <translation>게임의 모든 수를 테이블 옆에 글로 보여 줍니다</translation>
        </message>
        <message>
            <source>Every round's scores so far</source>
            <translation>지금까지 모든 라운드의 점수</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>빠르게</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>게임 기록(&amp;L)</translation>
        </message>
        <message>
            <source>Game cannot start</source>
            <translation>게임을 시작할 수 없음</translation>
        </message>
        <message>
            <source>Game in progress</source>
            <translation>진행 중인 게임</translation>
        </message>
        <message>
            <source>Games are not being saved: {reason} ({path}).</source>
            <translation>게임이 저장되지 않습니다: {reason} ({path}).</translation>
        </message>
        <message>
            <source>Games are not being saved: {reason}.</source>
            <translation>게임이 저장되지 않습니다: {reason}.</translation>
        </message>
        <message>
            <source>Games of {game} are not being saved: the saved game in {path} could not be read, and it is kept as it is.</source>
            <translation>{game} 게임이 저장되지 않습니다. {path}에 있는 저장된 게임을 읽을 수 없어 그대로 보관하고 있습니다.</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>즉시</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>크게</translation>
        </message>
        <message>
            <source>Meja Kartu</source>
            <translation>Meja Kartu</translation>
        </message>
        <message>
            <source>Meja Kartu is not allowed to write there</source>
            <translation>Meja Kartu에는 그 위치에 쓸 권한이 없습니다</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>보통</translation>
        </message>
        <message>
            <source>Not saving: Meja Kartu is already open with your games in another window, so nothing you play here is kept or counted.</source>
            <translation>저장 안 함: Meja Kartu가 이미 다른 창에서 내 게임으로 열려 있어, 여기서 하는 게임은 저장되지 않고 통계에도 반영되지 않습니다.</translation>
        </message>
        <message>
            <source>Play across the &amp;room</source>
            <translation>네트워크 플레이(&amp;R)</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Round {n} in progress</source>
            <translation>{n}라운드 진행 중</translation>
        </message>
        <message>
            <source>S&amp;cores so far…</source>
            <translation>지금까지의 점수(&amp;C)…</translation>
        </message>
        <message>
            <source>Saved game cannot be read</source>
            <translation>저장된 게임을 읽을 수 없음</translation>
        </message>
        <message>
            <source>Saved game damaged</source>
            <translation>저장된 게임 손상</translation>
        </message>
        <message>
            <source>Saved game kept</source>
            <translation>저장된 게임이 남아 있음</translation>
        </message>
        <message>
            <source>Saved games damaged</source>
            <translation>저장된 게임 여러 개 손상</translation>
        </message>
        <message>
            <source>Show the &amp;tour</source>
            <translation>둘러보기(&amp;T)</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>느리게</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>작게</translation>
        </message>
        <message>
            <source>Start a game to see its tour.</source>
            <translation>둘러보기를 보려면 게임을 시작하세요.</translation>
        </message>
        <message>
            <source>Start or continue a game first</source>
            <translation>먼저 게임을 시작하거나 계속하세요</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>통계</translation>
        </message>
        <message>
            <source>The file was kept as “{name}” in {path}.</source>
            <translation>파일을 {path}에 보관했습니다. 파일 이름: “{name}”.</translation>
        </message>
        <message>
            <source>The game is being saved again.</source>
            <translation>게임이 다시 저장되고 있습니다.</translation>
        </message>
        <message>
            <source>The saved game cannot be read ({error}). It is left untouched.</source>
            <translation>저장된 게임을 읽을 수 없습니다({error}). 파일은 그대로 두었습니다.</translation>
        </message>
        <message>
            <source>The saved game could not be removed, so it is still there: {error}</source>
            <translation>저장된 게임을 지우지 못해 그대로 남아 있습니다: {error}</translation>
        </message>
        <message>
            <source>The saved game of {game} cannot be read ({error}). It is left untouched in {path} and nothing is saved over it.</source>
            <translation>저장된 게임({game})을 읽을 수 없습니다({error}). 파일은 {path}에 그대로 두었으며, 그 위에 아무것도 저장하지 않습니다.</translation>
        </message>
        <message>
            <source>This game cannot be set up: {error}</source>
            <translation>이 게임을 준비할 수 없습니다: {error}</translation>
        </message>
        <message>
            <source>Trying again with every move.</source>
            <translation>수를 둘 때마다 다시 시도합니다.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>나</translation>
        </message>
        <message>
            <source>a file stands where the saves folder should be</source>
            <translation>저장 폴더가 있어야 할 곳에 파일이 있습니다</translation>
        </message>
        <message>
            <source>a folder stands where the saved game should be</source>
            <translation>저장된 게임이 있어야 할 곳에 폴더가 있습니다</translation>
        </message>
        <message>
            <source>a game</source>
            <translation>알 수 없는 게임</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>디스크가 가득 찼습니다</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>디스크가 읽기 전용입니다</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <translation>디스크 할당량을 모두 썼습니다</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>디스크에서 오류가 발생했습니다</translation>
        </message>
    </context>
    <context>
        <name>MessageText</name>
        <message>
            <source>apple</source>
            <translation>사과</translation>
        </message>
        <message>
            <source>apple {n}</source>
            <translation>사과 {n}</translation>
        </message>
        <message>
            <source>banana</source>
            <translation>바나나</translation>
        </message>
        <message>
            <source>banana {n}</source>
            <translation>바나나 {n}</translation>
        </message>
        <message>
            <source>mixed</source>
            <translation>혼합</translation>
        </message>
        <message>
            <source>natural</source>
            <translation>내추럴</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>세븐</translation>
        </message>
        <message>
            <source>the canopies</source>
            <translation>캐노피 자리</translation>
        </message>
        <message>
            <source>the canopy</source>
            <translation>그 캐노피</translation>
        </message>
        <message>
            <source>the compost</source>
            <translation>퇴비 더미</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>뽑기 더미</translation>
        </message>
        <message>
            <source>the seed pile</source>
            <translation>씨앗 더미</translation>
        </message>
        <message>
            <source>tree {n}</source>
            <translation>나무 {n}</translation>
        </message>
        <message>
            <source>wild-card</source>
            <translation>와일드</translation>
        </message>
    </context>
    <context>
        <name>MoveWords</name>
        <message>
            <source>a safe move</source>
            <translation>안전한 수</translation>
        </message>
        <message>
            <source>dealt the cards</source>
            <translation>카드를 나눔</translation>
        </message>
        <message>
            <source>discarded {card}</source>
            <translation>{card} 버림</translation>
        </message>
        <message>
            <source>drew from the stock</source>
            <translation>비축 더미에서 뽑음</translation>
        </message>
        <message>
            <source>played {card}</source>
            <translation>{card} 냄</translation>
        </message>
        <message>
            <source>pushed the discard on and drew</source>
            <translation>버린 카드를 푸시하고 뽑음</translation>
        </message>
        <message>
            <source>took the discard</source>
            <translation>버린 카드를 가져옴</translation>
        </message>
        <message>
            <source>turned cards onto the compost</source>
            <translation>퇴비 더미에 카드를 놓음</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source> s</source>
            <translation>초</translation>
        </message>
        <message>
            <source>&amp;Deal number:</source>
            <translation>딜 번호(&amp;D):</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>게임(&amp;G):</translation>
        </message>
        <message>
            <source>&amp;Pace:</source>
            <translation>속도(&amp;P):</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>플레이어 수(&amp;P):</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>시작(&amp;S)</translation>
        </message>
        <message>
            <source>A deal number is at most {largest}.</source>
            <translation>딜 번호는 {largest} 이하여야 합니다.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>컴퓨터</translation>
        </message>
        <message>
            <source>De&amp;faults</source>
            <translation>기본값(&amp;F)</translation>
        </message>
        <message>
            <source>Everyone plays alone in this game.</source>
            <translation>이 게임은 모두 개인플레이입니다.</translation>
        </message>
        <message>
            <source>Everyone plays alone.</source>
            <translation>모두 개인플레이입니다.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>게임</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>하우스 룰</translation>
        </message>
        <message>
            <source>How long this computer player takes for each move: the game is played in real time, everyone at once.</source>
            <translation>이 컴퓨터 플레이어가 한 수를 두는 데 걸리는 시간입니다. 이 게임은 모두가 동시에 실시간으로 플레이합니다.</translation>
        </message>
        <message>
            <source>How many seats the table has</source>
            <translation>테이블의 자리 수</translation>
        </message>
        <message>
            <source>How quickly the computer players move: Relaxed gives you time to read the table. Each seat's reaction time below can be set on its own.</source>
            <translation>컴퓨터 플레이어가 얼마나 빨리 두는지 정합니다. ‘여유’를 고르면 테이블을 살펴볼 시간이 생깁니다. 아래에서 자리마다 반응 시간을 따로 정할 수 있습니다.</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>사람</translation>
        </message>
        <message>
            <source>Leave empty for a new deal; the same number deals the same cards.</source>
            <translation>비워 두면 새로 딜합니다. 같은 번호는 같은 카드를 나눕니다.</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>수준</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>이름</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>새 게임</translation>
        </message>
        <message>
            <source>No game has a table yet.</source>
            <translation>아직 테이블이 준비된 게임이 없습니다.</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>보통</translation>
        </message>
        <message>
            <source>Partners sit opposite each other and score as a team</source>
            <translation>파트너는 서로 마주 보고 앉아 한 팀으로 점수를 얻습니다</translation>
        </message>
        <message>
            <source>Partners sit opposite: seats 1 and 3 play against seats 2 and 4.</source>
            <translation>파트너는 마주 보고 앉습니다. 1번·3번 자리와 2번·4번 자리가 겨룹니다.</translation>
        </message>
        <message>
            <source>Play in p&amp;artnerships</source>
            <translation>파트너 플레이(&amp;A)</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>플레이어</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>플레이어 {n}</translation>
        </message>
        <message>
            <source>Quick</source>
            <translation>빠름</translation>
        </message>
        <message>
            <source>Reaction</source>
            <translation>반응 시간</translation>
        </message>
        <message>
            <source>Relaxed</source>
            <translation>여유</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>{n}번 자리</translation>
        </message>
        <message>
            <source>Seat {n}: computer level</source>
            <translation>{n}번 자리: 컴퓨터 수준</translation>
        </message>
        <message>
            <source>Seat {n}: human or computer</source>
            <translation>{n}번 자리: 사람 또는 컴퓨터</translation>
        </message>
        <message>
            <source>Seat {n}: name</source>
            <translation>{n}번 자리: 이름</translation>
        </message>
        <message>
            <source>Seat {n}: reaction time in seconds</source>
            <translation>{n}번 자리: 반응 시간(초)</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>자리</translation>
        </message>
        <message>
            <source>Seats and house rules as the rules decide</source>
            <translation>자리와 하우스 룰을 규칙의 기본값으로 되돌립니다</translation>
        </message>
        <message>
            <source>Team {name}</source>
            <translation>{name}팀</translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation>플레이할 게임</translation>
        </message>
        <message>
            <source>This setup cannot be played: {reason}</source>
            <translation>이 설정으로는 플레이할 수 없습니다: {reason}</translation>
        </message>
        <message>
            <source>Type the deal number of an earlier game to play the same deal again. Leave it empty for a new deal.</source>
            <translation>이전 게임의 딜 번호를 입력하면 같은 딜을 다시 플레이합니다. 비워 두면 새로 딜합니다.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>나</translation>
        </message>
        <message>
            <source>random</source>
            <translation>무작위</translation>
        </message>
        <message>
            <source>{game} is played in real time, everyone at once: one screen seats one human player.</source>
            <translation>{game}: 모두가 동시에 실시간으로 플레이하므로 한 화면에는 사람 플레이어 한 명만 앉을 수 있습니다.</translation>
        </message>
        <message>
            <source>{option}:</source>
            <translation>{option}:</translation>
        </message>
    </context>
    <context>
        <name>OptionEditors</name>
        <message>
            <source>Add</source>
            <translation>추가</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>삭제</translation>
        </message>
        <message>
            <source>Separate the entries with commas.</source>
            <translation>항목은 쉼표로 구분하세요.</translation>
        </message>
        <message>
            <source>Written as JSON.</source>
            <translation>JSON 형식으로 적으세요.</translation>
        </message>
        <message>
            <source>entries separated by commas</source>
            <translation>쉼표로 구분한 항목</translation>
        </message>
        <message>
            <source>needs exactly {count} entries separated by commas</source>
            <translation>쉼표로 구분한 항목이 정확히 {count}개 필요합니다</translation>
        </message>
        <message>
            <source>no</source>
            <translation>아니요</translation>
        </message>
        <message>
            <source>not valid JSON ({error})</source>
            <translation>올바른 JSON이 아닙니다({error})</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>예</translation>
        </message>
        <message>
            <source>“{text}” is not a number</source>
            <translation>“{text}” 값은 숫자가 아닙니다</translation>
        </message>
        <message>
            <source>“{text}” is not a whole number</source>
            <translation>“{text}” 값은 정수가 아닙니다</translation>
        </message>
        <message>
            <source>“{text}” is not one of {allowed}</source>
            <translation>“{text}” 값은 {allowed} 중 하나가 아닙니다</translation>
        </message>
        <message>
            <source>“{text}” is not yes or no</source>
            <translation>“{text}” 값은 예 또는 아니요가 아닙니다</translation>
        </message>
    </context>
    <context>
        <name>OptionText</name>
        <message>
            <source>1 point a card</source>
            <translation>카드 한 장에 1점</translation>
        </message>
        <message>
            <source>2 points a card</source>
            <translation>카드 한 장에 2점</translation>
        </message>
        <message>
            <source>3 points a card</source>
            <translation>카드 한 장에 3점</translation>
        </message>
        <message>
            <source>5 points a card</source>
            <translation>카드 한 장에 5점</translation>
        </message>
        <message>
            <source>A card taken from the discard pile may not be discarded in the same turn.</source>
            <translation>버린 카드 더미에서 가져온 카드는 같은 차례에 버릴 수 없습니다.</translation>
        </message>
        <message>
            <source>Ace may also be low</source>
            <translation>에이스를 낮게도 쓰기</translation>
        </message>
        <message>
            <source>Add a round</source>
            <translation>라운드 추가</translation>
        </message>
        <message>
            <source>After a sevens canasta the garbage pile accepts any card, not only 7s.</source>
            <translation>세븐 카나스타를 완성한 뒤에는 7뿐 아니라 어떤 카드든 쓰레기 더미에 놓을 수 있습니다.</translation>
        </message>
        <message>
            <source>All eight, on either side</source>
            <translation>여덟 장 모두, 어느 팀 쪽이든</translation>
        </message>
        <message>
            <source>Allow sets of any rank. By the rules only 3s and Aces may form sets.</source>
            <translation>모든 순위의 세트를 허용합니다. 규칙에서는 3과 에이스로만 세트를 만들 수 있습니다.</translation>
        </message>
        <message>
            <source>Ante</source>
            <translation>거는 금액</translation>
        </message>
        <message>
            <source>Contracts, one per round</source>
            <translation>계약(라운드마다 하나)</translation>
        </message>
        <message>
            <source>Deal to the compost only when its top card cannot be played.</source>
            <translation>퇴비 더미 맨 위 카드를 낼 수 없을 때만 퇴비 더미에 카드를 놓을 수 있습니다.</translation>
        </message>
        <message>
            <source>Each card's number</source>
            <translation>각 카드의 숫자</translation>
        </message>
        <message>
            <source>Each round's contract: what each player must lay down before melding anything else. The game has as many rounds as contracts.</source>
            <translation>라운드별 계약: 다른 멜드를 내려놓기 전에 각 플레이어가 먼저 내려놓아야 하는 멜드입니다. 게임의 라운드 수는 계약 수와 같습니다.</translation>
        </message>
        <message>
            <source>Each team adds both partners' round scores. By the rules the winner's team adds the winner's score and the winner's partner's score is subtracted from the opponents.</source>
            <translation>각 팀이 두 파트너의 라운드 점수를 모두 더합니다. 규칙에서는 나간 플레이어의 팀이 그 플레이어의 점수를 더하고, 그 플레이어의 파트너 점수는 상대 팀 총점에서 뺍니다.</translation>
        </message>
        <message>
            <source>Everyone antes into a pot; round winners take a share and the game's winner the rest.</source>
            <translation>모두가 판돈을 겁니다. 라운드 승자는 몫을 가져가고, 게임 승자는 나머지를 가져갑니다.</translation>
        </message>
        <message>
            <source>Garbage pile takes any card</source>
            <translation>쓰레기 더미에 아무 카드나</translation>
        </message>
        <message>
            <source>How many natural (not wild) cards a newly laid meld must hold. The rules decide 2, so wild cards never outnumber natural ones in a three-card meld.</source>
            <translation>새로 내려놓는 멜드에 있어야 하는 내추럴 카드(와일드 카드가 아닌 카드)의 수입니다. 규칙은 2장이므로 세 장짜리 멜드에서 와일드 카드가 내추럴 카드보다 많을 수 없습니다.</translation>
        </message>
        <message>
            <source>Natural cards in a new meld</source>
            <translation>새 멜드의 내추럴 카드</translation>
        </message>
        <message>
            <source>No discarding the card just taken</source>
            <translation>방금 가져온 카드 버리기 금지</translation>
        </message>
        <message>
            <source>None left in our hands or feet</source>
            <translation>우리 팀 손과 풋에 남은 것만 없으면 됨</translation>
        </message>
        <message>
            <source>Partners add both scores</source>
            <translation>파트너 점수 모두 더하기</translation>
        </message>
        <message>
            <source>Penalty for an Ace in hand</source>
            <translation>손에 남은 에이스의 벌점</translation>
        </message>
        <message>
            <source>Play for a pot</source>
            <translation>판돈 걸기</translation>
        </message>
        <message>
            <source>Red 3s needed to go out</source>
            <translation>나가는 데 필요한 빨간 3</translation>
        </message>
        <message>
            <source>Remove the last round</source>
            <translation>마지막 라운드 삭제</translation>
        </message>
        <message>
            <source>Round winner's share</source>
            <translation>라운드 승자 몫</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>{n}라운드</translation>
        </message>
        <message>
            <source>Seed pile penalty</source>
            <translation>씨앗 더미 벌점</translation>
        </message>
        <message>
            <source>Sets of any rank</source>
            <translation>모든 순위의 세트</translation>
        </message>
        <message>
            <source>Strict compost</source>
            <translation>엄격한 퇴비</translation>
        </message>
        <message>
            <source>Target score</source>
            <translation>목표 점수</translation>
        </message>
        <message>
            <source>The Ace may also sit below the 2 (A-2-3). Runs never wrap round.</source>
            <translation>에이스를 2 아래에도 놓을 수 있습니다(A-2-3). 런은 한 바퀴 돌아 이어지지 않습니다.</translation>
        </message>
        <message>
            <source>The game ends after the round in which a player or team reaches this total.</source>
            <translation>어느 플레이어나 팀이 이 총점에 도달한 라운드가 끝나면 게임이 끝납니다.</translation>
        </message>
        <message>
            <source>The game ends after the round in which a player or team reaches this total; the highest total wins.</source>
            <translation>어느 플레이어나 팀이 이 총점에 도달한 라운드가 끝나면 게임이 끝나고, 총점이 가장 높은 쪽이 이깁니다.</translation>
        </message>
        <message>
            <source>The game ends after the round in which a player reaches this total; the highest total wins.</source>
            <translation>어느 플레이어가 이 총점에 도달한 라운드가 끝나면 게임이 끝나고, 총점이 가장 높은 플레이어가 이깁니다.</translation>
        </message>
        <message>
            <source>The game ends when a team reaches this total; if both do, the higher total wins.</source>
            <translation>한 팀이 이 총점에 도달하면 게임이 끝납니다. 두 팀 모두 도달하면 총점이 더 높은 팀이 이깁니다.</translation>
        </message>
        <message>
            <source>The part of the initial pot each round's winners take.</source>
            <translation>라운드마다 승자가 가져가는 처음 판돈의 비율입니다.</translation>
        </message>
        <message>
            <source>What an Ace left in hand costs at the end of a round.</source>
            <translation>라운드가 끝날 때 손에 남은 에이스 한 장의 벌점입니다.</translation>
        </message>
        <message>
            <source>What each card left in a player's seed pile costs at the end of a round.</source>
            <translation>라운드가 끝날 때 씨앗 더미에 남은 카드 한 장마다 받는 벌점입니다.</translation>
        </message>
        <message>
            <source>What each player puts into the pot at the start.</source>
            <translation>각 플레이어가 처음에 판돈으로 거는 금액입니다.</translation>
        </message>
        <message>
            <source>Which red 3s must be on the table before a team may go out.</source>
            <translation>팀이 나가기 전에 테이블에 나와 있어야 하는 빨간 3입니다.</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source> s</source>
            <translation>초</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>애니메이션 속도(&amp;A):</translation>
        </message>
        <message>
            <source>&amp;Felt colour:</source>
            <translation>테이블 색(&amp;F):</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck</source>
            <translation>4색 덱(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;High-contrast card faces</source>
            <translation>고대비 카드 앞면(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>언어(&amp;L):</translation>
        </message>
        <message>
            <source>&amp;Think time:</source>
            <translation>생각 시간(&amp;T):</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>시스템 설정 따르기</translation>
        </message>
        <message>
            <source>As&amp;k before abandoning a game in progress</source>
            <translation>진행 중인 게임을 포기하기 전에 묻기(&amp;K)</translation>
        </message>
        <message>
            <source>Banapples &amp;pace:</source>
            <translation>바나플스 속도(&amp;P):</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>파랑</translation>
        </message>
        <message>
            <source>Bold black and red faces on white, with large indices, for reading at a distance.</source>
            <translation>흰 바탕에 굵은 검정·빨강 그림과 큰 숫자를 써서 멀리서도 잘 보입니다.</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>버건디</translation>
        </message>
        <message>
            <source>Card &amp;back:</source>
            <translation>카드 뒷면(&amp;B):</translation>
        </message>
        <message>
            <source>Card &amp;size:</source>
            <translation>카드 크기(&amp;S):</translation>
        </message>
        <message>
            <source>Cards and table</source>
            <translation>카드와 테이블</translation>
        </message>
        <message>
            <source>Ceplok</source>
            <translation>체플록 문양</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>컴퓨터 플레이어</translation>
        </message>
        <message>
            <source>Default &amp;level:</source>
            <translation>기본 수준(&amp;L):</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>빠르게</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>게임</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>초록</translation>
        </message>
        <message>
            <source>How fast cards glide; Instant moves them at once.</source>
            <translation>카드가 움직이는 속도입니다. ‘즉시’를 고르면 카드가 바로 옮겨집니다.</translation>
        </message>
        <message>
            <source>How large the cards are drawn on the table.</source>
            <translation>테이블에 그려지는 카드의 크기입니다.</translation>
        </message>
        <message>
            <source>How long a Hard computer player may think about each move, in seconds.</source>
            <translation>‘어려움’ 수준의 컴퓨터 플레이어가 한 수마다 생각할 수 있는 시간(초)입니다.</translation>
        </message>
        <message>
            <source>How quickly the computers play in Banapples, which has no turns.</source>
            <translation>차례가 없는 바나플스에서 컴퓨터가 얼마나 빨리 플레이할지 정합니다.</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>즉시</translation>
        </message>
        <message>
            <source>Kawung</source>
            <translation>카웅 문양</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>언어</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>크게</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>보통</translation>
        </message>
        <message>
            <source>Parang</source>
            <translation>파랑 문양</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>환경설정</translation>
        </message>
        <message>
            <source>Put every preference back as it was when the app was new.</source>
            <translation>모든 설정을 앱을 처음 설치했을 때로 되돌립니다.</translation>
        </message>
        <message>
            <source>Quick</source>
            <translation>빠르게</translation>
        </message>
        <message>
            <source>Relaxed</source>
            <translation>느긋하게</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>느리게</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>작게</translation>
        </message>
        <message>
            <source>Spades black, hearts red, diamonds blue, clubs green: easier to tell apart in long melds.</source>
            <translation>스페이드는 검정, 하트는 빨강, 다이아몬드는 파랑, 클로버는 초록으로 표시해 긴 멜드에서도 쉽게 구별할 수 있습니다.</translation>
        </message>
        <message>
            <source>Teal</source>
            <translation>청록</translation>
        </message>
        <message>
            <source>The batik on the back of the cards in Banakil, Cap-It Rummy and Hand and Foot.</source>
            <translation>바나킬, 캡잇 러미, 베인 핸드 앤 풋 카드의 뒷면에 들어가는 바틱 문양입니다.</translation>
        </message>
        <message>
            <source>The colour of the table cloth.</source>
            <translation>테이블 천의 색입니다.</translation>
        </message>
        <message>
            <source>The language of the menus, the table and the rules. Changes at once.</source>
            <translation>메뉴, 테이블, 규칙에 쓰이는 언어입니다. 바로 바뀝니다.</translation>
        </message>
        <message>
            <source>The level of a new computer seat; each game offers its own levels.</source>
            <translation>새 컴퓨터 자리의 수준입니다. 게임마다 고를 수 있는 수준이 다릅니다.</translation>
        </message>
        <message>
            <source>Truntum</source>
            <translation>트룬툼 문양</translation>
        </message>
        <message>
            <source>When a new game would replace one of the same kind, ask first. Otherwise the game in progress is counted as abandoned.</source>
            <translation>새 게임이 같은 종류의 진행 중인 게임을 대신하게 될 때 먼저 묻습니다. 묻지 않으면 진행 중이던 게임은 포기한 것으로 기록됩니다.</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>아니요(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>예(&amp;Y)</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>적용</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>닫기</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>버리기</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>도움말</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>확인</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>열기</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>초기화</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>기본값 복원</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>저장</translation>
        </message>
    </context>
    <context>
        <name>QShortcut</name>
        <message>
            <source>Alt</source>
            <translation>Alt</translation>
        </message>
        <message>
            <source>Backspace</source>
            <translation>Backspace</translation>
        </message>
        <message>
            <source>Ctrl</source>
            <translation>Ctrl</translation>
        </message>
        <message>
            <source>Del</source>
            <translation>Del</translation>
        </message>
        <message>
            <source>Down</source>
            <translation>아래</translation>
        </message>
        <message>
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
        <message>
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <source>Left</source>
            <translation>왼쪽</translation>
        </message>
        <message>
            <source>Meta</source>
            <translation>Meta</translation>
        </message>
        <message>
            <source>Num</source>
            <translation>Num</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Right</source>
            <translation>오른쪽</translation>
        </message>
        <message>
            <source>Shift</source>
            <translation>Shift</translation>
        </message>
        <message>
            <source>Space</source>
            <translation>Space</translation>
        </message>
        <message>
            <source>Tab</source>
            <translation>Tab</translation>
        </message>
        <message>
            <source>Up</source>
            <translation>위</translation>
        </message>
    </context>
    <context>
        <name>RealTimeSession</name>
        <message>
            <source>Everyone has been through their draw pile: the third trees are open.</source>
            <translation>모두가 뽑기 더미를 한 바퀴 돌았습니다. 세 번째 나무 자리가 열렸습니다.</translation>
        </message>
        <message>
            <source>Go! Empty your seed pile before anyone else.</source>
            <translation>시작! 누구보다 먼저 씨앗 더미를 비우세요.</translation>
        </message>
        <message>
            <source>The round is over.</source>
            <translation>라운드가 끝났습니다.</translation>
        </message>
        <message>
            <source>Too late!</source>
            <translation>늦었습니다!</translation>
        </message>
        <message>
            <source>You are watching: every seat is a computer player.</source>
            <translation>관전 중입니다. 모든 자리가 컴퓨터 플레이어입니다.</translation>
        </message>
        <message>
            <source>{name} stumbled ({message}); played: {move}.</source>
            <translation>{name}님에게 문제가 생겨({message}) 대신 이렇게 했습니다: {move}.</translation>
        </message>
        <message>
            <source>{name} took too long; played: {move}.</source>
            <translation>{name}님이 너무 오래 생각해서 대신 이렇게 했습니다: {move}.</translation>
        </message>
    </context>
    <context>
        <name>ResultWriter</name>
        <message>
            <source>Meja Kartu may not write to the statistics file</source>
            <translation>Meja Kartu에 통계 파일을 쓸 권한이 없습니다</translation>
        </message>
        <message>
            <source>Your result could not be added to the statistics yet: {reason}. It is kept and will be added the next time you finish a game or start Meja Kartu.</source>
            <translation>결과를 아직 통계에 추가하지 못했습니다: {reason}. 결과는 보관해 두었다가 다음에 게임을 마치거나 Meja Kartu를 시작할 때 추가합니다.</translation>
        </message>
        <message>
            <source>Your result could not be saved: {reason}, and it could not be kept for later either. The finished game stays saved, and its result will be added as soon as Meja Kartu can write again.</source>
            <translation>결과를 저장하지 못했습니다: {reason}. 나중을 위해 보관하지도 못했습니다. 끝난 게임은 저장된 채로 남아 있으며, Meja Kartu가 다시 기록할 수 있게 되면 바로 결과를 추가합니다.</translation>
        </message>
        <message>
            <source>another program is using the statistics file</source>
            <translation>다른 프로그램이 통계 파일을 사용하고 있습니다</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>디스크가 가득 찼습니다</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>디스크에서 오류가 발생했습니다</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>통계 파일을 열 수 없습니다</translation>
        </message>
        <message>
            <source>there is a folder where the statistics file should be</source>
            <translation>통계 파일이 있어야 할 자리에 폴더가 있습니다</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of {game}</source>
            <translation>{game} 규칙</translation>
        </message>
        <message>
            <source>The rules of this game are not available.</source>
            <translation>이 게임의 규칙을 볼 수 없습니다.</translation>
        </message>
    </context>
    <context>
        <name>ScoreHistory</name>
        <message>
            <source>Each round's score, and everyone's total after it</source>
            <translation>라운드별 점수와 각 라운드 뒤 모든 플레이어의 총점</translation>
        </message>
        <message>
            <source>Each round's scores, and the totals after round {n}.</source>
            <translation>라운드별 점수와 {n}라운드 뒤의 총점입니다.</translation>
        </message>
        <message>
            <source>No round has been scored yet: the first round is still being played.</source>
            <translation>아직 점수가 난 라운드가 없습니다. 첫 라운드가 진행 중입니다.</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>라운드</translation>
        </message>
        <message>
            <source>Scores so far — {game}</source>
            <translation>지금까지의 점수 — {game}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>총점</translation>
        </message>
    </context>
    <context>
        <name>SecondCopyDialog</name>
        <message>
            <source>Go to the open window</source>
            <translation>열린 창으로 가기</translation>
        </message>
        <message>
            <source>Meja Kartu</source>
            <translation>Meja Kartu</translation>
        </message>
        <message>
            <source>Meja Kartu is already open</source>
            <translation>Meja Kartu가 이미 열려 있습니다</translation>
        </message>
        <message>
            <source>Meja Kartu is already open with your games in another window. Two windows at once would overwrite each other's games.</source>
            <translation>Meja Kartu가 다른 창에서 이미 내 게임과 함께 열려 있습니다. 두 창을 동시에 쓰면 서로의 게임을 덮어쓰게 됩니다.</translation>
        </message>
        <message>
            <source>Play without saving</source>
            <translation>저장하지 않고 플레이</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>종료</translation>
        </message>
        <message>
            <source>The open window did not answer. It may be busy, or stuck. Wait a moment and try again, or play here without saving.</source>
            <translation>열린 창이 응답하지 않았습니다. 바쁘거나 멈췄을 수 있습니다. 잠시 뒤 다시 시도하거나, 여기에서 저장하지 않고 플레이하세요.</translation>
        </message>
        <message>
            <source>You can go to the open window, or play here without saving: nothing you play in this window would be kept or counted.</source>
            <translation>열린 창으로 가거나, 여기에서 저장하지 않고 플레이할 수 있습니다. 이 창에서 플레이한 내용은 보관되지도, 기록되지도 않습니다.</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>About</source>
            <translation>정보</translation>
        </message>
        <message>
            <source>Card games for the table at home</source>
            <translation>집에서 즐기는 테이블 카드 게임</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>이어 하기</translation>
        </message>
        <message>
            <source>Meja Kartu</source>
            <translation>Meja Kartu</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>새 게임</translation>
        </message>
        <message>
            <source>Pick up the saved game where you left off (Enter)</source>
            <translation>저장된 게임을 멈춘 곳부터 이어서 합니다(Enter)</translation>
        </message>
        <message>
            <source>Pick up where you left off</source>
            <translation>멈춘 곳부터 이어 하기</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>플레이</translation>
        </message>
        <message>
            <source>Play across the room</source>
            <translation>여러 컴퓨터로 함께 하기</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>규칙</translation>
        </message>
        <message>
            <source>Start a new game of {name} (Enter); rules with F1</source>
            <translation>{name} 새 게임 시작(Enter) · 규칙은 F1</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>통계</translation>
        </message>
        <message>
            <source>Version {version} · offline</source>
            <translation>버전 {version} · 오프라인</translation>
        </message>
        <message>
            <source>{progress} (Enter); a new game with N; rules with F1</source>
            <translation>{progress}(Enter) · 새 게임은 N · 규칙은 F1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>&amp;Export as CSV…</source>
            <translation>CSV로 내보내기(&amp;E)…</translation>
        </message>
        <message>
            <source>&amp;Reset…</source>
            <translation>초기화(&amp;R)…</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <translation>보기(&amp;S):</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>포기</translation>
        </message>
        <message>
            <source>Against {level}</source>
            <translation>컴퓨터({level})</translation>
        </message>
        <message>
            <source>All</source>
            <translation>전체</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>모든 게임</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>평균 점수</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>최고 점수</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>컴퓨터 플레이어</translation>
        </message>
        <message>
            <source>Each seat a computer player of this level filled counts once: a game with three of them counts three.</source>
            <translation>이 수준의 컴퓨터 플레이어가 앉은 자리마다 한 번씩 셉니다. 한 게임에 세 명이 있으면 세 번으로 셉니다.</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>통계 내보내기</translation>
        </message>
        <message>
            <source>Forget every result of {game}? This cannot be undone.</source>
            <translation>{game}의 결과를 모두 지울까요? 되돌릴 수 없습니다.</translation>
        </message>
        <message>
            <source>Forget the results of every game? This cannot be undone.</source>
            <translation>모든 게임의 결과를 지울까요? 되돌릴 수 없습니다.</translation>
        </message>
        <message>
            <source>Forget the results shown: of this game, or of all games when all are shown.</source>
            <translation>지금 보이는 결과를 지웁니다(이 게임, 또는 모든 게임을 보는 중이면 모든 게임).</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>게임</translation>
        </message>
        <message>
            <source>How each computer level fares</source>
            <translation>컴퓨터 수준별 성적</translation>
        </message>
        <message numerus="yes">
            <source>Last %n result(s) in {game}</source>
            <translation>
                <numerusform>{game} 최근 게임 %n개의 결과</numerusform>
            </translation>
        </message>
        <message>
            <source>Last {n} games: {won} won, {lost} lost; {latest}.</source>
            <translation>최근 게임 {n}개: {won}승 {lost}패, {latest}.</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>수준</translation>
        </message>
        <message>
            <source>Longest streak</source>
            <translation>최다 연승</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>패</translation>
        </message>
        <message>
            <source>No finished games yet.</source>
            <translation>아직 끝낸 게임이 없습니다.</translation>
        </message>
        <message>
            <source>No finished games yet.
Play a game to its end and your results appear here.</source>
            <translation>아직 끝낸 게임이 없습니다.
게임을 끝까지 플레이하면 여기에 결과가 나타납니다.</translation>
        </message>
        <message>
            <source>Only people</source>
            <translation>사람끼리만</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>상대</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>게임 수</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>통계 초기화</translation>
        </message>
        <message>
            <source>Save every finished and abandoned game as a spreadsheet file (CSV).</source>
            <translation>끝낸 게임과 포기한 게임을 모두 스프레드시트 파일(CSV)로 저장합니다.</translation>
        </message>
        <message>
            <source>Saved {n} games to {path}.</source>
            <translation>게임 {n}개를 {path}에 저장했습니다.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>자리</translation>
        </message>
        <message>
            <source>Show the statistics of</source>
            <translation>통계를 볼 대상</translation>
        </message>
        <message>
            <source>Spreadsheet files (*.csv)</source>
            <translation>스프레드시트 파일 (*.csv)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>통계</translation>
        </message>
        <message>
            <source>The lowest total in {games}, where the lowest total wins</source>
            <translation>{games}에서는 총점이 낮을수록 이기므로 가장 낮은 총점입니다</translation>
        </message>
        <message>
            <source>The statistics are busy just now. Close this window and open it again in a moment.</source>
            <translation>지금은 통계가 사용 중입니다. 이 창을 닫았다가 잠시 뒤 다시 여세요.</translation>
        </message>
        <message>
            <source>The statistics cannot be read just now: {reason}.</source>
            <translation>지금은 통계를 읽을 수 없습니다: {reason}.</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {reason}.</source>
            <translation>통계를 초기화하지 못했습니다: {reason}.</translation>
        </message>
        <message>
            <source>The statistics could not be saved to {path}: {reason}.</source>
            <translation>통계를 {path}에 저장하지 못했습니다: {reason}.</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>승률</translation>
        </message>
        <message>
            <source>Winning streak</source>
            <translation>현재 연승</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>승</translation>
        </message>
        <message>
            <source>Your games</source>
            <translation>내 게임</translation>
        </message>
        <message>
            <source>Your results per game and opponents</source>
            <translation>게임과 상대별 내 성적</translation>
        </message>
        <message>
            <source>the latest lost</source>
            <translation>마지막 게임 패배</translation>
        </message>
        <message>
            <source>the latest won</source>
            <translation>마지막 게임 승리</translation>
        </message>
    </context>
    <context>
        <name>TableBanners</name>
        <message>
            <source>Round {n} is over</source>
            <translation>{n}라운드가 끝났습니다</translation>
        </message>
        <message>
            <source>You closed a {kind} canasta</source>
            <translation>{kind} 카나스타를 완성했습니다</translation>
        </message>
        <message>
            <source>You closed a {kind} canasta of {ranks}</source>
            <translation>{kind} 카나스타({ranks})를 완성했습니다</translation>
        </message>
        <message>
            <source>You laid down the contract</source>
            <translation>계약을 내려놓았습니다</translation>
        </message>
        <message>
            <source>You picked up your foot</source>
            <translation>풋을 집었습니다</translation>
        </message>
        <message>
            <source>You went out!</source>
            <translation>나갔습니다!</translation>
        </message>
        <message>
            <source>{name} closed a {kind} canasta</source>
            <translation>{name}님이 {kind} 카나스타를 완성했습니다</translation>
        </message>
        <message>
            <source>{name} closed a {kind} canasta of {ranks}</source>
            <translation>{name}님이 {kind} 카나스타({ranks})를 완성했습니다</translation>
        </message>
        <message>
            <source>{name} laid down the contract</source>
            <translation>{name}님이 계약을 내려놓았습니다</translation>
        </message>
        <message>
            <source>{name} picked up their foot</source>
            <translation>{name}님이 풋을 집었습니다</translation>
        </message>
        <message>
            <source>{name} went out!</source>
            <translation>{name}님이 나갔습니다!</translation>
        </message>
    </context>
    <context>
        <name>TableCursor</name>
        <message>
            <source>1 card</source>
            <translation>카드 1장</translation>
        </message>
        <message>
            <source>Face-down card</source>
            <translation>뒷면이 보이는 카드</translation>
        </message>
        <message>
            <source>a pile</source>
            <translation>더미</translation>
        </message>
        <message>
            <source>canopy {number}</source>
            <translation>캐노피 {number}</translation>
        </message>
        <message>
            <source>card {number} of {count}</source>
            <translation>{count}장 중 {number}번째 카드</translation>
        </message>
        <message>
            <source>contract part {number}</source>
            <translation>계약 부분 {number}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>비어 있음</translation>
        </message>
        <message>
            <source>meld {number}</source>
            <translation>멜드 {number}</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>버린 카드 더미</translation>
        </message>
        <message>
            <source>the stock</source>
            <translation>비축 더미</translation>
        </message>
        <message>
            <source>your canopy area</source>
            <translation>내 캐노피 자리</translation>
        </message>
        <message>
            <source>your compost</source>
            <translation>내 퇴비 더미</translation>
        </message>
        <message>
            <source>your draw pile</source>
            <translation>내 뽑기 더미</translation>
        </message>
        <message>
            <source>your foot</source>
            <translation>내 풋</translation>
        </message>
        <message>
            <source>your hand</source>
            <translation>내 손</translation>
        </message>
        <message>
            <source>your melds</source>
            <translation>내 멜드</translation>
        </message>
        <message>
            <source>your seed pile</source>
            <translation>내 씨앗 더미</translation>
        </message>
        <message>
            <source>your side's garbage</source>
            <translation>우리 팀 쓰레기 더미</translation>
        </message>
        <message>
            <source>your side's melds</source>
            <translation>우리 팀 멜드</translation>
        </message>
        <message>
            <source>your side's red threes</source>
            <translation>우리 팀 빨간 3</translation>
        </message>
        <message>
            <source>your tree {number}</source>
            <translation>내 나무 {number}</translation>
        </message>
        <message>
            <source>{amount}, top card {card}</source>
            <translation>{amount}, 맨 위 카드 {card}</translation>
        </message>
        <message>
            <source>{card}, in {zone}</source>
            <translation>{card}, {zone}</translation>
        </message>
        <message>
            <source>{count} cards</source>
            <translation>카드 {count}장</translation>
        </message>
        <message>
            <source>{game} table</source>
            <translation>{game} 테이블</translation>
        </message>
        <message>
            <source>{name}'s canopy area</source>
            <translation>{name}의 캐노피 자리</translation>
        </message>
        <message>
            <source>{name}'s compost</source>
            <translation>{name}의 퇴비 더미</translation>
        </message>
        <message>
            <source>{name}'s draw pile</source>
            <translation>{name}의 뽑기 더미</translation>
        </message>
        <message>
            <source>{name}'s foot</source>
            <translation>{name}의 풋</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>{name}의 손</translation>
        </message>
        <message>
            <source>{name}'s melds</source>
            <translation>{name}의 멜드</translation>
        </message>
        <message>
            <source>{name}'s seed pile</source>
            <translation>{name}의 씨앗 더미</translation>
        </message>
        <message>
            <source>{name}'s side's garbage</source>
            <translation>{name} 팀의 쓰레기 더미</translation>
        </message>
        <message>
            <source>{name}'s side's melds</source>
            <translation>{name} 팀의 멜드</translation>
        </message>
        <message>
            <source>{name}'s side's red threes</source>
            <translation>{name} 팀의 빨간 3</translation>
        </message>
        <message>
            <source>{name}'s tree {number}</source>
            <translation>{name}의 나무 {number}</translation>
        </message>
        <message>
            <source>{words}, selected</source>
            <translation>{words}, 선택됨</translation>
        </message>
    </context>
    <context>
        <name>TableNotes</name>
        <message>
            <source>Open the rules at this rule</source>
            <translation>규칙의 해당 부분 열기</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>왜?</translation>
        </message>
        <message>
            <source>Why? opens the rules at this rule.</source>
            <translation>‘왜?’를 누르면 규칙의 해당 부분이 열립니다.</translation>
        </message>
    </context>
    <context>
        <name>TableOverlays</name>
        <message>
            <source>Every clock has stopped. Press P or Space to play on.</source>
            <translation>모든 시계가 멈췄습니다. P나 Space를 누르면 계속합니다.</translation>
        </message>
        <message>
            <source>I am {name}</source>
            <translation>제가 {name}입니다</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>{name}님에게 화면을 넘겨 주세요</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>일시 정지</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>계속</translation>
        </message>
        <message>
            <source>{tip} Key: {key}.</source>
            <translation>{tip} 단축키: {key}.</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>Card table</source>
            <translation>카드 테이블</translation>
        </message>
        <message>
            <source>Deal no.</source>
            <translation>딜 번호</translation>
        </message>
        <message>
            <source>Deal no. {number}: give it as the deal number of a new game to play the same cards again.</source>
            <translation>딜 번호 {number}: 새 게임에서 이 딜 번호를 입력하면 같은 카드로 다시 플레이할 수 있습니다.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>게임 종료</translation>
        </message>
        <message>
            <source>Hide the table and stop every clock</source>
            <translation>테이블을 가리고 모든 시계를 멈춥니다</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>힌트</translation>
        </message>
        <message>
            <source>Main menu</source>
            <translation>메인 메뉴</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>다음 라운드</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>일시 정지</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>다시 하기</translation>
        </message>
        <message>
            <source>Show what a good player would do</source>
            <translation>좋은 플레이어라면 어떻게 할지 보여 줍니다</translation>
        </message>
        <message>
            <source>Show what a good player would do
Hints are given when it is your turn.</source>
            <translation>좋은 플레이어라면 어떻게 할지 보여 줍니다
힌트는 내 차례에만 볼 수 있습니다.</translation>
        </message>
        <message>
            <source>Sort 7-8</source>
            <translation>7-8 정렬</translation>
        </message>
        <message>
            <source>Sort your hand by rank</source>
            <translation>손의 카드를 순위별로 정렬합니다</translation>
        </message>
        <message>
            <source>Sort your hand by suit</source>
            <translation>손의 카드를 모양별로 정렬합니다</translation>
        </message>
        <message>
            <source>Sort ♠♥</source>
            <translation>♠♥ 정렬</translation>
        </message>
        <message>
            <source>Take back your last move</source>
            <translation>마지막 수를 되돌립니다</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>되돌리기</translation>
        </message>
    </context>
    <context>
        <name>Tour</name>
        <message>
            <source>Canopy cards score for their deck's owner: the first to 500 points wins.</source>
            <translation>캐노피의 카드는 그 카드가 나온 덱의 주인에게 점수가 됩니다. 500점에 먼저 도달한 플레이어가 이깁니다.</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>완료</translation>
        </message>
        <message>
            <source>End your turn by discarding one card (X), or double-click it in your hand.</source>
            <translation>카드 한 장을 버려(X) 차례를 마치세요. 손에서 카드를 더블클릭해도 됩니다.</translation>
        </message>
        <message>
            <source>End your turn by discarding one card (X).</source>
            <translation>카드 한 장을 버려(X) 차례를 마치세요.</translation>
        </message>
        <message>
            <source>End your turn by discarding one card (X); sevens are never discarded.</source>
            <translation>카드 한 장을 버려(X) 차례를 마치세요. 7은 절대 버릴 수 없습니다.</translation>
        </message>
        <message>
            <source>Five rounds: cards left in your hand count against you, and the lowest total wins.</source>
            <translation>다섯 라운드를 합니다. 손에 남은 카드는 벌점이 되고, 총점이 가장 낮은 플레이어가 이깁니다.</translation>
        </message>
        <message>
            <source>Melds score points each round: the first to the target score wins. The panel shows the totals.</source>
            <translation>멜드는 라운드마다 점수가 됩니다. 목표 점수에 먼저 도달하면 이깁니다. 총점은 패널에 나옵니다.</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>다음</translation>
        </message>
        <message>
            <source>No turns: everyone plays at once. Empty your seed pile first to win the round.</source>
            <translation>차례가 없습니다. 모두가 동시에 플레이합니다. 씨앗 더미를 먼저 비우면 라운드에서 이깁니다.</translation>
        </message>
        <message>
            <source>Seven cards make a canasta; finishing one yourself brings your foot into your hand. The first side to 20,000 points wins.</source>
            <translation>카드 7장이 모이면 카나스타가 됩니다. 카나스타를 직접 완성하면 풋이 손으로 들어옵니다. 20,000점에 먼저 도달한 팀이 이깁니다.</translation>
        </message>
        <message>
            <source>Skip the tour</source>
            <translation>둘러보기 건너뛰기</translation>
        </message>
        <message>
            <source>Start a canopy with a 1 here, then build it up 2, 3… to 10 in the same fruit, on anyone's canopy.</source>
            <translation>여기에 1로 캐노피를 시작하고, 같은 과일로 2, 3… 10까지 쌓아 올리세요. 누구의 캐노피에든 쌓을 수 있습니다.</translation>
        </message>
        <message>
            <source>Start your turn here: draw the top card of the stock (D), or take cards from the discard pile (T).</source>
            <translation>여기에서 차례를 시작하세요. 비축 더미 맨 위 카드를 뽑거나(D), 버린 카드 더미에서 카드를 가져오세요(T).</translation>
        </message>
        <message>
            <source>Start your turn: draw two cards from the stock (D), or take the discard pile (T).</source>
            <translation>차례 시작: 비축 더미에서 카드 두 장을 뽑거나(D), 버린 카드 더미를 가져오세요(T).</translation>
        </message>
        <message>
            <source>Start your turn: take the top discard (T), or push it on to the next player and draw from the stock (P).</source>
            <translation>차례 시작: 버린 카드 더미 맨 위 카드를 가져오거나(T), 그 카드를 다음 플레이어에게 푸시하고 비축 더미에서 뽑으세요(P).</translation>
        </message>
        <message>
            <source>Stuck? Deal three cards onto your compost (Space); its top card is yours to play (C).</source>
            <translation>막혔나요? 퇴비 더미에 카드 3장을 놓으세요(Space). 퇴비 더미 맨 위 카드를 낼 수 있습니다(C).</translation>
        </message>
        <message>
            <source>Your hand. Click cards, or move with the arrow keys and press Space, to select three or more in a run or a set; Meld (M) lays them down.</source>
            <translation>내 손입니다. 카드를 클릭하거나, 방향키로 움직이고 Space를 눌러 런이나 세트가 되는 카드를 3장 이상 고르세요. 멜드(M)로 내려놓습니다.</translation>
        </message>
        <message>
            <source>Your hand. Select the cards for this round's contract; Contract (M) lays them down.</source>
            <translation>내 손입니다. 이번 라운드의 계약에 쓸 카드를 고르세요. 계약(M)으로 내려놓습니다.</translation>
        </message>
        <message>
            <source>Your hand. Select three or more cards of one rank; Meld (M) lays them down for your side, Add (A) grows a meld.</source>
            <translation>내 손입니다. 같은 순위의 카드를 3장 이상 고르세요. 멜드(M)로 팀 앞에 내려놓고, 추가(A)로 멜드를 늘립니다.</translation>
        </message>
        <message>
            <source>Your trees build down by one, apple and banana in turn: park cards here.</source>
            <translation>내 나무는 1씩 내려가며 사과와 바나나를 번갈아 쌓습니다. 카드를 잠시 놓아 두는 곳입니다.</translation>
        </message>
        <message>
            <source>{number} of {count}</source>
            <translation>{number}/{count}</translation>
        </message>
    </context>
    <context>
        <name>bain_hand_and_foot</name>
        <message>
            <source>7s may never be discarded</source>
            <translation>7은 버릴 수 없습니다</translation>
        </message>
        <message>
            <source>a meld needs at least 3 cards, not {count}</source>
            <translation>멜드는 3장 이상이어야 합니다(지금 {count}장)</translation>
        </message>
        <message>
            <source>a red 3 of your team is not on the table yet</source>
            <translation>우리 팀의 빨간 3이 아직 테이블에 나오지 않았습니다</translation>
        </message>
        <message>
            <source>black 3s may be melded only in the turn you go out</source>
            <translation>검은 3은 나가는 차례에만 멜드할 수 있습니다</translation>
        </message>
        <message>
            <source>black 3s meld only among themselves, with no wild card</source>
            <translation>검은 3은 와일드 카드 없이 검은 3끼리만 멜드할 수 있습니다</translation>
        </message>
        <message>
            <source>draw first: two stock cards or the whole discard pile</source>
            <translation>먼저 뽑으세요: 비축 더미 카드 두 장 또는 버린 카드 더미 전체</translation>
        </message>
        <message>
            <source>it is seat {current}'s turn, not seat {seat}'s</source>
            <translation>{seat}번 자리가 아니라 {current}번 자리의 차례입니다</translation>
        </message>
        <message>
            <source>name at least one meld</source>
            <translation>멜드를 하나 이상 지정하세요</translation>
        </message>
        <message>
            <source>nothing is added to a meld of black 3s</source>
            <translation>검은 3 멜드에는 카드를 추가할 수 없습니다</translation>
        </message>
        <message>
            <source>only {count} of the {total} red 3s are on the table</source>
            <translation>빨간 3 {total}장 중 {count}장만 테이블에 있습니다</translation>
        </message>
        <message>
            <source>take the pile with a natural pair of {rank}, one natural and one wild, or onto your team's unfinished meld of that rank</source>
            <translation>내추럴 {rank} 한 쌍, 내추럴 카드 한 장과 와일드 카드 한 장, 또는 우리 팀의 아직 닫히지 않은 같은 순위 멜드로 더미를 가져오세요</translation>
        </message>
        <message>
            <source>that canasta is closed: nothing more is added</source>
            <translation>그 카나스타는 닫혀서 더 이상 추가할 수 없습니다</translation>
        </message>
        <message>
            <source>that meld belongs to the other team</source>
            <translation>그 멜드는 상대 팀의 것입니다</translation>
        </message>
        <message>
            <source>the garbage pile opens only after your team's sevens canasta</source>
            <translation>쓰레기 더미는 우리 팀이 세븐 카나스타를 완성한 뒤에만 열립니다</translation>
        </message>
        <message>
            <source>the garbage pile takes only 7s, not {cards}</source>
            <translation>쓰레기 더미에는 7만 놓을 수 있고 {cards} 카드는 놓을 수 없습니다</translation>
        </message>
        <message>
            <source>the pile cannot be taken while its top card is a black 3</source>
            <translation>맨 위 카드가 검은 3이면 더미를 가져올 수 없습니다</translation>
        </message>
        <message>
            <source>the pile cannot be taken while its top card is a wild card</source>
            <translation>맨 위 카드가 와일드 카드이면 더미를 가져올 수 없습니다</translation>
        </message>
        <message>
            <source>the pile is frozen: take it only with two natural {rank} from your hand</source>
            <translation>더미가 얼어붙었습니다: 손에 있는 내추럴 {rank} 두 장으로만 가져올 수 있습니다</translation>
        </message>
        <message>
            <source>the sevens lock needs a hand of nothing but 7s</source>
            <translation>세븐 잠금은 손에 7만 있을 때 쓸 수 있습니다</translation>
        </message>
        <message>
            <source>the top card {card} does not belong on that meld</source>
            <translation>맨 위 카드({card})는 그 멜드에 놓을 수 없습니다</translation>
        </message>
        <message>
            <source>the top card {card} must be melded with cards of its rank</source>
            <translation>맨 위 카드({card})는 같은 순위의 카드와 함께 멜드해야 합니다</translation>
        </message>
        <message>
            <source>when the top card goes onto a meld, name only the meld; add more cards after taking the pile</source>
            <translation>맨 위 카드를 멜드에 추가할 때는 그 멜드만 지정하고, 다른 카드는 더미를 가져온 뒤에 추가하세요</translation>
        </message>
        <message>
            <source>wild cards</source>
            <translation>와일드 카드</translation>
        </message>
        <message>
            <source>you can go out: put your 7s on the garbage pile</source>
            <translation>나갈 수 있습니다: 7을 쓰레기 더미에 놓으세요</translation>
        </message>
        <message>
            <source>you have not picked up your foot yet</source>
            <translation>아직 풋을 집지 않았습니다</translation>
        </message>
        <message>
            <source>you may not discard your last card: {problem}</source>
            <translation>마지막 카드를 버릴 수 없습니다: {problem}</translation>
        </message>
        <message>
            <source>you may not play your last card: {problem}</source>
            <translation>마지막 카드를 낼 수 없습니다: {problem}</translation>
        </message>
        <message>
            <source>you would keep a single card you could not discard ({problem})</source>
            <translation>버릴 수 없는 카드 한 장만 손에 남게 됩니다({problem})</translation>
        </message>
        <message>
            <source>your team already has an unfinished meld of {rank}: add to it instead</source>
            <translation>우리 팀에는 이미 닫히지 않은 {rank} 멜드가 있습니다: 그 멜드에 추가하세요</translation>
        </message>
        <message>
            <source>your team has no unfinished meld to add to</source>
            <translation>우리 팀에는 카드를 추가할 닫히지 않은 멜드가 없습니다</translation>
        </message>
        <message>
            <source>your team has no {kinds} canasta yet</source>
            <translation>우리 팀에는 아직 {kinds} 카나스타가 없습니다</translation>
        </message>
        <message>
            <source>your team's first melds must be worth at least {need} (these are worth {value})</source>
            <translation>우리 팀의 첫 멜드는 합쳐서 {need}점 이상이어야 합니다(지금 {value}점)</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} 또는 {second}</translation>
        </message>
    </context>
    <context>
        <name>banakil</name>
        <message>
            <source>a set has no start position; give start only for a run</source>
            <translation>세트에는 시작 위치가 없으니 시작 위치는 런에만 지정하세요</translation>
        </message>
        <message>
            <source>draw first: take the top stock card or cards from the pile</source>
            <translation>먼저 뽑으세요: 비축 더미 맨 위 카드 또는 버린 카드 더미의 카드</translation>
        </message>
        <message>
            <source>end must be "low" or "high", not {end}</source>
            <translation>end 값은 "low" 또는 "high"여야 합니다(받은 값: {end})</translation>
        </message>
        <message>
            <source>runs start at the 3: a 2 goes below the 3 only when it is moved there from a run that spans 3 to A</source>
            <translation>런은 3부터 시작합니다: 2는 3부터 A까지 이어진 런에서 옮겨질 때만 3 아래로 갑니다</translation>
        </message>
        <message>
            <source>the stock is empty</source>
            <translation>비축 더미가 비었습니다</translation>
        </message>
        <message>
            <source>the {wild} has no open end of the run to move to</source>
            <translation>{wild} 카드를 옮길 수 있는 런의 열린 끝이 없습니다</translation>
        </message>
        <message>
            <source>this run already holds the {card}</source>
            <translation>이 런에는 이미 {card} 카드가 있습니다</translation>
        </message>
        <message>
            <source>this set already holds a {card}: the cards of a set are all of different suits</source>
            <translation>이 세트에는 이미 {card} 카드가 있습니다: 세트의 카드는 모두 모양이 달라야 합니다</translation>
        </message>
        <message>
            <source>you can take 1 to {most} cards from the discard pile, not {count}</source>
            <translation>버린 카드 더미에서는 1장부터 {most}장까지 가져올 수 있습니다(지금 {count}장)</translation>
        </message>
        <message>
            <source>you could not discard afterwards: {card} was taken alone from the pile and may not be discarded this turn</source>
            <translation>그렇게 하면 버릴 수 있는 카드가 남지 않습니다: {card} 카드는 더미에서 한 장만 가져왔으므로 이번 차례에 버릴 수 없습니다</translation>
        </message>
        <message>
            <source>you may lay off only on your own or your partner's melds</source>
            <translation>카드는 자신이나 파트너의 멜드에만 추가할 수 있습니다</translation>
        </message>
        <message>
            <source>you must lay a meld of your own before laying off</source>
            <translation>카드를 추가하려면 먼저 자신의 멜드를 내려놓아야 합니다</translation>
        </message>
        <message>
            <source>you took {card} alone from the discard pile, so you may not discard it this turn</source>
            <translation>버린 카드 더미에서 {card} 카드 한 장만 가져왔으므로 이번 차례에 그 카드를 버릴 수 없습니다</translation>
        </message>
        <message>
            <source>{cards} holds no natural card</source>
            <translation>{cards}에는 내추럴 카드가 없습니다</translation>
        </message>
        <message>
            <source>{card} does not belong to a set of {rank}</source>
            <translation>{card} 카드는 {rank} 세트에 들어갈 수 없습니다</translation>
        </message>
        <message>
            <source>{card} does not fit at either end of {meld}</source>
            <translation>{card} 카드는 {meld}의 어느 쪽 끝에도 맞지 않습니다</translation>
        </message>
        <message>
            <source>{card} is not a {suit} card, so it cannot join this run</source>
            <translation>{card} 카드는 {suit} 카드가 아니므로 이 런에 넣을 수 없습니다</translation>
        </message>
    </context>
    <context>
        <name>banapples</name>
        <message>
            <source>a canopy starts with a 1, not with {card}</source>
            <translation>캐노피는 {card} 카드가 아니라 1로 시작합니다</translation>
        </message>
        <message>
            <source>a new canopy may be started only in your own area; add to other players' canopies instead</source>
            <translation>새 캐노피는 자기 자리에서만 시작할 수 있으니, 다른 플레이어의 캐노피에는 카드를 더하세요</translation>
        </message>
        <message>
            <source>a new canopy starts on an empty place</source>
            <translation>새 캐노피는 빈 자리에서 시작합니다</translation>
        </message>
        <message>
            <source>a tree cannot move onto itself</source>
            <translation>나무를 같은 나무 위로 옮길 수는 없습니다</translation>
        </message>
        <message>
            <source>canopy {index} changed: {top} is on top now</source>
            <translation>캐노피 {index}의 맨 위가 바뀌었습니다(지금: {top})</translation>
        </message>
        <message>
            <source>move the whole tree: partial moves are illegal (lift it by its bottom card {card})</source>
            <translation>나무 전체를 옮기세요: 일부만 옮길 수는 없습니다(맨 아래의 {card} 카드를 잡아 옮기세요)</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>없음</translation>
        </message>
        <message>
            <source>only whole trees move, from one of your tree slots to another</source>
            <translation>나무는 통째로만, 내 나무 자리에서 다른 나무 자리로 옮길 수 있습니다</translation>
        </message>
        <message>
            <source>seat {seat} deals the next round</source>
            <translation>다음 라운드는 {seat}번 자리가 카드를 나눕니다</translation>
        </message>
        <message>
            <source>the command's clock {clock} is before the table's clock {table}: commands are applied in arrival order</source>
            <translation>명령 시각({clock})이 테이블 시각({table})보다 앞섭니다: 명령은 도착한 순서대로 적용됩니다</translation>
        </message>
        <message>
            <source>the round is not being played now</source>
            <translation>지금은 라운드가 진행 중이 아닙니다</translation>
        </message>
        <message>
            <source>the round is over: commands that arrive after the round-ending play are discarded</source>
            <translation>라운드가 끝났습니다: 라운드를 끝낸 플레이 뒤에 도착한 명령은 무시됩니다</translation>
        </message>
        <message>
            <source>the third tree opens only when every player has cycled their draw pile</source>
            <translation>세 번째 나무 자리는 모든 플레이어가 뽑기 더미를 한 바퀴 돌아야 열립니다</translation>
        </message>
        <message>
            <source>the tree's bottom card {problem}</source>
            <translation>나무의 맨 아래 카드: {problem}</translation>
        </message>
        <message>
            <source>there is no canopy {index}</source>
            <translation>없는 캐노피입니다: 캐노피 {index}</translation>
        </message>
        <message>
            <source>this canopy reached 10: it is complete and closed</source>
            <translation>이 캐노피는 10에 이르러 완성되었고 닫혔습니다</translation>
        </message>
        <message>
            <source>tree cards never go to another tree singly: move the whole tree</source>
            <translation>나무의 카드는 한 장씩 다른 나무로 옮길 수 없습니다: 나무 전체를 옮기세요</translation>
        </message>
        <message>
            <source>you may build only on your own trees</source>
            <translation>자기 나무에만 쌓을 수 있습니다</translation>
        </message>
        <message>
            <source>you may move only your own trees</source>
            <translation>자기 나무만 옮길 수 있습니다</translation>
        </message>
        <message>
            <source>your compost is empty: deal three cards onto it first</source>
            <translation>퇴비 더미가 비었습니다: 먼저 카드 3장을 놓으세요</translation>
        </message>
        <message>
            <source>your compost top {card} can be played (strict compost: deal only when it cannot)</source>
            <translation>퇴비 더미 맨 위의 {card} 카드를 낼 수 있습니다(엄격한 퇴비: 낼 수 없을 때만 퇴비 더미로 나눕니다)</translation>
        </message>
        <message>
            <source>your draw pile and compost are both empty</source>
            <translation>뽑기 더미와 퇴비 더미가 모두 비었습니다</translation>
        </message>
        <message>
            <source>your seed pile is empty</source>
            <translation>씨앗 더미가 비었습니다</translation>
        </message>
        <message>
            <source>your {card} fits nowhere right now</source>
            <translation>지금은 {card} 카드를 놓을 곳이 없습니다</translation>
        </message>
        <message>
            <source>{action} is not a Banapples command</source>
            <translation>바나플스 명령이 아닙니다: {action}</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: a canopy builds up by exactly one (a {value})</source>
            <translation>{card} 카드는 {top} 위에 놓을 수 없습니다: 캐노피는 정확히 1씩 올라갑니다({value} 필요)</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: a canopy keeps one fruit ({fruit})</source>
            <translation>{card} 카드는 {top} 위에 놓을 수 없습니다: 캐노피에는 한 가지 과일만 쌓습니다({fruit})</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: a tree alternates fruit ({fruit} needs a {other} below it)</source>
            <translation>{card} 카드는 {top} 위에 놓을 수 없습니다: 나무는 과일을 번갈아 쌓습니다({fruit} 다음에는 {other} 카드가 와야 함)</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: a tree builds down by exactly one (a {value})</source>
            <translation>{card} 카드는 {top} 위에 놓을 수 없습니다: 나무는 정확히 1씩 내려갑니다({value} 필요)</translation>
        </message>
        <message>
            <source>{card} is not in {zone} (any more)</source>
            <translation>{card} 카드가 {zone}에 (더 이상) 없습니다</translation>
        </message>
        <message>
            <source>{card} is not on top of {zone} (any more)</source>
            <translation>{card} 카드가 (더 이상) {zone}의 맨 위에 없습니다</translation>
        </message>
        <message>
            <source>{zone} changed: {top} is on top now</source>
            <translation>{zone}의 맨 위가 바뀌었습니다(지금: {top})</translation>
        </message>
        <message>
            <source>{zone} is another player's pile: players never touch another player's seed pile, compost, draw pile or trees</source>
            <translation>{zone}: 다른 플레이어의 더미입니다. 다른 플레이어의 씨앗 더미, 퇴비 더미, 뽑기 더미, 나무는 건드릴 수 없습니다</translation>
        </message>
        <message>
            <source>{zone}: cards are played from your seed pile, compost or trees</source>
            <translation>{zone}: 카드는 씨앗 더미, 퇴비 더미, 나무에서만 낼 수 있습니다</translation>
        </message>
        <message>
            <source>{zone}: cards are played onto your trees or onto canopies</source>
            <translation>{zone}: 카드는 내 나무나 캐노피에만 낼 수 있습니다</translation>
        </message>
        <message>
            <source>{zone}: there are tree slots 0 to {last}</source>
            <translation>{zone}: 나무 자리는 0부터 {last}까지입니다</translation>
        </message>
    </context>
    <context>
        <name>cap_it_rummy</name>
        <message>
            <source>a set has no start position; give start only for a run</source>
            <translation>세트에는 시작 위치가 없으니 시작 위치는 런에만 지정하세요</translation>
        </message>
        <message>
            <source>draw first: take the top discard or push</source>
            <translation>먼저 버린 카드 더미 맨 위 카드를 가져오거나 푸시하세요</translation>
        </message>
        <message>
            <source>end must be "low" or "high", not {end}</source>
            <translation>end 값은 "low" 또는 "high"여야 합니다(받은 값: {end})</translation>
        </message>
        <message>
            <source>lay your contract first: {contract}, all in one turn</source>
            <translation>먼저 계약을 내려놓으세요: {contract}, 한 차례에 모두</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>없음</translation>
        </message>
        <message>
            <source>round {round}'s contract is {contract}</source>
            <translation>{round}라운드의 계약은 {contract}입니다</translation>
        </message>
        <message>
            <source>the discard pile is empty, so there is nothing to push</source>
            <translation>버린 카드 더미가 비어 있어 푸시할 카드가 없습니다</translation>
        </message>
        <message>
            <source>the {wild} stands in its natural place in this run and cannot be replaced</source>
            <translation>{wild} 카드는 이 런의 제자리에 있으므로 교체할 수 없습니다</translation>
        </message>
        <message>
            <source>there is no plain stock draw: take the top discard, or push it with the stock card to the next player</source>
            <translation>비축 더미에서 그냥 뽑을 수는 없습니다: 버린 카드 더미 맨 위 카드를 가져오거나, 그 카드를 비축 더미 카드와 함께 다음 플레이어에게 푸시하세요</translation>
        </message>
        <message>
            <source>these cards do not make up {contract}</source>
            <translation>이 카드로는 계약({contract})을 채울 수 없습니다</translation>
        </message>
        <message>
            <source>you could not discard afterwards: {card} was taken from the discard pile and may not be discarded this turn</source>
            <translation>그렇게 하면 버릴 수 있는 카드가 남지 않습니다: {card} 카드는 버린 카드 더미에서 가져왔으므로 이번 차례에 버릴 수 없습니다</translation>
        </message>
        <message>
            <source>you have already laid this round's contract; lay further melds one at a time</source>
            <translation>이번 라운드의 계약은 이미 내려놓았으니, 다른 멜드는 하나씩 내려놓으세요</translation>
        </message>
        <message>
            <source>you may lay off only after laying your contract ({contract})</source>
            <translation>카드 추가는 계약({contract})을 내려놓은 뒤에만 할 수 있습니다</translation>
        </message>
        <message>
            <source>you may swap wild cards only after laying your contract</source>
            <translation>와일드 카드 교체는 계약을 내려놓은 뒤에만 할 수 있습니다</translation>
        </message>
        <message>
            <source>you took {card} from the discard pile this turn, so you may not discard it now</source>
            <translation>이번 차례에 버린 카드 더미에서 {card} 카드를 가져왔으므로 지금 버릴 수 없습니다</translation>
        </message>
        <message>
            <source>your hand cannot make {contract} yet</source>
            <translation>아직 손의 카드로 계약({contract})을 만들 수 없습니다</translation>
        </message>
        <message>
            <source>{cards} can be laid as a run in several ways ({ways}): declare where each wild stands by giving the run's start</source>
            <translation>{cards}: 런으로 내려놓는 방법이 여러 가지입니다({ways}). 런의 시작을 지정해 각 와일드 카드의 자리를 정하세요</translation>
        </message>
        <message>
            <source>{cards} could be a set or a run: declare which</source>
            <translation>{cards}: 세트와 런 중 어느 쪽인지 정하세요</translation>
        </message>
        <message>
            <source>{card} belongs inside {meld}; if a wild holds its place, swap it instead of laying it off</source>
            <translation>{card} 카드는 {meld}의 안쪽 자리에 들어갑니다. 그 자리에 와일드 카드가 있으면 추가하지 말고 교체하세요</translation>
        </message>
        <message>
            <source>{card} cannot go at the {end} end of {meld}</source>
            <translation>{card} 카드는 {meld}의 {end} 쪽 끝에 놓을 수 없습니다</translation>
        </message>
        <message>
            <source>{card} does not belong to a set of {rank}</source>
            <translation>{card} 카드는 {rank} 세트에 들어갈 수 없습니다</translation>
        </message>
        <message>
            <source>{card} does not fit at either end of {meld}</source>
            <translation>{card} 카드는 {meld}의 어느 쪽 끝에도 맞지 않습니다</translation>
        </message>
        <message>
            <source>{card} is not a {suit} card, so it cannot join this run</source>
            <translation>{card} 카드는 {suit} 카드가 아니므로 이 런에 넣을 수 없습니다</translation>
        </message>
        <message>
            <source>{contract}, laid all together, one meld per part; {laid} does not make it up</source>
            <translation>계약 {contract}: 부분마다 멜드 하나씩, 모두 함께 내려놓아야 합니다. 지금 내려놓은 것({laid})으로는 채워지지 않습니다</translation>
        </message>
        <message>
            <source>{kind} {meld}</source>
            <translation>{kind} {meld}</translation>
        </message>
        <message>
            <source>{meld}</source>
            <translation>{meld}</translation>
        </message>
        <message>
            <source>{wild} is a natural card, not a wild</source>
            <translation>{wild} 카드는 와일드 카드가 아니라 내추럴 카드입니다</translation>
        </message>
        <message>
            <source>{wild} is not in this meld</source>
            <translation>{wild} 카드는 이 멜드에 없습니다</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>a round is in progress; deal only after it has ended</source>
            <translation>라운드가 진행 중이니 라운드가 끝난 뒤에 카드를 나누세요</translation>
        </message>
        <message>
            <source>choose at least one card</source>
            <translation>카드를 한 장 이상 고르세요</translation>
        </message>
        <message>
            <source>it is not your turn: seat {seat} is to play</source>
            <translation>내 차례가 아닙니다: 지금은 {seat}번 자리의 차례입니다</translation>
        </message>
        <message>
            <source>select at least three cards to meld</source>
            <translation>멜드할 카드를 3장 이상 고르세요</translation>
        </message>
        <message>
            <source>select one card to discard</source>
            <translation>버릴 카드를 한 장 고르세요</translation>
        </message>
        <message>
            <source>select the cards to add first</source>
            <translation>먼저 추가할 카드를 고르세요</translation>
        </message>
        <message>
            <source>select the cards to lay off first</source>
            <translation>먼저 멜드에 추가할 카드를 고르세요</translation>
        </message>
        <message>
            <source>select the cards to meld first</source>
            <translation>먼저 멜드할 카드를 고르세요</translation>
        </message>
        <message>
            <source>the discard pile is empty</source>
            <translation>버린 카드 더미가 비었습니다</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>게임이 끝났습니다</translation>
        </message>
        <message>
            <source>the round is over: the next dealer deals first</source>
            <translation>라운드가 끝났습니다: 다음 딜러가 먼저 카드를 나눕니다</translation>
        </message>
        <message>
            <source>the same card is named twice</source>
            <translation>같은 카드가 두 번 지정되었습니다</translation>
        </message>
        <message>
            <source>there is no meld {meld} on the table</source>
            <translation>테이블에 없는 멜드입니다: {meld}</translation>
        </message>
        <message>
            <source>there is no seat {seat} at this table</source>
            <translation>이 테이블에는 {seat}번 자리가 없습니다</translation>
        </message>
        <message>
            <source>you do not hold {cards}</source>
            <translation>손에 {cards} 카드가 없습니다</translation>
        </message>
        <message>
            <source>you have already drawn this turn</source>
            <translation>이번 차례에 이미 뽑았습니다</translation>
        </message>
        <message>
            <source>{action} is not a {game} action</source>
            <translation>{game}의 동작이 아닙니다: {action}</translation>
        </message>
        <message>
            <source>{action} is not an action</source>
            <translation>올바른 동작이 아닙니다: {action}</translation>
        </message>
    </context>
    <context>
        <name>lan</name>
        <message>
            <source>the game has not started: the table waits for every player</source>
            <translation>게임이 아직 시작되지 않았습니다: 모든 플레이어를 기다리는 중입니다</translation>
        </message>
    </context>
    <context>
        <name>melds</name>
        <message>
            <source>a meld holds at most {limit} cards</source>
            <translation>멜드는 최대 {limit}장입니다</translation>
        </message>
        <message>
            <source>a meld needs at least 3 cards, not {count}</source>
            <translation>멜드는 3장 이상이어야 합니다(지금 {count}장)</translation>
        </message>
        <message>
            <source>a meld needs at least one natural card; {cards} are all wild</source>
            <translation>멜드에는 내추럴 카드가 한 장 이상 있어야 합니다: {cards} 카드는 모두 와일드 카드입니다</translation>
        </message>
        <message>
            <source>a new meld needs at least {need} natural cards; {cards} has {count}</source>
            <translation>새 멜드에는 내추럴 카드가 {need}장 이상 있어야 합니다: {cards}에는 {count}장뿐입니다</translation>
        </message>
        <message>
            <source>a run cannot hold the same card twice: {cards}</source>
            <translation>런에는 같은 카드가 두 번 들어갈 수 없습니다: {cards}</translation>
        </message>
        <message>
            <source>a run is of one suit: {cards} mixes suits</source>
            <translation>런은 한 모양으로만 만듭니다: {cards}에는 여러 모양이 섞여 있습니다</translation>
        </message>
        <message>
            <source>a run is of one suit: {card} does not belong</source>
            <translation>런은 한 모양으로만 만듭니다: {card} 카드는 들어갈 수 없습니다</translation>
        </message>
        <message>
            <source>a run may not go below {rank}; the Ace is high only and runs never wrap</source>
            <translation>런은 {rank}보다 아래로 내려갈 수 없습니다: 에이스는 높은 카드로만 쓰이고 런은 한 바퀴 돌아 이어지지 않습니다</translation>
        </message>
        <message>
            <source>a set holds at most {limit} cards</source>
            <translation>세트는 최대 {limit}장입니다</translation>
        </message>
        <message>
            <source>a set of {rank} may hold no wild card; {cards} has {count}</source>
            <translation>{rank} 세트에는 와일드 카드를 넣을 수 없습니다: {cards}에는 {count}장이 있습니다</translation>
        </message>
        <message>
            <source>a set of {size} cards may hold at most {limit} wild card(s); {cards} has {count}</source>
            <translation>{size}장짜리 세트에는 와일드 카드를 최대 {limit}장까지 넣을 수 있습니다: {cards}에는 {count}장이 있습니다</translation>
        </message>
        <message>
            <source>a wild meld holds wild cards only, not {cards}</source>
            <translation>와일드 멜드에는 와일드 카드만 들어갑니다: {cards} 카드는 안 됩니다</translation>
        </message>
        <message>
            <source>a {kind} may hold at most {limit} joker(s), this one holds {count}</source>
            <translation>{kind}에는 조커를 최대 {limit}장까지 넣을 수 있습니다(지금 {count}장)</translation>
        </message>
        <message>
            <source>a {kind} may hold at most {limit} wild 2(s), this one holds {count}</source>
            <translation>{kind}에는 와일드 카드로 쓰는 2를 최대 {limit}장까지 넣을 수 있습니다(지금 {count}장)</translation>
        </message>
        <message>
            <source>a {kind} may hold at most {limit} wild cards</source>
            <translation>{kind}에는 와일드 카드를 최대 {limit}장까지 넣을 수 있습니다</translation>
        </message>
        <message>
            <source>a {kind} may not use a 2 as a wild card</source>
            <translation>{kind}에는 2를 와일드 카드로 쓸 수 없습니다</translation>
        </message>
        <message>
            <source>any {rank}</source>
            <translation>아무 모양의 {rank}</translation>
        </message>
        <message>
            <source>nothing ranks above the Ace: runs never wrap</source>
            <translation>에이스보다 높은 카드는 없습니다: 런은 한 바퀴 돌아 이어지지 않습니다</translation>
        </message>
        <message>
            <source>sets may only be {allowed}, not {rank}</source>
            <translation>세트는 {allowed}만 만들 수 있고 {rank} 세트는 만들 수 없습니다</translation>
        </message>
        <message>
            <source>the Ace is high only and runs never wrap</source>
            <translation>에이스는 높은 카드로만 쓰이고 런은 한 바퀴 돌아 이어지지 않습니다</translation>
        </message>
        <message>
            <source>the cards of a set must all be of different suits: {card} twice</source>
            <translation>세트의 카드는 모두 모양이 달라야 합니다: {card} 카드가 두 장입니다</translation>
        </message>
        <message>
            <source>this game has no runs</source>
            <translation>이 게임에는 런이 없습니다</translation>
        </message>
        <message>
            <source>this game has no sets</source>
            <translation>이 게임에는 세트가 없습니다</translation>
        </message>
        <message>
            <source>{cards} are not all of one rank</source>
            <translation>{cards} 카드의 순위가 모두 같지 않습니다</translation>
        </message>
        <message>
            <source>{cards} holds no natural card</source>
            <translation>{cards}에는 내추럴 카드가 없습니다</translation>
        </message>
        <message>
            <source>{cards} is neither a set of one rank nor a run of one suit</source>
            <translation>{cards} 카드는 같은 순위의 세트도, 같은 모양의 런도 아닙니다</translation>
        </message>
        <message>
            <source>{cards} is not a run: the cards are not consecutive (not enough wild cards to fill the gaps)</source>
            <translation>{cards} 카드는 런이 아닙니다: 카드가 이어지지 않습니다(빈자리를 채울 와일드 카드가 모자랍니다)</translation>
        </message>
        <message>
            <source>{card} cannot stand where {face} belongs: runs are consecutive</source>
            <translation>{face} 자리에 {card} 카드를 놓을 수 없습니다: 런은 순서대로 이어져야 합니다</translation>
        </message>
        <message>
            <source>{card} is not a wild card in this meld</source>
            <translation>{card} 카드는 이 멜드에서 와일드 카드가 아닙니다</translation>
        </message>
        <message>
            <source>{card} is not the card the {wild} stands for ({face})</source>
            <translation>{card} 카드는 {wild} 카드가 대신하는 카드({face})가 아닙니다</translation>
        </message>
        <message>
            <source>{card} is wild; only a natural card replaces a wild</source>
            <translation>{card} 카드는 와일드 카드입니다: 와일드 카드는 내추럴 카드로만 교체할 수 있습니다</translation>
        </message>
    </context>
    <context>
        <name>narration</name>
        <message>
            <source>Round {round}</source>
            <translation>{round}라운드</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>게임이 끝났습니다</translation>
        </message>
        <message>
            <source>The round is over</source>
            <translation>라운드가 끝났습니다</translation>
        </message>
        <message>
            <source>meld</source>
            <translation>멜드</translation>
        </message>
        <message>
            <source>run</source>
            <translation>런</translation>
        </message>
        <message>
            <source>set</source>
            <translation>세트</translation>
        </message>
        <message>
            <source>{seat} dealt</source>
            <translation>{seat}: 카드를 나누어 주었습니다</translation>
        </message>
        <message>
            <source>{seat} discarded {card}</source>
            <translation>{seat}: {card} 카드를 버렸습니다</translation>
        </message>
        <message>
            <source>{seat} drew {cards}</source>
            <translation>{seat}: 비축 더미에서 뽑았습니다 — {cards}</translation>
        </message>
        <message>
            <source>{seat} laid a {kind}: {cards}</source>
            <translation>{seat}: {kind} 하나를 내려놓았습니다 — {cards}</translation>
        </message>
        <message>
            <source>{seat} laid off {cards} on {owner} {kind}</source>
            <translation>{seat}: {owner} {kind}에 {cards} 카드를 추가했습니다</translation>
        </message>
        <message>
            <source>{seat} moved {cards}</source>
            <translation>{seat}: 카드를 옮겼습니다 — {cards}</translation>
        </message>
        <message>
            <source>{seat} picked up their foot</source>
            <translation>{seat}: 풋을 집었습니다</translation>
        </message>
        <message>
            <source>{seat} played {card} on a canopy</source>
            <translation>{seat}: 캐노피에 {card} 카드를 냈습니다</translation>
        </message>
        <message numerus="yes">
            <source>{seat} pushed %n card(s) to {target}: {cards}</source>
            <translation>
                <numerusform>{seat}: {target}에게 %n장을 푸시했습니다 — {cards}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{seat} pushed %n card(s) to {target}: {cards} and {unseen}</source>
            <translation>
                <numerusform>{seat}: {target}에게 %n장을 푸시했습니다 — {cards}, {unseen}</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} put {cards} on a tree</source>
            <translation>{seat}: 나무에 {cards} 카드를 놓았습니다</translation>
        </message>
        <message>
            <source>{seat} set down a red 3: {card}</source>
            <translation>{seat}: 빨간 3을 내려놓았습니다 — {card}</translation>
        </message>
        <message>
            <source>{seat} started a canopy with {card}</source>
            <translation>{seat}: {card} 카드로 캐노피를 시작했습니다</translation>
        </message>
        <message numerus="yes">
            <source>{seat} took %n card(s) from the pile: {cards}</source>
            <translation>
                <numerusform>{seat}: 버린 카드 더미에서 %n장을 가져왔습니다 — {cards}</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} took {cards} from {owner} {kind}</source>
            <translation>{seat}: {owner} {kind}에서 {cards} 카드를 가져왔습니다</translation>
        </message>
        <message numerus="yes">
            <source>{seat} turned %n card(s) onto the compost</source>
            <translation>
                <numerusform>{seat}: 퇴비 더미에 %n장을 뒤집어 놓았습니다</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} went out: the round is over</source>
            <translation>{seat}: 나가서 라운드가 끝났습니다</translation>
        </message>
        <message>
            <source>{team} closed a canasta of wild cards</source>
            <translation>{team}: 와일드 카드 카나스타를 완성했습니다</translation>
        </message>
        <message>
            <source>{team} closed a mixed canasta of {rank}</source>
            <translation>{team}: {rank} 혼합 카나스타를 완성했습니다</translation>
        </message>
        <message>
            <source>{team} closed a natural canasta of {rank}</source>
            <translation>{team}: {rank} 내추럴 카나스타를 완성했습니다</translation>
        </message>
    </context>
</TS>
