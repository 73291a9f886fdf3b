<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="id_ID" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About Meja Kartu</source>
            <translation>Tentang Meja Kartu</translation>
        </message>
        <message>
            <source>Free software under the MIT License.</source>
            <translation>Perangkat lunak bebas dengan Lisensi MIT.</translation>
        </message>
        <message>
            <source>It works entirely offline: no account, no internet connection, no advertising, and no data leaves your computer. Saved games and statistics stay in your own user folder.</source>
            <translation>Meja Kartu bekerja sepenuhnya secara offline: tanpa akun, tanpa koneksi internet, tanpa iklan, dan tidak ada data yang keluar dari komputer Anda. Permainan tersimpan dan statistik tetap berada di folder pengguna Anda sendiri.</translation>
        </message>
        <message>
            <source>Meja Kartu</source>
            <translation>Meja Kartu</translation>
        </message>
        <message>
            <source>Meja Kartu (“card table”) is a card table on your computer for playing rummy and solitaire-race games against computer players, or with friends taking turns at one screen.</source>
            <translation>Meja Kartu adalah meja kartu di komputer Anda untuk bermain rummy dan balapan solitaire melawan pemain komputer, atau bersama teman secara bergantian di satu layar.</translation>
        </message>
        <message>
            <source>The card faces, card backs and drawings are our own, made for Meja Kartu. Built with Qt for Python (PySide6), used under the LGPL.</source>
            <translation>Muka kartu, punggung kartu, dan gambar-gambarnya adalah karya kami sendiri, dibuat khusus untuk Meja Kartu. Dibangun dengan Qt for Python (PySide6), yang digunakan di bawah lisensi LGPL.</translation>
        </message>
        <message>
            <source>The games:</source>
            <translation>Permainannya:</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Versi {version}</translation>
        </message>
    </context>
    <context>
        <name>AccessibleTable</name>
        <message>
            <source>Ace</source>
            <translation>As</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Meja kartu</translation>
        </message>
        <message>
            <source>Face-down card</source>
            <translation>Kartu tertutup</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Jack</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>King</source>
            <translation>Raja</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Ratu</translation>
        </message>
        <message>
            <source>Up and Down move between piles, Left and Right along a pile's cards, Space selects, Enter plays to the pile you are on.</source>
            <translation>Panah Atas/Bawah berpindah antartumpukan, Kiri/Kanan menyusuri kartu dalam tumpukan, Space memilih, Enter memainkan ke tumpukan yang sedang Anda tuju.</translation>
        </message>
        <message>
            <source>{rank} of clubs</source>
            <translation>{rank} keriting</translation>
        </message>
        <message>
            <source>{rank} of diamonds</source>
            <translation>{rank} wajik</translation>
        </message>
        <message>
            <source>{rank} of hearts</source>
            <translation>{rank} hati</translation>
        </message>
        <message>
            <source>{rank} of spades</source>
            <translation>{rank} sekop</translation>
        </message>
    </context>
    <context>
        <name>BanakilTable</name>
        <message>
            <source>(take back {cards})</source>
            <translation>(ambil kembali {cards})</translation>
        </message>
        <message>
            <source>40 (concealed)</source>
            <translation>40 (tersembunyi)</translation>
        </message>
        <message>
            <source>Add the selected cards to your or your partner's meld</source>
            <translation>Tambahkan kartu yang dipilih ke kombinasi Anda atau pasangan Anda</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Buang</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>Buang kartu satu per satu.</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Tumpukan buangan</translation>
        </message>
        <message>
            <source>Discard the selected card and end your turn</source>
            <translation>Buang kartu yang dipilih dan akhiri giliran Anda</translation>
        </message>
        <message>
            <source>Discard this card.</source>
            <translation>Buang kartu ini.</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Ambil</translation>
        </message>
        <message>
            <source>Draw from the stock.</source>
            <translation>Ambil kartu dari stok.</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Habis kartu</translation>
        </message>
        <message>
            <source>How many cards from the discard pile?</source>
            <translation>Berapa kartu dari tumpukan buangan?</translation>
        </message>
        <message>
            <source>How should the cards go on the meld?</source>
            <translation>Bagaimana kartu-kartu ini ditambahkan ke kombinasi?</translation>
        </message>
        <message>
            <source>In hand</source>
            <translation>Di tangan</translation>
        </message>
        <message>
            <source>Lay off</source>
            <translation>Tambahkan</translation>
        </message>
        <message>
            <source>Lay off on which meld?</source>
            <translation>Tambahkan ke kombinasi yang mana?</translation>
        </message>
        <message>
            <source>Lay the selected cards down as a meld</source>
            <translation>Turunkan kartu yang dipilih sebagai kombinasi</translation>
        </message>
        <message>
            <source>Lay this off on your meld.</source>
            <translation>Tambahkan kartu ini ke kombinasi Anda.</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>Turunkan</translation>
        </message>
        <message>
            <source>Meld these cards.</source>
            <translation>Turunkan kartu-kartu ini sebagai kombinasi.</translation>
        </message>
        <message>
            <source>Melded</source>
            <translation>Kombinasi</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Pemain</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Ronde {n}</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Stok</translation>
        </message>
        <message numerus="yes">
            <source>Take %n card(s) from the discard pile.</source>
            <translation>
                <numerusform>Ambil %n kartu dari tumpukan buangan.</numerusform>
            </translation>
        </message>
        <message>
            <source>Take cards from the discard pile (or press 1–9)</source>
            <translation>Ambil kartu dari tumpukan buangan (atau tekan 1–9)</translation>
        </message>
        <message>
            <source>Take pile…</source>
            <translation>Ambil tumpukan…</translation>
        </message>
        <message>
            <source>Take the top card of the stock</source>
            <translation>Ambil kartu teratas dari stok</translation>
        </message>
        <message>
            <source>Take the top card: {cards}</source>
            <translation>Ambil kartu teratas: {cards}</translation>
        </message>
        <message>
            <source>Take the top {n} cards: {cards}</source>
            <translation>Ambil {n} kartu teratas: {cards}</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>Team total</source>
            <translation>Total pasangan</translation>
        </message>
        <message>
            <source>The discard pile is empty.</source>
            <translation>Tumpukan buangan kosong.</translation>
        </message>
        <message>
            <source>The discard pile: drag a card to your hand to take it and every card above it (or press 1–9); drop a card here to discard it.</source>
            <translation>Tumpukan buangan: seret sebuah kartu ke tangan Anda untuk mengambilnya beserta semua kartu di atasnya (atau tekan 1–9); taruh kartu di sini untuk membuangnya.</translation>
        </message>
        <message>
            <source>The stock ({n} cards): click it or press D to draw its top card.</source>
            <translation>Stok ({n} kartu): klik atau tekan D untuk mengambil kartu teratasnya.</translation>
        </message>
        <message>
            <source>The stock ran out: nobody scores this round.</source>
            <translation>Stok habis: tidak ada yang mendapat poin di ronde ini.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Which meld do you mean?</source>
            <translation>Kombinasi mana yang Anda maksud?</translation>
        </message>
        <message>
            <source>Your melds</source>
            <translation>Kombinasi Anda</translation>
        </message>
        <message>
            <source>Your melds: drop three or more cards here to meld them, or onto a meld to lay them off.</source>
            <translation>Kombinasi Anda: taruh tiga kartu atau lebih di sini untuk membentuk kombinasi, atau di atas kombinasi untuk menambahkannya.</translation>
        </message>
        <message>
            <source>{name} (partner)</source>
            <translation>{name} (pasangan)</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>{name} menghabiskan kartu.</translation>
        </message>
        <message>
            <source>{name}'s melds</source>
            <translation>Kombinasi {name}</translation>
        </message>
        <message>
            <source>{name}'s melds (partner)</source>
            <translation>Kombinasi {name} (pasangan)</translation>
        </message>
        <message>
            <source>{name}'s melds: you may lay off on them.</source>
            <translation>Kombinasi {name}: Anda boleh menambahkan kartu ke kombinasi ini.</translation>
        </message>
        <message>
            <source>−20 (no meld)</source>
            <translation>−20 (tanpa kombinasi)</translation>
        </message>
    </context>
    <context>
        <name>BanapplesTable</name>
        <message>
            <source>A canopy: anyone may add the next card of the same fruit, up to 10</source>
            <translation>Kanopi: siapa pun boleh menambahkan kartu berikutnya dengan jenis buah yang sama, sampai 10</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>Canopies build up from 1 to 10 in one fruit. Start a new one with a 1 here; add to anyone's.</source>
            <translation>Kanopi dibangun menaik dari 1 sampai 10 dalam satu jenis buah. Mulai kanopi baru dengan kartu 1 di sini; tambahkan ke kanopi siapa pun.</translation>
        </message>
        <message>
            <source>Canopy cards</source>
            <translation>Kartu kanopi</translation>
        </message>
        <message>
            <source>Compost</source>
            <translation>Kompos</translation>
        </message>
        <message>
            <source>Compost: only the top card may be played (press C)</source>
            <translation>Kompos: hanya kartu teratas yang boleh dimainkan (tekan C)</translation>
        </message>
        <message>
            <source>Deal 3</source>
            <translation>Bagikan 3</translation>
        </message>
        <message>
            <source>Deal three cards from your draw pile onto your compost (or click the draw pile)</source>
            <translation>Bagikan tiga kartu dari tumpukan undian ke tumpukan kompos Anda (atau klik tumpukan undian)</translation>
        </message>
        <message>
            <source>Deal three to your compost.</source>
            <translation>Bagikan tiga kartu ke tumpukan kompos Anda.</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Undian</translation>
        </message>
        <message>
            <source>Draw pile: click or press Space to deal three cards onto your compost; once it is empty, the compost turns over as the new draw pile.</source>
            <translation>Tumpukan undian: klik atau tekan Space untuk membagikan tiga kartu ke tumpukan kompos Anda; setelah kosong, tumpukan kompos dibalik menjadi tumpukan undian baru.</translation>
        </message>
        <message>
            <source>Locked</source>
            <translation>Terkunci</translation>
        </message>
        <message>
            <source>Move this whole tree onto your other tree.</source>
            <translation>Pindahkan seluruh pohon ini ke atas pohon Anda yang lain.</translation>
        </message>
        <message>
            <source>Nobody could play on: the round ends without a bonus.</source>
            <translation>Tidak ada yang bisa bermain lagi: ronde berakhir tanpa bonus.</translation>
        </message>
        <message>
            <source>Only a tree's top card can be played; a whole tree moves onto another of your trees.</source>
            <translation>Hanya kartu teratas pohon yang bisa dimainkan; pohon hanya bisa dipindahkan utuh ke pohon Anda yang lain.</translation>
        </message>
        <message>
            <source>Play compost</source>
            <translation>Mainkan kompos</translation>
        </message>
        <message>
            <source>Play seed</source>
            <translation>Mainkan biji</translation>
        </message>
        <message>
            <source>Play your compost's top card where it fits best</source>
            <translation>Mainkan kartu teratas kompos Anda di tempat yang paling cocok</translation>
        </message>
        <message>
            <source>Play your seed card where it fits best</source>
            <translation>Mainkan kartu biji Anda di tempat yang paling cocok</translation>
        </message>
        <message>
            <source>Play your {card} {where}.</source>
            <translation>Mainkan {card} {where}.</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Pemain</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Ronde {n}</translation>
        </message>
        <message>
            <source>Seed penalty</source>
            <translation>Penalti biji</translation>
        </message>
        <message>
            <source>Seeds</source>
            <translation>Biji</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>There is no card there to play.</source>
            <translation>Tidak ada kartu di sana untuk dimainkan.</translation>
        </message>
        <message>
            <source>Too late: that pile changed before your card arrived.</source>
            <translation>Terlambat: tumpukan itu berubah sebelum kartu Anda tiba.</translation>
        </message>
        <message>
            <source>Too late: {name}'s {card} got there first.</source>
            <translation>Terlambat: {card} milik {name} tiba lebih dulu.</translation>
        </message>
        <message>
            <source>Total of {target}</source>
            <translation>Total dari {target}</translation>
        </message>
        <message>
            <source>Tree {n}</source>
            <translation>Pohon {n}</translation>
        </message>
        <message>
            <source>Tree {n}: build down, alternating apples and bananas; press {n} to play its top card onto a canopy.</source>
            <translation>Pohon {n}: bangun menurun, berganti apel dan pisang; tekan {n} untuk memainkan kartu teratasnya ke kanopi.</translation>
        </message>
        <message>
            <source>Tree {n}: locked until every player has gone through their draw pile once.</source>
            <translation>Pohon {n}: terkunci sampai setiap pemain sudah menghabiskan tumpukan undiannya sekali.</translation>
        </message>
        <message>
            <source>Turn over</source>
            <translation>Balik</translation>
        </message>
        <message>
            <source>Turn your compost over as the new draw pile</source>
            <translation>Balik tumpukan kompos Anda menjadi tumpukan undian baru</translation>
        </message>
        <message>
            <source>Turn your compost over.</source>
            <translation>Balik tumpukan kompos Anda.</translation>
        </message>
        <message>
            <source>Your canopies</source>
            <translation>Kanopi Anda</translation>
        </message>
        <message>
            <source>Your seed pile ({n} left): empty it first to win the round. Press S to play its top card.</source>
            <translation>Tumpukan biji Anda (sisa {n}): kosongkan lebih dulu untuk memenangkan ronde. Tekan S untuk memainkan kartu teratasnya.</translation>
        </message>
        <message>
            <source>Your {card} fits nowhere right now.</source>
            <translation>Kartu {card} Anda belum cocok di mana pun saat ini.</translation>
        </message>
        <message>
            <source>on your canopy</source>
            <translation>ke kanopi Anda</translation>
        </message>
        <message>
            <source>on your tree</source>
            <translation>ke pohon Anda</translation>
        </message>
        <message>
            <source>on {name}'s canopy</source>
            <translation>ke kanopi milik {name}</translation>
        </message>
        <message>
            <source>to start a canopy</source>
            <translation>untuk memulai kanopi</translation>
        </message>
        <message>
            <source>{name} emptied the seed pile first: +25.</source>
            <translation>{name} lebih dulu mengosongkan tumpukan biji: +25.</translation>
        </message>
        <message>
            <source>{name}'s canopies</source>
            <translation>Kanopi {name}</translation>
        </message>
        <message>
            <source>{name}'s canopies: you may add to them too.</source>
            <translation>Kanopi {name}: Anda juga boleh menambahkan kartu ke sini.</translation>
        </message>
        <message>
            <source>{name}'s compost</source>
            <translation>Tumpukan kompos {name}</translation>
        </message>
        <message>
            <source>{name}'s draw pile</source>
            <translation>Tumpukan undian {name}</translation>
        </message>
        <message>
            <source>{name}'s seed pile: {n} cards left</source>
            <translation>Tumpukan biji {name}: sisa {n} kartu</translation>
        </message>
        <message>
            <source>{name}'s tree {n}</source>
            <translation>Pohon {n} milik {name}</translation>
        </message>
        <message>
            <source>· 1 seed</source>
            <translation>· 1 biji</translation>
        </message>
        <message>
            <source>· {n} seeds</source>
            <translation>· {n} biji</translation>
        </message>
    </context>
    <context>
        <name>CapItRummyTable</name>
        <message>
            <source> and </source>
            <translation> dan </translation>
        </message>
        <message>
            <source>({n} set aside)</source>
            <translation>({n} disisihkan)</translation>
        </message>
        <message>
            <source>Add cards to any meld, or swap a wild for its natural card</source>
            <translation>Tambahkan kartu ke meld mana pun, atau ganti wild card dengan kartu natural yang diwakilinya</translation>
        </message>
        <message>
            <source>Chips won</source>
            <translation>Chip didapat</translation>
        </message>
        <message>
            <source>Contract</source>
            <translation>Meld wajib</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Buang</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>Buang kartu satu per satu.</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Tumpukan buangan</translation>
        </message>
        <message>
            <source>Discard the selected card and end your turn</source>
            <translation>Buang kartu yang dipilih dan akhiri giliran Anda</translation>
        </message>
        <message>
            <source>Discard the {card}.</source>
            <translation>Buang {card}.</translation>
        </message>
        <message>
            <source>Drop the cards for {part} here; the contract goes down once every slot is filled.</source>
            <translation>Taruh kartu untuk {part} di sini; meld wajib turun setelah semua slot terisi.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Permainan selesai</translation>
        </message>
        <message>
            <source>Give the top discard and the stock card to {name}, then draw the next stock card</source>
            <translation>Berikan kartu teratas tumpukan buangan dan kartu stok kepada {name}, lalu ambil kartu stok berikutnya</translation>
        </message>
        <message>
            <source>How do these cards count towards the contract?</source>
            <translation>Kartu-kartu ini dihitung untuk bagian meld wajib yang mana?</translation>
        </message>
        <message>
            <source>How should the cards go on the meld?</source>
            <translation>Bagaimana kartu-kartu ini ditambahkan ke meld?</translation>
        </message>
        <message>
            <source>Lay off</source>
            <translation>Tambahkan</translation>
        </message>
        <message>
            <source>Lay off where?</source>
            <translation>Tambahkan ke mana?</translation>
        </message>
        <message>
            <source>Lay the contract with {meld}</source>
            <translation>Turunkan meld wajib dengan {meld}</translation>
        </message>
        <message>
            <source>Lay the selected cards down as a meld</source>
            <translation>Turunkan kartu yang dipilih sebagai meld</translation>
        </message>
        <message>
            <source>Lay which contract?</source>
            <translation>Turunkan meld wajib yang mana?</translation>
        </message>
        <message>
            <source>Lay your contract ({contract}) by dropping its melds on the slots, then discard.</source>
            <translation>Turunkan meld wajib Anda ({contract}) dengan menaruh meld-nya di slot, lalu buang satu kartu.</translation>
        </message>
        <message>
            <source>Lay your contract by dropping its melds on the slots.</source>
            <translation>Turunkan meld wajib Anda dengan menaruh meld-nya di slot.</translation>
        </message>
        <message>
            <source>Lay your contract: {melds}.</source>
            <translation>Turunkan meld wajib Anda: {melds}.</translation>
        </message>
        <message>
            <source>Lay {cards} off on {owner} meld.</source>
            <translation>Tambahkan {cards} ke meld {owner}.</translation>
        </message>
        <message>
            <source>Left in hand</source>
            <translation>Sisa di tangan</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>Turunkan</translation>
        </message>
        <message>
            <source>Meld {cards}.</source>
            <translation>Turunkan {cards} sebagai meld.</translation>
        </message>
        <message>
            <source>Meld, lay off on any meld or swap wilds; then discard.</source>
            <translation>Turunkan meld, tambahkan kartu ke meld mana pun atau tukar wild card; lalu buang satu kartu.</translation>
        </message>
        <message>
            <source>On {where}: {meld}</source>
            <translation>Ke {where}: {meld}</translation>
        </message>
        <message>
            <source>Penalty</source>
            <translation>Penalti</translation>
        </message>
        <message>
            <source>Penalty points</source>
            <translation>Poin penalti</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Pemain</translation>
        </message>
        <message>
            <source>Pot</source>
            <translation>Pot</translation>
        </message>
        <message>
            <source>Pot left: {n} chips.</source>
            <translation>Sisa pot: {n} chip.</translation>
        </message>
        <message>
            <source>Push</source>
            <translation>Push</translation>
        </message>
        <message>
            <source>Push: the {card} and the stock card go to {name}.</source>
            <translation>Push: {card} dan kartu stok diberikan kepada {name}.</translation>
        </message>
        <message>
            <source>Push: {card} and the top stock card go to {name}, then you draw the next stock card</source>
            <translation>Push: {card} dan kartu teratas stok diberikan kepada {name}, lalu Anda mengambil kartu stok berikutnya</translation>
        </message>
        <message>
            <source>Put the selected cards on a slot of the contract, or choose how to lay the whole contract</source>
            <translation>Taruh kartu yang dipilih di slot meld wajib, atau pilih cara menurunkan seluruh meld wajib</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Kembalikan</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Round winner: {names}</source>
            <translation>Pemenang ronde: {names}</translation>
        </message>
        <message>
            <source>Round winners: {names}</source>
            <translation>Pemenang ronde: {names}</translation>
        </message>
        <message>
            <source>Round {n} of {total}</source>
            <translation>Ronde {n} dari {total}</translation>
        </message>
        <message>
            <source>Round {n} of {total} · {contract}</source>
            <translation>Ronde {n} dari {total} · {contract}</translation>
        </message>
        <message>
            <source>Run of {n}</source>
            <translation>Run {n} kartu</translation>
        </message>
        <message>
            <source>Set aside for your contract: {part}</source>
            <translation>Disisihkan untuk meld wajib Anda: {part}</translation>
        </message>
        <message>
            <source>Set of {n}</source>
            <translation>Set {n} kartu</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Stok</translation>
        </message>
        <message>
            <source>Swap the {card} for the {wild} on the table.</source>
            <translation>Ganti {wild} di meja dengan {card}.</translation>
        </message>
        <message>
            <source>Swap {card} for the {wild} in {where} (the {wild} comes to your hand)</source>
            <translation>Ganti {wild} di {where} dengan {card} ({wild} masuk ke tangan Anda)</translation>
        </message>
        <message>
            <source>Take</source>
            <translation>Ambil</translation>
        </message>
        <message>
            <source>Take the cards set aside for the contract back into your hand</source>
            <translation>Kembalikan kartu yang disisihkan untuk meld wajib ke tangan Anda</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile</source>
            <translation>Ambil {card} dari tumpukan buangan</translation>
        </message>
        <message>
            <source>Take the {card} from the discard pile.</source>
            <translation>Ambil {card} dari tumpukan buangan.</translation>
        </message>
        <message>
            <source>Take the {card} instead</source>
            <translation>Ambil {card} saja</translation>
        </message>
        <message>
            <source>The discard pile: take its top card (T) or push it on with the stock card (P); drop a card here to discard it.</source>
            <translation>Tumpukan buangan: ambil kartu teratasnya (T) atau push bersama kartu stok (P); taruh kartu di sini untuk membuangnya.</translation>
        </message>
        <message>
            <source>The stock ({n} cards)</source>
            <translation>Stok ({n} kartu)</translation>
        </message>
        <message>
            <source>The stock ran out: every hand scores.</source>
            <translation>Stok habis: kartu di tangan semua pemain dihitung.</translation>
        </message>
        <message>
            <source>There is no plain stock draw</source>
            <translation>Tidak ada pengambilan biasa dari stok</translation>
        </message>
        <message>
            <source>These cards do not make up {contract}: set aside one meld at a time on its slot.</source>
            <translation>Kartu-kartu ini tidak membentuk {contract}: sisihkan meld satu per satu di slotnya.</translation>
        </message>
        <message>
            <source>This round's contract: what each player must lay down before melding anything else</source>
            <translation>Meld wajib ronde ini: yang harus diturunkan setiap pemain sebelum memainkan meld lain</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Which meld do you mean?</source>
            <translation>Meld mana yang Anda maksud?</translation>
        </message>
        <message>
            <source>Your contract: {contract}</source>
            <translation>Meld wajib Anda: {contract}</translation>
        </message>
        <message>
            <source>Your hand cannot make {needed} yet.</source>
            <translation>Tangan Anda belum bisa membentuk {needed}.</translation>
        </message>
        <message>
            <source>Your melds · ✓ contract down</source>
            <translation>Meld Anda · ✓ meld wajib turun</translation>
        </message>
        <message>
            <source>Your melds: drop cards here to meld them, or onto any meld to lay them off.</source>
            <translation>Meld Anda: taruh kartu di sini untuk menurunkannya sebagai meld, atau di atas meld mana pun untuk menambahkannya.</translation>
        </message>
        <message>
            <source>Your turn: push [P].</source>
            <translation>Giliran Anda: push [P].</translation>
        </message>
        <message>
            <source>Your turn: take the {card} [T], or push it with the stock card to {name} [P].</source>
            <translation>Giliran Anda: ambil {card} [T], atau push bersama kartu stok ke {name} [P].</translation>
        </message>
        <message>
            <source>a run of {n}</source>
            <translation>satu run {n} kartu</translation>
        </message>
        <message>
            <source>a set of {n}</source>
            <translation>satu set {n} kartu</translation>
        </message>
        <message>
            <source>five</source>
            <translation>lima</translation>
        </message>
        <message>
            <source>four</source>
            <translation>empat</translation>
        </message>
        <message>
            <source>lowest wins</source>
            <translation>terendah menang</translation>
        </message>
        <message>
            <source>three</source>
            <translation>tiga</translation>
        </message>
        <message>
            <source>two</source>
            <translation>dua</translation>
        </message>
        <message>
            <source>went out</source>
            <translation>kartu habis</translation>
        </message>
        <message>
            <source>your</source>
            <translation>Anda</translation>
        </message>
        <message>
            <source>your meld</source>
            <translation>meld Anda</translation>
        </message>
        <message>
            <source>{count} runs of {n}</source>
            <translation>{count} run {n} kartu</translation>
        </message>
        <message>
            <source>{count} sets of {n}</source>
            <translation>{count} set {n} kartu</translation>
        </message>
        <message>
            <source>{meld} does not fill this slot: it needs a {part}.</source>
            <translation>{meld} tidak bisa mengisi slot ini: slot ini memerlukan {part}.</translation>
        </message>
        <message>
            <source>{meld} is no part of what the contract still needs: {needed}.</source>
            <translation>{meld} bukan bagian dari yang masih diperlukan meld wajib: {needed}.</translation>
        </message>
        <message>
            <source>{names} share the win with {points} points each!</source>
            <translation>{names} menang bersama, masing-masing dengan {points} poin!</translation>
        </message>
        <message>
            <source>{name} went out.</source>
            <translation>{name} menghabiskan kartu.</translation>
        </message>
        <message>
            <source>{name} wins with {points} points!</source>
            <translation>{name} menang dengan {points} poin!</translation>
        </message>
        <message>
            <source>{name}'s</source>
            <translation>milik {name}</translation>
        </message>
        <message>
            <source>{name}'s contract: {contract}</source>
            <translation>Meld wajib {name}: {contract}</translation>
        </message>
        <message>
            <source>{name}'s melds</source>
            <translation>Meld {name}</translation>
        </message>
        <message>
            <source>{name}'s melds · ✓ contract down</source>
            <translation>Meld {name} · ✓ meld wajib turun</translation>
        </message>
        <message>
            <source>{name}'s melds: once your contract is down you may lay off on them.</source>
            <translation>Meld milik {name}: setelah meld wajib Anda turun, Anda boleh menambahkan kartu ke meld ini.</translation>
        </message>
        <message>
            <source>{n} chips</source>
            <translation>{n} chip</translation>
        </message>
        <message>
            <source>{n} of {total}</source>
            <translation>{n} dari {total}</translation>
        </message>
        <message>
            <source>{owner}'s meld</source>
            <translation>meld milik {owner}</translation>
        </message>
        <message>
            <source>{part}: {meld}</source>
            <translation>{part}: {meld}</translation>
        </message>
        <message>
            <source>{points} · {chips} chips</source>
            <translation>{points} · {chips} chip</translation>
        </message>
        <message>
            <source>✓ contract</source>
            <translation>✓ meld wajib</translation>
        </message>
    </context>
    <context>
        <name>CardWords</name>
        <message>
            <source> or </source>
            <translation> atau </translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Aces</source>
            <translation>As</translation>
        </message>
        <message>
            <source>Jacks</source>
            <translation>Jack</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>Kings</source>
            <translation>Raja</translation>
        </message>
        <message>
            <source>Queens</source>
            <translation>Ratu</translation>
        </message>
        <message>
            <source>Run of {suit} {low}–{high}</source>
            <translation>Run {suit} {low}–{high}</translation>
        </message>
        <message>
            <source>Set of {rank}: {cards}</source>
            <translation>Set {rank}: {cards}</translation>
        </message>
        <message>
            <source>Wild cards</source>
            <translation>Wild card</translation>
        </message>
        <message>
            <source>Wild cards: {cards}</source>
            <translation>Wild card: {cards}</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>keriting</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>wajik</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>hati</translation>
        </message>
        <message>
            <source>high</source>
            <translation>atas</translation>
        </message>
        <message>
            <source>low</source>
            <translation>bawah</translation>
        </message>
        <message>
            <source>meld of wild cards</source>
            <translation>meld wild card</translation>
        </message>
        <message>
            <source>run</source>
            <translation>run</translation>
        </message>
        <message>
            <source>set</source>
            <translation>set</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>sekop</translation>
        </message>
        <message>
            <source>{card} as {stands}</source>
            <translation>{card} sebagai {stands}</translation>
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
            <translation>Bain Hand and Foot</translation>
        </message>
        <message>
            <source>Banakil</source>
            <translation>Banakil</translation>
        </message>
        <message>
            <source>Banapples</source>
            <translation>Banapples</translation>
        </message>
        <message>
            <source>Canasta for two partnerships: a hand, then a foot, four packs, and four kinds of canasta to build before going out.</source>
            <translation>Canasta untuk dua tim: hand lalu foot, empat dek, dan empat jenis canasta yang harus dibuat sebelum menghabiskan kartu.</translation>
        </message>
        <message>
            <source>Cap-It Rummy</source>
            <translation>Cap-It Rummy</translation>
        </message>
        <message>
            <source>Competitive solitaire in real time, no turns: empty your seed pile first, build trees down and canopies up, anyone's canopies included.</source>
            <translation>Solitaire kompetitif waktu nyata, tanpa giliran: kosongkan tumpukan biji Anda lebih dulu, susun pohon menurun dan kanopi menaik, termasuk kanopi siapa pun.</translation>
        </message>
        <message>
            <source>Contract rummy over five rounds: lay the round's contract, push unwanted cards onto the next player, lowest total wins.</source>
            <translation>Rummy kontrak lima ronde: turunkan meld wajib tiap ronde, push kartu yang tidak diinginkan ke pemain berikutnya, total terendah menang.</translation>
        </message>
        <message>
            <source>Rummy with wild twos and jokers: meld runs and sets of 3s and Aces, take any depth of the discard pile.</source>
            <translation>Rummy dengan wild card 2 dan joker: turunkan run serta set kartu 3 dan As, ambil tumpukan buangan sedalam apa pun.</translation>
        </message>
    </context>
    <context>
        <name>GameLog</name>
        <message numerus="yes">
            <source>%n card(s)</source>
            <translation>
                <numerusform>%n kartu</numerusform>
            </translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Log permainan</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Kursi {n}</translation>
        </message>
        <message>
            <source>a card</source>
            <translation>satu kartu</translation>
        </message>
        <message>
            <source>the other team</source>
            <translation>tim lawan</translation>
        </message>
        <message>
            <source>the other team's</source>
            <translation>tim lawan</translation>
        </message>
        <message>
            <source>their</source>
            <translation>miliknya</translation>
        </message>
        <message>
            <source>you</source>
            <translation>Anda</translation>
        </message>
        <message>
            <source>your</source>
            <translation>Anda</translation>
        </message>
        <message>
            <source>your team</source>
            <translation>tim Anda</translation>
        </message>
        <message>
            <source>your team's</source>
            <translation>tim Anda</translation>
        </message>
        <message>
            <source>{name}'s</source>
            <translation>milik {name}</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>Could not save the game: {error}</source>
            <translation>Permainan tidak dapat disimpan: {error}</translation>
        </message>
        <message>
            <source>Looking for a hint…</source>
            <translation>Mencari petunjuk…</translation>
        </message>
        <message>
            <source>Meld, lay off, then discard a card.</source>
            <translation>Bentuk kombinasi, tambahkan kartu, lalu buang satu kartu.</translation>
        </message>
        <message>
            <source>No hint now.</source>
            <translation>Tidak ada petunjuk saat ini.</translation>
        </message>
        <message>
            <source>Nothing to undo: a card has been revealed since your last move.</source>
            <translation>Tidak ada yang bisa diurungkan: sebuah kartu sudah terbuka sejak langkah terakhir Anda.</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>Serahkan layar kepada {name}.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Permainan selesai.</translation>
        </message>
        <message>
            <source>The round is over.</source>
            <translation>Ronde selesai.</translation>
        </message>
        <message>
            <source>There is nothing to undo in this game.</source>
            <translation>Tidak ada yang bisa diurungkan dalam permainan ini.</translation>
        </message>
        <message>
            <source>Undo is off when several players share the screen.</source>
            <translation>Urungkan tidak tersedia saat beberapa pemain berbagi layar.</translation>
        </message>
        <message>
            <source>Wait for your turn.</source>
            <translation>Tunggu giliran Anda.</translation>
        </message>
        <message>
            <source>You have not made a move yet.</source>
            <translation>Anda belum melangkah.</translation>
        </message>
        <message>
            <source>Your last move was taken back.</source>
            <translation>Langkah terakhir Anda sudah diurungkan.</translation>
        </message>
        <message>
            <source>Your turn.</source>
            <translation>Giliran Anda.</translation>
        </message>
        <message>
            <source>Your turn: draw from the stock or take from the discard pile.</source>
            <translation>Giliran Anda: ambil kartu dari stok atau dari tumpukan buangan.</translation>
        </message>
        <message>
            <source>{action} — in {deals} simulated deals nothing did clearly better ({other} kept you ahead in {other_rate} %, this in {rate} %)</source>
            <translation>{action} — dalam {deals} simulasi pembagian, tidak ada yang jelas lebih baik (“{other}” unggul di {other_rate}%, langkah ini di {rate}%)</translation>
        </message>
        <message>
            <source>{action} — it kept you ahead in {rate} % of {deals} simulated deals, against {other_rate} % for {other}</source>
            <translation>{action} — langkah ini membuat Anda unggul di {rate}% dari {deals} simulasi pembagian, dibanding {other_rate}% untuk “{other}”</translation>
        </message>
        <message>
            <source>{action} — nothing else here was worth weighing</source>
            <translation>{action} — tidak ada langkah lain yang layak dipertimbangkan</translation>
        </message>
        <message>
            <source>{action} — over {deals} simulated deals it gave you on average a {margin}-point better chance of winning the round than {other}</source>
            <translation>{action} — dalam {deals} simulasi pembagian, rata-rata langkah ini memberi Anda peluang memenangkan ronde {margin} poin persentase lebih besar daripada “{other}”</translation>
        </message>
        <message>
            <source>{action} — there was no time to simulate deals</source>
            <translation>{action} — tidak sempat menyimulasikan pembagian</translation>
        </message>
        <message>
            <source>{name} is thinking…</source>
            <translation>{name} sedang berpikir…</translation>
        </message>
        <message>
            <source>{name} stumbled ({message}); played: {move}.</source>
            <translation>{name} mengalami gangguan ({message}); dimainkan otomatis: {move}.</translation>
        </message>
        <message>
            <source>{name} took too long; played: {move}.</source>
            <translation>{name} terlalu lama; dimainkan otomatis: {move}.</translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <source>1 card</source>
            <translation>1 kartu</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Permainan selesai</translation>
        </message>
        <message>
            <source>The discard pile</source>
            <translation>Tumpukan buangan</translation>
        </message>
        <message>
            <source>The stock: face-down cards to draw from</source>
            <translation>Stok: kartu tertutup untuk diambil</translation>
        </message>
        <message>
            <source>Too late: someone else got there first.</source>
            <translation>Terlambat: pemain lain lebih dulu.</translation>
        </message>
        <message>
            <source>Your hand: click cards to select them and drag them to play; on the keyboard ← → move along it and Space selects.</source>
            <translation>Tangan Anda: klik kartu untuk memilihnya lalu seret untuk memainkannya; dengan keyboard, ← → berpindah di sepanjang tangan dan Space memilih.</translation>
        </message>
        <message>
            <source>{names} share the win!</source>
            <translation>{names} menang bersama!</translation>
        </message>
        <message>
            <source>{name} wins!</source>
            <translation>{name} menang!</translation>
        </message>
        <message>
            <source>{name} · {n}</source>
            <translation>{name} · {n}</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>Tangan {name}</translation>
        </message>
        <message>
            <source>{name}'s hand: {cards}</source>
            <translation>Tangan {name}: {cards}</translation>
        </message>
        <message>
            <source>{n} cards</source>
            <translation>{n} kartu</translation>
        </message>
    </context>
    <context>
        <name>GameTexts</name>
        <message>
            <source>Easy</source>
            <translation>Mudah</translation>
        </message>
        <message>
            <source>Hard</source>
            <translation>Sulit</translation>
        </message>
        <message>
            <source>Medium</source>
            <translation>Sedang</translation>
        </message>
        <message>
            <source>{count} · in teams of two</source>
            <translation>{count} · berpasangan</translation>
        </message>
        <message>
            <source>{count} · teams optional</source>
            <translation>{count} · boleh berpasangan</translation>
        </message>
        <message>
            <source>{low}–{high} players</source>
            <translation>{low}–{high} pemain</translation>
        </message>
        <message>
            <source>{n} players</source>
            <translation>{n} pemain</translation>
        </message>
    </context>
    <context>
        <name>Guard</name>
        <message>
            <source>Something went wrong ({error}); the table carries on.</source>
            <translation>Terjadi kesalahan ({error}); permainan tetap berlanjut.</translation>
        </message>
    </context>
    <context>
        <name>HandAndFootTable</name>
        <message>
            <source>Add</source>
            <translation>Tambahkan</translation>
        </message>
        <message>
            <source>Add the selected cards to your team's meld (or press its number 1–9)</source>
            <translation>Tambahkan kartu yang dipilih ke meld tim Anda (atau tekan nomornya, 1–9)</translation>
        </message>
        <message>
            <source>Add to which meld?</source>
            <translation>Tambahkan ke meld yang mana?</translation>
        </message>
        <message>
            <source>Add {cards} to your {ranks}.</source>
            <translation>Tambahkan {cards} ke meld {ranks} Anda.</translation>
        </message>
        <message>
            <source>BLOCKED</source>
            <translation>TERBLOKIR</translation>
        </message>
        <message>
            <source>Black 3s</source>
            <translation>3 hitam</translation>
        </message>
        <message>
            <source>Black 3s laid down as you go out: they score, but never make a canasta.</source>
            <translation>Kartu 3 hitam yang diturunkan saat menghabiskan kartu: dihitung poinnya, tetapi tidak pernah menjadi canasta.</translation>
        </message>
        <message>
            <source>Blocked: nobody may take it while a black 3 is on top.</source>
            <translation>Terblokir: tidak ada yang boleh mengambilnya selama kartu 3 hitam ada di atas.</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>Canastas</source>
            <translation>Canasta</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Buang</translation>
        </message>
        <message>
            <source>Discard one card at a time.</source>
            <translation>Buang kartu satu per satu.</translation>
        </message>
        <message>
            <source>Discard pile</source>
            <translation>Buangan</translation>
        </message>
        <message>
            <source>Discard the selected card and end your turn</source>
            <translation>Buang kartu yang dipilih dan akhiri giliran Anda</translation>
        </message>
        <message>
            <source>Discard {card}.</source>
            <translation>Buang {card}.</translation>
        </message>
        <message>
            <source>Draw</source>
            <translation>Ambil</translation>
        </message>
        <message>
            <source>Draw two cards from the stock.</source>
            <translation>Ambil dua kartu dari stok.</translation>
        </message>
        <message>
            <source>FROZEN</source>
            <translation>BEKU</translation>
        </message>
        <message>
            <source>First meld</source>
            <translation>Meld awal</translation>
        </message>
        <message>
            <source>Foot</source>
            <translation>Foot</translation>
        </message>
        <message>
            <source>Foot · picked up</source>
            <translation>Foot · sudah diambil</translation>
        </message>
        <message>
            <source>Frozen: a wild card lies crosswise in it, so only two natural cards of the top card's rank from your hand can take it.</source>
            <translation>Beku: ada wild card yang menyamping di dalamnya, jadi tumpukan ini hanya bisa diambil dengan dua kartu natural dari tangan Anda yang peringkatnya sama dengan kartu teratas.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Permainan selesai</translation>
        </message>
        <message>
            <source>Garbage</source>
            <translation>Sampah</translation>
        </message>
        <message>
            <source>Going out</source>
            <translation>Habis kartu</translation>
        </message>
        <message>
            <source>How do you take the discard pile?</source>
            <translation>Bagaimana Anda mengambil tumpukan buangan?</translation>
        </message>
        <message>
            <source>How should the cards be melded?</source>
            <translation>Bagaimana kartu-kartu ini di-meld?</translation>
        </message>
        <message>
            <source>Lay the selected cards down as new melds</source>
            <translation>Turunkan kartu yang dipilih sebagai meld baru</translation>
        </message>
        <message>
            <source>Left in hand &amp; foot</source>
            <translation>Sisa di hand &amp; foot</translation>
        </message>
        <message>
            <source>Meld</source>
            <translation>Turunkan</translation>
        </message>
        <message>
            <source>Meld the pile's {top} with your {cards}</source>
            <translation>Turunkan {top} dari tumpukan bersama {cards} Anda</translation>
        </message>
        <message>
            <source>Meld {groups}</source>
            <translation>Turunkan {groups}</translation>
        </message>
        <message>
            <source>Meld {groups}.</source>
            <translation>Turunkan {groups}.</translation>
        </message>
        <message>
            <source>Meld {number}: press {number} to add the selected cards to it. {progress}</source>
            <translation>Meld {number}: tekan {number} untuk menambahkan kartu yang dipilih ke meld ini. {progress}</translation>
        </message>
        <message>
            <source>Meld, or add to your team's melds; then discard.</source>
            <translation>Turunkan meld atau tambahkan ke meld tim Anda; lalu buang satu kartu.</translation>
        </message>
        <message>
            <source>Melded cards</source>
            <translation>Kartu meld</translation>
        </message>
        <message>
            <source>Mixed</source>
            <translation>Campuran</translation>
        </message>
        <message>
            <source>Mixed canasta: seven cards of one rank with one to three wild cards (+{bonus}).</source>
            <translation>Canasta campuran: tujuh kartu satu peringkat dengan satu sampai tiga wild card (+{bonus}).</translation>
        </message>
        <message>
            <source>Natural</source>
            <translation>Natural</translation>
        </message>
        <message>
            <source>Natural canasta: seven cards of one rank, no wild cards (+{bonus}).</source>
            <translation>Canasta natural: tujuh kartu satu peringkat, tanpa wild card (+{bonus}).</translation>
        </message>
        <message>
            <source>Nothing but 7s: end the round with the sevens lock.</source>
            <translation>Hanya kartu 7: akhiri ronde dengan kunci tujuh.</translation>
        </message>
        <message>
            <source>Put the pile's {top} on your {ranks}</source>
            <translation>Letakkan {top} dari tumpukan ke meld {ranks} Anda</translation>
        </message>
        <message>
            <source>Put the selected 7s on your team's garbage pile</source>
            <translation>Letakkan kartu 7 yang dipilih di tumpukan sampah tim Anda</translation>
        </message>
        <message>
            <source>Put {cards} on your garbage pile.</source>
            <translation>Letakkan {cards} di tumpukan sampah Anda.</translation>
        </message>
        <message>
            <source>Red 3s</source>
            <translation>3 merah</translation>
        </message>
        <message>
            <source>Red 3s laid out by this team: +100 each with a sevens canasta, −100 each without</source>
            <translation>Kartu 3 merah milik tim ini: +100 per kartu jika punya canasta tujuh, −100 per kartu jika tidak</translation>
        </message>
        <message>
            <source>Red 3s out</source>
            <translation>3 merah di meja</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Ronde {n}</translation>
        </message>
        <message>
            <source>Sevens</source>
            <translation>Tujuh</translation>
        </message>
        <message>
            <source>Sevens canasta: seven 7s (+{bonus}).</source>
            <translation>Canasta tujuh: tujuh kartu 7 (+{bonus}).</translation>
        </message>
        <message>
            <source>Sevens lock</source>
            <translation>Kunci tujuh</translation>
        </message>
        <message>
            <source>Stock</source>
            <translation>Stok</translation>
        </message>
        <message>
            <source>Take pile</source>
            <translation>Ambil tumpukan</translation>
        </message>
        <message>
            <source>Take the discard pile, melding {top} with {cards}.</source>
            <translation>Ambil tumpukan buangan, lalu turunkan {top} bersama {cards}.</translation>
        </message>
        <message>
            <source>Take the discard pile: {top} goes on your {ranks}.</source>
            <translation>Ambil tumpukan buangan: {top} masuk ke meld {ranks} Anda.</translation>
        </message>
        <message>
            <source>Take the top two cards of the stock</source>
            <translation>Ambil dua kartu teratas dari stok</translation>
        </message>
        <message>
            <source>Take the whole discard pile, melding its top card at once</source>
            <translation>Ambil seluruh tumpukan buangan dan langsung me-meld kartu teratasnya</translation>
        </message>
        <message>
            <source>Target</source>
            <translation>Target</translation>
        </message>
        <message>
            <source>Team</source>
            <translation>Tim</translation>
        </message>
        <message>
            <source>The discard pile ({n} cards): drag it to your hand or onto your meld to take it all, melding its top card at once.</source>
            <translation>Tumpukan buangan ({n} kartu): seret ke tangan Anda atau ke meld Anda untuk mengambil semuanya, sambil langsung me-meld kartu teratasnya.</translation>
        </message>
        <message>
            <source>The first melds of the round must be worth at least {n} points together.</source>
            <translation>Meld awal ronde ini bersama-sama harus bernilai paling sedikit {n} poin.</translation>
        </message>
        <message>
            <source>The garbage pile: once the team has a sevens canasta, any card may go here.</source>
            <translation>Tumpukan sampah: setelah tim punya canasta tujuh, kartu apa pun boleh diletakkan di sini.</translation>
        </message>
        <message>
            <source>The garbage pile: once the team has a sevens canasta, spare 7s go here.</source>
            <translation>Tumpukan sampah: setelah tim punya canasta tujuh, kartu 7 yang berlebih diletakkan di sini.</translation>
        </message>
        <message>
            <source>The stock ran out: the round ends without a going-out bonus.</source>
            <translation>Stok habis: ronde berakhir tanpa bonus menghabiskan kartu.</translation>
        </message>
        <message>
            <source>This foot has been picked up: its cards are in the player's hand.</source>
            <translation>Foot ini sudah diambil: kartunya ada di tangan pemain.</translation>
        </message>
        <message>
            <source>To go out the team still needs a canasta of each kind: {kinds}.</source>
            <translation>Untuk menghabiskan kartu, tim masih memerlukan satu canasta dari setiap jenis berikut: {kinds}.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Wild</source>
            <translation>Wild</translation>
        </message>
        <message>
            <source>Wild canasta: seven wild cards (+{bonus}).</source>
            <translation>Canasta wild: tujuh wild card (+{bonus}).</translation>
        </message>
        <message>
            <source>Your hand is all 7s and you cannot go out: end the round</source>
            <translation>Tangan Anda hanya berisi kartu 7 dan Anda tidak bisa menghabiskan kartu: akhiri ronde</translation>
        </message>
        <message>
            <source>Your team's first melds must be worth {n}.</source>
            <translation>Meld awal tim Anda harus bernilai {n}.</translation>
        </message>
        <message>
            <source>Your team's melds: drop cards here to meld them, or onto a meld to add to it.</source>
            <translation>Meld tim Anda: taruh kartu di sini untuk menurunkannya sebagai meld, atau di atas meld untuk menambahkannya.</translation>
        </message>
        <message>
            <source>Your turn: draw two from the stock ({why}).</source>
            <translation>Giliran Anda: ambil dua kartu dari stok ({why}).</translation>
        </message>
        <message>
            <source>Your turn: draw two from the stock, or take the discard pile by dragging it to your hand or onto your meld.</source>
            <translation>Giliran Anda: ambil dua kartu dari stok, atau ambil tumpukan buangan dengan menyeretnya ke tangan Anda atau ke meld Anda.</translation>
        </message>
        <message>
            <source>Your {ranks} ({n} cards)</source>
            <translation>Meld {ranks} Anda ({n} kartu)</translation>
        </message>
        <message>
            <source>after 7s canasta</source>
            <translation>setelah canasta 7</translation>
        </message>
        <message>
            <source>and meld {groups}</source>
            <translation>dan turunkan {groups}</translation>
        </message>
        <message>
            <source>done</source>
            <translation>sudah</translation>
        </message>
        <message>
            <source>picked up</source>
            <translation>diambil</translation>
        </message>
        <message>
            <source>wild cards</source>
            <translation>wild card</translation>
        </message>
        <message>
            <source>{name} (partner)</source>
            <translation>{name} (rekan)</translation>
        </message>
        <message>
            <source>{name} held nothing but 7s: the round ends without a going-out bonus.</source>
            <translation>{name} hanya memegang kartu 7: ronde berakhir tanpa bonus menghabiskan kartu.</translation>
        </message>
        <message>
            <source>{name} went out: +200 for {team}.</source>
            <translation>{name} menghabiskan kartu: +200 untuk {team}.</translation>
        </message>
        <message>
            <source>{name}'s foot: {n} cards, picked up when they close a canasta themselves</source>
            <translation>Foot {name}: {n} kartu, diambil saat pemiliknya sendiri menutup sebuah canasta</translation>
        </message>
        <message>
            <source>{n} of the {size} cards a canasta needs.</source>
            <translation>{n} dari {size} kartu yang diperlukan canasta.</translation>
        </message>
        <message>
            <source>{team} win the game!</source>
            <translation>{team} memenangkan permainan!</translation>
        </message>
        <message>
            <source>{team}'s melds</source>
            <translation>Meld {team}</translation>
        </message>
        <message>
            <source>· all four canastas</source>
            <translation>· keempat canasta lengkap</translation>
        </message>
        <message>
            <source>· first meld {n}+</source>
            <translation>· meld awal {n}+</translation>
        </message>
        <message>
            <source>· to go out: {kinds}</source>
            <translation>· perlu: {kinds}</translation>
        </message>
    </context>
    <context>
        <name>LanDialogs</name>
        <message>
            <source>Across the room</source>
            <translation>Di komputer lain</translation>
        </message>
        <message>
            <source>Address:</source>
            <translation>Alamat:</translation>
        </message>
        <message>
            <source>Any free seat</source>
            <translation>Kursi kosong mana pun</translation>
        </message>
        <message>
            <source>At least one player sits at this screen.</source>
            <translation>Paling sedikit satu pemain harus bermain di layar ini.</translation>
        </message>
        <message>
            <source>At this screen</source>
            <translation>Di layar ini</translation>
        </message>
        <message>
            <source>Give at least one seat to a person.</source>
            <translation>Berikan paling sedikit satu kursi kepada pemain manusia.</translation>
        </message>
        <message>
            <source>Host a table across the room</source>
            <translation>Buka meja di jaringan lokal</translation>
        </message>
        <message>
            <source>Join a table across the room</source>
            <translation>Gabung ke meja di jaringan lokal</translation>
        </message>
        <message>
            <source>Joining {address}:{port}…</source>
            <translation>Bergabung ke {address}:{port}…</translation>
        </message>
        <message>
            <source>Look again</source>
            <translation>Cari lagi</translation>
        </message>
        <message>
            <source>Network: {error}</source>
            <translation>Jaringan: {error}</translation>
        </message>
        <message>
            <source>Play across the room</source>
            <translation>Main di jaringan lokal</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Pemain</translation>
        </message>
        <message>
            <source>Players at this screen share it and pass it between turns; the others join from their own computers.</source>
            <translation>Pemain di layar ini berbagi layar dan bergantian setiap giliran; pemain lain bergabung dari komputer masing-masing.</translation>
        </message>
        <message>
            <source>Room code {code} · {address}:{port}</source>
            <translation>Kode ruangan {code} · {address}:{port}</translation>
        </message>
        <message>
            <source>Room code:</source>
            <translation>Kode ruangan:</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Kursi {n}</translation>
        </message>
        <message>
            <source>Seat:</source>
            <translation>Kursi:</translation>
        </message>
        <message>
            <source>Seated. Waiting for the other players…</source>
            <translation>Sudah duduk. Menunggu pemain lain…</translation>
        </message>
        <message>
            <source>Starting the table…</source>
            <translation>Menyiapkan meja…</translation>
        </message>
        <message>
            <source>Tables on this network:</source>
            <translation>Meja di jaringan ini:</translation>
        </message>
        <message>
            <source>The connection to the host is closed.</source>
            <translation>Koneksi ke tuan rumah terputus.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>Permainan selesai.</translation>
        </message>
        <message>
            <source>The host left; the game is saved on the host.</source>
            <translation>Tuan rumah keluar; permainan tersimpan di komputer tuan rumah.</translation>
        </message>
        <message>
            <source>The table across the room</source>
            <translation>Meja di jaringan lokal</translation>
        </message>
        <message>
            <source>Type the host's address and port, like 192.168.1.20:47600.</source>
            <translation>Ketik alamat dan port tuan rumah, misalnya 192.168.1.20:47600.</translation>
        </message>
        <message>
            <source>Type the room code the host shows.</source>
            <translation>Ketik kode ruangan yang ditampilkan tuan rumah.</translation>
        </message>
        <message>
            <source>Waiting for: {seats}</source>
            <translation>Menunggu: {seats}</translation>
        </message>
        <message>
            <source>Who plays where</source>
            <translation>Siapa bermain di mana</translation>
        </message>
        <message>
            <source>Your name:</source>
            <translation>Nama Anda:</translation>
        </message>
        <message>
            <source>computer</source>
            <translation>komputer</translation>
        </message>
        <message>
            <source>for example 192.168.1.20:47600</source>
            <translation>misalnya 192.168.1.20:47600</translation>
        </message>
        <message>
            <source>free</source>
            <translation>kosong</translation>
        </message>
        <message>
            <source>ready</source>
            <translation>siap</translation>
        </message>
        <message>
            <source>the six letters the host shows</source>
            <translation>enam huruf yang ditampilkan tuan rumah</translation>
        </message>
        <message>
            <source>you</source>
            <translation>Anda</translation>
        </message>
        <message>
            <source>{count} wrong room codes from {address}: it must wait {seconds} s before trying again.</source>
            <translation>{count} kode ruangan salah dari {address}: alamat ini harus menunggu {seconds} detik sebelum mencoba lagi.</translation>
        </message>
        <message>
            <source>{count} wrong room codes, the last from {address}: nobody may try the code for {seconds} s.</source>
            <translation>{count} kode ruangan salah, yang terakhir dari {address}: tidak ada yang boleh mencoba kode selama {seconds} detik.</translation>
        </message>
        <message>
            <source>{game} is played all at once: each player needs a screen of their own.</source>
            <translation>{game} dimainkan serentak: setiap pemain memerlukan layarnya sendiri.</translation>
        </message>
        <message>
            <source>{name} is back.</source>
            <translation>{name} kembali.</translation>
        </message>
        <message>
            <source>{name} lost the connection; a computer plays for them.</source>
            <translation>Koneksi {name} terputus; komputer bermain menggantikannya.</translation>
        </message>
        <message>
            <source>{n}. {name} — {state}</source>
            <translation>{n}. {name} — {state}</translation>
        </message>
        <message numerus="yes">
            <source>{table} — {game}, %n open seat(s) ({host}:{port})</source>
            <translation>
                <numerusform>{table} — {game}, %n kursi kosong ({host}:{port})</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LanSession</name>
        <message>
            <source>Delay to the host</source>
            <translation>Jeda ke tuan rumah</translation>
        </message>
        <message>
            <source>Pass the screen to {name}.</source>
            <translation>Serahkan layar kepada {name}.</translation>
        </message>
        <message>
            <source>The round is over.</source>
            <translation>Ronde selesai.</translation>
        </message>
        <message>
            <source>Waiting for {name}…</source>
            <translation>Menunggu {name}…</translation>
        </message>
        <message>
            <source>under 1 ms</source>
            <translation>di bawah 1 ms</translation>
        </message>
        <message>
            <source>{ms} ms</source>
            <translation>{ms} ms</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;About Meja Kartu</source>
            <translation>&amp;Tentang Meja Kartu</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>Kecepatan &amp;animasi</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck</source>
            <translation>Dek &amp;empat warna</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Permainan</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Bantuan</translation>
        </message>
        <message>
            <source>&amp;Host a table…</source>
            <translation>&amp;Buka meja…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>&amp;Gabung ke meja…</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>Permainan &amp;baru…</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferensi…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Keluar</translation>
        </message>
        <message>
            <source>&amp;Restart</source>
            <translation>Mulai &amp;ulang</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Aturan permainan ini</translation>
        </message>
        <message>
            <source>&amp;Start screen</source>
            <translation>Layar &amp;awal</translation>
        </message>
        <message>
            <source>&amp;Statistics</source>
            <translation>&amp;Statistik</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Tampilan</translation>
        </message>
        <message>
            <source>A game of {game} is in progress (round {n}).</source>
            <translation>Permainan {game} sedang berlangsung (ronde {n}).</translation>
        </message>
        <message>
            <source>A game of {game} is in progress.</source>
            <translation>Permainan {game} sedang berlangsung.</translation>
        </message>
        <message>
            <source>Abandon it</source>
            <translation>Tinggalkan</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Batal</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>&amp;Ukuran kartu</translation>
        </message>
        <message>
            <source>Continue it</source>
            <translation>Lanjutkan</translation>
        </message>
        <message>
            <source>Continue it, or abandon it and start a new one? An abandoned game counts in the statistics as abandoned.</source>
            <translation>Lanjutkan, atau tinggalkan dan mulai permainan baru? Permainan yang ditinggalkan tercatat di statistik sebagai ditinggalkan.</translation>
        </message>
        <message>
            <source>Continue {game}</source>
            <translation>Lanjutkan {game}</translation>
        </message>
        <message>
            <source>Continue {game} — round {n}</source>
            <translation>Lanjutkan {game} — ronde {n}</translation>
        </message>
        <message>
            <source>Deal this game again from round 1</source>
            <translation>Bagikan ulang permainan ini dari ronde 1</translation>
        </message>
        <message>
            <source>Every move of the game in words, beside the table</source>
            <translation>Setiap langkah permainan dalam kata-kata, di samping meja</translation>
        </message>
        <message>
            <source>Every round's scores so far</source>
            <translation>Skor setiap ronde sejauh ini</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Cepat</translation>
        </message>
        <message>
            <source>Game &amp;log</source>
            <translation>&amp;Log permainan</translation>
        </message>
        <message>
            <source>Game cannot start</source>
            <translation>Permainan tidak dapat dimulai</translation>
        </message>
        <message>
            <source>Game in progress</source>
            <translation>Permainan sedang berlangsung</translation>
        </message>
        <message>
            <source>Games are not being saved: {reason} ({path}).</source>
            <translation>Permainan tidak disimpan: {reason} ({path}).</translation>
        </message>
        <message>
            <source>Games are not being saved: {reason}.</source>
            <translation>Permainan tidak disimpan: {reason}.</translation>
        </message>
        <message>
            <source>Games of {game} are not being saved: the saved game in {path} could not be read, and it is kept as it is.</source>
            <translation>Permainan {game} tidak disimpan: permainan tersimpan di {path} tidak dapat dibaca, dan file itu dibiarkan apa adanya.</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instan</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Besar</translation>
        </message>
        <message>
            <source>Meja Kartu</source>
            <translation>Meja Kartu</translation>
        </message>
        <message>
            <source>Meja Kartu is not allowed to write there</source>
            <translation>Meja Kartu tidak diizinkan menulis di sana</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Not saving: Meja Kartu is already open with your games in another window, so nothing you play here is kept or counted.</source>
            <translation>Tidak menyimpan: Meja Kartu sudah terbuka dengan permainan Anda di jendela lain, jadi apa pun yang Anda mainkan di sini tidak disimpan atau dihitung.</translation>
        </message>
        <message>
            <source>Play across the &amp;room</source>
            <translation>Main di &amp;jaringan lokal</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Pemain</translation>
        </message>
        <message>
            <source>Round {n} in progress</source>
            <translation>Ronde {n} sedang berlangsung</translation>
        </message>
        <message>
            <source>S&amp;cores so far…</source>
            <translation>&amp;Skor sejauh ini…</translation>
        </message>
        <message>
            <source>Saved game cannot be read</source>
            <translation>Permainan tersimpan tidak dapat dibaca</translation>
        </message>
        <message>
            <source>Saved game damaged</source>
            <translation>Permainan tersimpan rusak</translation>
        </message>
        <message>
            <source>Saved game kept</source>
            <translation>Permainan tersimpan tidak dihapus</translation>
        </message>
        <message>
            <source>Saved games damaged</source>
            <translation>Beberapa permainan tersimpan rusak</translation>
        </message>
        <message>
            <source>Show the &amp;tour</source>
            <translation>Tampilkan tu&amp;r</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lambat</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Kecil</translation>
        </message>
        <message>
            <source>Start a game to see its tour.</source>
            <translation>Mulai permainan untuk melihat turnya.</translation>
        </message>
        <message>
            <source>Start or continue a game first</source>
            <translation>Mulai atau lanjutkan permainan terlebih dahulu</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>The file was kept as “{name}” in {path}.</source>
            <translation>File itu disimpan sebagai “{name}” di {path}.</translation>
        </message>
        <message>
            <source>The game is being saved again.</source>
            <translation>Permainan kembali disimpan.</translation>
        </message>
        <message>
            <source>The saved game cannot be read ({error}). It is left untouched.</source>
            <translation>Permainan tersimpan tidak dapat dibaca ({error}). File itu dibiarkan utuh.</translation>
        </message>
        <message>
            <source>The saved game could not be removed, so it is still there: {error}</source>
            <translation>Permainan tersimpan tidak dapat dihapus, jadi file itu masih ada: {error}</translation>
        </message>
        <message>
            <source>The saved game of {game} cannot be read ({error}). It is left untouched in {path} and nothing is saved over it.</source>
            <translation>File simpanan untuk {game} tidak dapat dibaca ({error}). File itu dibiarkan utuh di {path} dan tidak akan ditimpa.</translation>
        </message>
        <message>
            <source>This game cannot be set up: {error}</source>
            <translation>Permainan ini tidak dapat disiapkan: {error}</translation>
        </message>
        <message>
            <source>Trying again with every move.</source>
            <translation>Akan dicoba lagi di setiap langkah.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Anda</translation>
        </message>
        <message>
            <source>a file stands where the saves folder should be</source>
            <translation>ada file di tempat yang seharusnya menjadi folder simpanan</translation>
        </message>
        <message>
            <source>a folder stands where the saved game should be</source>
            <translation>ada folder di tempat yang seharusnya menjadi file simpanan permainan</translation>
        </message>
        <message>
            <source>a game</source>
            <translation>suatu permainan</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>disk penuh</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <translation>disk hanya bisa dibaca</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <translation>kuota disk sudah habis</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>disk melaporkan kesalahan</translation>
        </message>
    </context>
    <context>
        <name>MessageText</name>
        <message>
            <source>apple</source>
            <translation>apel</translation>
        </message>
        <message>
            <source>apple {n}</source>
            <translation>apel {n}</translation>
        </message>
        <message>
            <source>banana</source>
            <translation>pisang</translation>
        </message>
        <message>
            <source>banana {n}</source>
            <translation>pisang {n}</translation>
        </message>
        <message>
            <source>mixed</source>
            <translation>campuran</translation>
        </message>
        <message>
            <source>natural</source>
            <translation>natural</translation>
        </message>
        <message>
            <source>sevens</source>
            <translation>tujuh</translation>
        </message>
        <message>
            <source>the canopies</source>
            <translation>area kanopi</translation>
        </message>
        <message>
            <source>the canopy</source>
            <translation>kanopi itu</translation>
        </message>
        <message>
            <source>the compost</source>
            <translation>tumpukan kompos</translation>
        </message>
        <message>
            <source>the draw pile</source>
            <translation>tumpukan undian</translation>
        </message>
        <message>
            <source>the seed pile</source>
            <translation>tumpukan biji</translation>
        </message>
        <message>
            <source>tree {n}</source>
            <translation>pohon {n}</translation>
        </message>
        <message>
            <source>wild-card</source>
            <translation>wild card</translation>
        </message>
    </context>
    <context>
        <name>MoveWords</name>
        <message>
            <source>a safe move</source>
            <translation>langkah aman</translation>
        </message>
        <message>
            <source>dealt the cards</source>
            <translation>membagikan kartu</translation>
        </message>
        <message>
            <source>discarded {card}</source>
            <translation>membuang {card}</translation>
        </message>
        <message>
            <source>drew from the stock</source>
            <translation>mengambil dari stok</translation>
        </message>
        <message>
            <source>played {card}</source>
            <translation>memainkan {card}</translation>
        </message>
        <message>
            <source>pushed the discard on and drew</source>
            <translation>melakukan push lalu mengambil kartu</translation>
        </message>
        <message>
            <source>took the discard</source>
            <translation>mengambil kartu buangan</translation>
        </message>
        <message>
            <source>turned cards onto the compost</source>
            <translation>membalik kartu ke tumpukan kompos</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source> s</source>
            <translation> dtk</translation>
        </message>
        <message>
            <source>&amp;Deal number:</source>
            <translation>&amp;Nomor pembagian:</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Permainan:</translation>
        </message>
        <message>
            <source>&amp;Pace:</source>
            <translation>&amp;Kecepatan:</translation>
        </message>
        <message>
            <source>&amp;Players:</source>
            <translation>&amp;Jumlah pemain:</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Mulai</translation>
        </message>
        <message>
            <source>A deal number is at most {largest}.</source>
            <translation>Nomor pembagian paling besar {largest}.</translation>
        </message>
        <message>
            <source>Computer</source>
            <translation>Komputer</translation>
        </message>
        <message>
            <source>De&amp;faults</source>
            <translation>&amp;Setelan bawaan</translation>
        </message>
        <message>
            <source>Everyone plays alone in this game.</source>
            <translation>Dalam permainan ini setiap pemain bermain sendiri.</translation>
        </message>
        <message>
            <source>Everyone plays alone.</source>
            <translation>Setiap pemain bermain sendiri.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Permainan</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Aturan pilihan</translation>
        </message>
        <message>
            <source>How long this computer player takes for each move: the game is played in real time, everyone at once.</source>
            <translation>Berapa lama pemain komputer ini berpikir untuk setiap langkah: permainan berlangsung secara langsung, semua pemain bersamaan.</translation>
        </message>
        <message>
            <source>How many seats the table has</source>
            <translation>Jumlah kursi di meja</translation>
        </message>
        <message>
            <source>How quickly the computer players move: Relaxed gives you time to read the table. Each seat's reaction time below can be set on its own.</source>
            <translation>Seberapa cepat pemain komputer melangkah: Santai memberi Anda waktu untuk membaca meja. Waktu reaksi setiap kursi di bawah bisa diatur sendiri-sendiri.</translation>
        </message>
        <message>
            <source>Human</source>
            <translation>Manusia</translation>
        </message>
        <message>
            <source>Leave empty for a new deal; the same number deals the same cards.</source>
            <translation>Kosongkan untuk pembagian baru; nomor yang sama membagikan kartu yang sama.</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>Name</source>
            <translation>Nama</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Permainan baru</translation>
        </message>
        <message>
            <source>No game has a table yet.</source>
            <translation>Belum ada permainan yang punya meja.</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Partners sit opposite each other and score as a team</source>
            <translation>Pasangan duduk berhadapan dan mencetak skor sebagai tim</translation>
        </message>
        <message>
            <source>Partners sit opposite: seats 1 and 3 play against seats 2 and 4.</source>
            <translation>Pasangan duduk berhadapan: kursi 1 dan 3 melawan kursi 2 dan 4.</translation>
        </message>
        <message>
            <source>Play in p&amp;artnerships</source>
            <translation>Main &amp;berpasangan</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Pemain</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Pemain {n}</translation>
        </message>
        <message>
            <source>Quick</source>
            <translation>Cepat</translation>
        </message>
        <message>
            <source>Reaction</source>
            <translation>Reaksi</translation>
        </message>
        <message>
            <source>Relaxed</source>
            <translation>Santai</translation>
        </message>
        <message>
            <source>Seat {n}</source>
            <translation>Kursi {n}</translation>
        </message>
        <message>
            <source>Seat {n}: computer level</source>
            <translation>Kursi {n}: level komputer</translation>
        </message>
        <message>
            <source>Seat {n}: human or computer</source>
            <translation>Kursi {n}: manusia atau komputer</translation>
        </message>
        <message>
            <source>Seat {n}: name</source>
            <translation>Kursi {n}: nama</translation>
        </message>
        <message>
            <source>Seat {n}: reaction time in seconds</source>
            <translation>Kursi {n}: waktu reaksi dalam detik</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Kursi</translation>
        </message>
        <message>
            <source>Seats and house rules as the rules decide</source>
            <translation>Kursi dan aturan pilihan sesuai bawaan aturan permainan</translation>
        </message>
        <message>
            <source>Team {name}</source>
            <translation>Tim {name}</translation>
        </message>
        <message>
            <source>The game to play</source>
            <translation>Permainan yang akan dimainkan</translation>
        </message>
        <message>
            <source>This setup cannot be played: {reason}</source>
            <translation>Pengaturan ini tidak dapat dimainkan: {reason}</translation>
        </message>
        <message>
            <source>Type the deal number of an earlier game to play the same deal again. Leave it empty for a new deal.</source>
            <translation>Ketik nomor pembagian dari permainan sebelumnya untuk memainkan pembagian yang sama lagi. Kosongkan untuk pembagian baru.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Anda</translation>
        </message>
        <message>
            <source>random</source>
            <translation>acak</translation>
        </message>
        <message>
            <source>{game} is played in real time, everyone at once: one screen seats one human player.</source>
            <translation>{game} dimainkan secara langsung, semua pemain bersamaan: satu layar hanya untuk satu pemain manusia.</translation>
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
            <translation>Tambahkan</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Hapus</translation>
        </message>
        <message>
            <source>Separate the entries with commas.</source>
            <translation>Pisahkan entri dengan koma.</translation>
        </message>
        <message>
            <source>Written as JSON.</source>
            <translation>Ditulis dalam format JSON.</translation>
        </message>
        <message>
            <source>entries separated by commas</source>
            <translation>entri dipisahkan koma</translation>
        </message>
        <message>
            <source>needs exactly {count} entries separated by commas</source>
            <translation>harus berisi tepat {count} entri yang dipisahkan koma</translation>
        </message>
        <message>
            <source>no</source>
            <translation>tidak</translation>
        </message>
        <message>
            <source>not valid JSON ({error})</source>
            <translation>bukan JSON yang valid ({error})</translation>
        </message>
        <message>
            <source>yes</source>
            <translation>ya</translation>
        </message>
        <message>
            <source>“{text}” is not a number</source>
            <translation>“{text}” bukan angka</translation>
        </message>
        <message>
            <source>“{text}” is not a whole number</source>
            <translation>“{text}” bukan bilangan bulat</translation>
        </message>
        <message>
            <source>“{text}” is not one of {allowed}</source>
            <translation>“{text}” bukan salah satu dari {allowed}</translation>
        </message>
        <message>
            <source>“{text}” is not yes or no</source>
            <translation>“{text}” bukan ya atau tidak</translation>
        </message>
    </context>
    <context>
        <name>OptionText</name>
        <message>
            <source>1 point a card</source>
            <translation>1 poin per kartu</translation>
        </message>
        <message>
            <source>2 points a card</source>
            <translation>2 poin per kartu</translation>
        </message>
        <message>
            <source>3 points a card</source>
            <translation>3 poin per kartu</translation>
        </message>
        <message>
            <source>5 points a card</source>
            <translation>5 poin per kartu</translation>
        </message>
        <message>
            <source>A card taken from the discard pile may not be discarded in the same turn.</source>
            <translation>Kartu yang diambil dari tumpukan buangan tidak boleh dibuang pada giliran yang sama.</translation>
        </message>
        <message>
            <source>Ace may also be low</source>
            <translation>As boleh juga rendah</translation>
        </message>
        <message>
            <source>Add a round</source>
            <translation>Tambahkan satu ronde</translation>
        </message>
        <message>
            <source>After a sevens canasta the garbage pile accepts any card, not only 7s.</source>
            <translation>Setelah canasta tujuh, tumpukan sampah menerima kartu apa pun, tidak hanya kartu 7.</translation>
        </message>
        <message>
            <source>All eight, on either side</source>
            <translation>Kedelapannya, di pihak mana pun</translation>
        </message>
        <message>
            <source>Allow sets of any rank. By the rules only 3s and Aces may form sets.</source>
            <translation>Izinkan set dengan peringkat apa pun. Menurut aturan, hanya kartu 3 dan As yang boleh membentuk set.</translation>
        </message>
        <message>
            <source>Ante</source>
            <translation>Setoran</translation>
        </message>
        <message>
            <source>Contracts, one per round</source>
            <translation>Meld wajib, satu per ronde</translation>
        </message>
        <message>
            <source>Deal to the compost only when its top card cannot be played.</source>
            <translation>Bagikan ke tumpukan kompos hanya jika kartu teratasnya tidak dapat dimainkan.</translation>
        </message>
        <message>
            <source>Each card's number</source>
            <translation>Angka setiap kartu</translation>
        </message>
        <message>
            <source>Each round's contract: what each player must lay down before melding anything else. The game has as many rounds as contracts.</source>
            <translation>Meld wajib setiap ronde: yang harus diturunkan setiap pemain sebelum memainkan meld lain. Jumlah ronde sama dengan jumlah meld wajib.</translation>
        </message>
        <message>
            <source>Each team adds both partners' round scores. By the rules the winner's team adds the winner's score and the winner's partner's score is subtracted from the opponents.</source>
            <translation>Setiap pasangan menjumlahkan skor ronde kedua anggotanya. Menurut aturan, pasangan pemenang menambahkan skor si pemenang, sedangkan skor rekan si pemenang dikurangkan dari total lawan.</translation>
        </message>
        <message>
            <source>Everyone antes into a pot; round winners take a share and the game's winner the rest.</source>
            <translation>Semua pemain menyetor ke pot; pemenang ronde mengambil bagian, dan pemenang permainan mengambil sisanya.</translation>
        </message>
        <message>
            <source>Garbage pile takes any card</source>
            <translation>Tumpukan sampah menerima kartu apa pun</translation>
        </message>
        <message>
            <source>How many natural (not wild) cards a newly laid meld must hold. The rules decide 2, so wild cards never outnumber natural ones in a three-card meld.</source>
            <translation>Berapa kartu natural (bukan wild card) yang harus ada dalam kombinasi yang baru diturunkan. Aturannya menetapkan 2, jadi wild card tidak pernah lebih banyak daripada kartu natural dalam kombinasi tiga kartu.</translation>
        </message>
        <message>
            <source>Natural cards in a new meld</source>
            <translation>Kartu natural dalam kombinasi baru</translation>
        </message>
        <message>
            <source>No discarding the card just taken</source>
            <translation>Kartu yang baru diambil tidak boleh dibuang</translation>
        </message>
        <message>
            <source>None left in our hands or feet</source>
            <translation>Tidak tersisa di tangan atau foot tim sendiri</translation>
        </message>
        <message>
            <source>Partners add both scores</source>
            <translation>Skor kedua pasangan dijumlahkan</translation>
        </message>
        <message>
            <source>Penalty for an Ace in hand</source>
            <translation>Penalti untuk As di tangan</translation>
        </message>
        <message>
            <source>Play for a pot</source>
            <translation>Bermain dengan pot</translation>
        </message>
        <message>
            <source>Red 3s needed to go out</source>
            <translation>Kartu 3 merah yang diperlukan untuk menghabiskan kartu</translation>
        </message>
        <message>
            <source>Remove the last round</source>
            <translation>Hapus ronde terakhir</translation>
        </message>
        <message>
            <source>Round winner's share</source>
            <translation>Bagian pemenang ronde</translation>
        </message>
        <message>
            <source>Round {n}</source>
            <translation>Ronde {n}</translation>
        </message>
        <message>
            <source>Seed pile penalty</source>
            <translation>Penalti tumpukan biji</translation>
        </message>
        <message>
            <source>Sets of any rank</source>
            <translation>Set dengan peringkat apa pun</translation>
        </message>
        <message>
            <source>Strict compost</source>
            <translation>Kompos ketat</translation>
        </message>
        <message>
            <source>Target score</source>
            <translation>Skor target</translation>
        </message>
        <message>
            <source>The Ace may also sit below the 2 (A-2-3). Runs never wrap round.</source>
            <translation>As boleh juga diletakkan di bawah kartu 2 (A-2-3). Run tidak pernah berputar.</translation>
        </message>
        <message>
            <source>The game ends after the round in which a player or team reaches this total.</source>
            <translation>Permainan berakhir setelah ronde di mana seorang pemain atau tim mencapai total ini.</translation>
        </message>
        <message>
            <source>The game ends after the round in which a player or team reaches this total; the highest total wins.</source>
            <translation>Permainan berakhir setelah ronde di mana seorang pemain atau pasangan mencapai total ini; total tertinggi menang.</translation>
        </message>
        <message>
            <source>The game ends after the round in which a player reaches this total; the highest total wins.</source>
            <translation>Permainan berakhir setelah ronde di mana seorang pemain mencapai total ini; total tertinggi menang.</translation>
        </message>
        <message>
            <source>The game ends when a team reaches this total; if both do, the higher total wins.</source>
            <translation>Permainan berakhir saat satu tim mencapai total ini; jika kedua tim mencapainya, total yang lebih tinggi menang.</translation>
        </message>
        <message>
            <source>The part of the initial pot each round's winners take.</source>
            <translation>Bagian dari pot awal yang diambil pemenang setiap ronde.</translation>
        </message>
        <message>
            <source>What an Ace left in hand costs at the end of a round.</source>
            <translation>Penalti untuk As yang tersisa di tangan di akhir ronde.</translation>
        </message>
        <message>
            <source>What each card left in a player's seed pile costs at the end of a round.</source>
            <translation>Penalti untuk setiap kartu yang tersisa di tumpukan biji pemain di akhir ronde.</translation>
        </message>
        <message>
            <source>What each player puts into the pot at the start.</source>
            <translation>Jumlah yang disetor setiap pemain ke pot di awal.</translation>
        </message>
        <message>
            <source>Which red 3s must be on the table before a team may go out.</source>
            <translation>Kartu 3 merah mana yang harus sudah ada di meja sebelum tim boleh menghabiskan kartu.</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source> s</source>
            <translation> dtk</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>Kecepatan &amp;animasi:</translation>
        </message>
        <message>
            <source>&amp;Felt colour:</source>
            <translation>Warna alas &amp;meja:</translation>
        </message>
        <message>
            <source>&amp;Four-colour deck</source>
            <translation>Dek &amp;empat warna</translation>
        </message>
        <message>
            <source>&amp;High-contrast card faces</source>
            <translation>Muka kartu &amp;kontras tinggi</translation>
        </message>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Bahasa:</translation>
        </message>
        <message>
            <source>&amp;Think time:</source>
            <translation>&amp;Waktu berpikir:</translation>
        </message>
        <message>
            <source>As the system</source>
            <translation>Ikuti sistem</translation>
        </message>
        <message>
            <source>As&amp;k before abandoning a game in progress</source>
            <translation>Ta&amp;nya sebelum meninggalkan permainan yang sedang berjalan</translation>
        </message>
        <message>
            <source>Banapples &amp;pace:</source>
            <translation>&amp;Tempo Banapples:</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Biru</translation>
        </message>
        <message>
            <source>Bold black and red faces on white, with large indices, for reading at a distance.</source>
            <translation>Muka kartu hitam dan merah yang tegas di atas putih, dengan indeks besar, agar mudah dibaca dari jauh.</translation>
        </message>
        <message>
            <source>Burgundy</source>
            <translation>Merah marun</translation>
        </message>
        <message>
            <source>Card &amp;back:</source>
            <translation>&amp;Punggung kartu:</translation>
        </message>
        <message>
            <source>Card &amp;size:</source>
            <translation>&amp;Ukuran kartu:</translation>
        </message>
        <message>
            <source>Cards and table</source>
            <translation>Kartu dan meja</translation>
        </message>
        <message>
            <source>Ceplok</source>
            <translation>Ceplok</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>Pemain komputer</translation>
        </message>
        <message>
            <source>Default &amp;level:</source>
            <translation>&amp;Level bawaan:</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Cepat</translation>
        </message>
        <message>
            <source>Games</source>
            <translation>Permainan</translation>
        </message>
        <message>
            <source>Green</source>
            <translation>Hijau</translation>
        </message>
        <message>
            <source>How fast cards glide; Instant moves them at once.</source>
            <translation>Seberapa cepat kartu bergerak; Instan memindahkannya seketika.</translation>
        </message>
        <message>
            <source>How large the cards are drawn on the table.</source>
            <translation>Seberapa besar kartu ditampilkan di meja.</translation>
        </message>
        <message>
            <source>How long a Hard computer player may think about each move, in seconds.</source>
            <translation>Berapa lama pemain komputer level Sulit boleh berpikir untuk setiap langkah, dalam detik.</translation>
        </message>
        <message>
            <source>How quickly the computers play in Banapples, which has no turns.</source>
            <translation>Seberapa cepat pemain komputer bermain di Banapples, yang tidak mengenal giliran.</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instan</translation>
        </message>
        <message>
            <source>Kawung</source>
            <translation>Kawung</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Bahasa</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Besar</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Parang</source>
            <translation>Parang</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferensi</translation>
        </message>
        <message>
            <source>Put every preference back as it was when the app was new.</source>
            <translation>Kembalikan semua preferensi seperti saat aplikasi baru dipasang.</translation>
        </message>
        <message>
            <source>Quick</source>
            <translation>Cepat</translation>
        </message>
        <message>
            <source>Relaxed</source>
            <translation>Santai</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lambat</translation>
        </message>
        <message>
            <source>Small</source>
            <translation>Kecil</translation>
        </message>
        <message>
            <source>Spades black, hearts red, diamonds blue, clubs green: easier to tell apart in long melds.</source>
            <translation>Sekop hitam, hati merah, wajik biru, keriting hijau: lebih mudah dibedakan dalam meld yang panjang.</translation>
        </message>
        <message>
            <source>Teal</source>
            <translation>Hijau toska</translation>
        </message>
        <message>
            <source>The batik on the back of the cards in Banakil, Cap-It Rummy and Hand and Foot.</source>
            <translation>Motif batik di punggung kartu pada Banakil, Cap-It Rummy, dan Hand and Foot.</translation>
        </message>
        <message>
            <source>The colour of the table cloth.</source>
            <translation>Warna kain alas meja.</translation>
        </message>
        <message>
            <source>The language of the menus, the table and the rules. Changes at once.</source>
            <translation>Bahasa untuk menu, meja, dan aturan. Langsung berlaku.</translation>
        </message>
        <message>
            <source>The level of a new computer seat; each game offers its own levels.</source>
            <translation>Level untuk kursi komputer baru; setiap permainan punya levelnya sendiri.</translation>
        </message>
        <message>
            <source>Truntum</source>
            <translation>Truntum</translation>
        </message>
        <message>
            <source>When a new game would replace one of the same kind, ask first. Otherwise the game in progress is counted as abandoned.</source>
            <translation>Tanya dulu jika permainan baru akan menggantikan permainan sejenis yang sedang berjalan. Jika tidak, permainan yang sedang berjalan dihitung sebagai ditinggalkan.</translation>
        </message>
    </context>
    <context>
        <name>QPlatformTheme</name>
        <message>
            <source>&amp;No</source>
            <translation>&amp;Tidak</translation>
        </message>
        <message>
            <source>&amp;Yes</source>
            <translation>&amp;Ya</translation>
        </message>
        <message>
            <source>Apply</source>
            <translation>Terapkan</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Batal</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Tutup</translation>
        </message>
        <message>
            <source>Discard</source>
            <translation>Buang</translation>
        </message>
        <message>
            <source>Help</source>
            <translation>Bantuan</translation>
        </message>
        <message>
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Buka</translation>
        </message>
        <message>
            <source>Reset</source>
            <translation>Atur Ulang</translation>
        </message>
        <message>
            <source>Restore Defaults</source>
            <translation>Kembalikan Bawaan</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Simpan</translation>
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
            <translation>Down</translation>
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
            <translation>Left</translation>
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
            <translation>Right</translation>
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
            <translation>Up</translation>
        </message>
    </context>
    <context>
        <name>RealTimeSession</name>
        <message>
            <source>Everyone has been through their draw pile: the third trees are open.</source>
            <translation>Semua pemain sudah menghabiskan tumpukan undiannya: pohon ketiga kini terbuka.</translation>
        </message>
        <message>
            <source>Go! Empty your seed pile before anyone else.</source>
            <translation>Mulai! Kosongkan tumpukan biji Anda lebih dulu dari yang lain.</translation>
        </message>
        <message>
            <source>The round is over.</source>
            <translation>Ronde selesai.</translation>
        </message>
        <message>
            <source>Too late!</source>
            <translation>Terlambat!</translation>
        </message>
        <message>
            <source>You are watching: every seat is a computer player.</source>
            <translation>Anda menonton: semua kursi diisi pemain komputer.</translation>
        </message>
        <message>
            <source>{name} stumbled ({message}); played: {move}.</source>
            <translation>{name} mengalami gangguan ({message}); dimainkan otomatis: {move}.</translation>
        </message>
        <message>
            <source>{name} took too long; played: {move}.</source>
            <translation>{name} terlalu lama; dimainkan otomatis: {move}.</translation>
        </message>
    </context>
    <context>
        <name>ResultWriter</name>
        <message>
            <source>Meja Kartu may not write to the statistics file</source>
            <translation>Meja Kartu tidak diizinkan menulis ke file statistik</translation>
        </message>
        <message>
            <source>Your result could not be added to the statistics yet: {reason}. It is kept and will be added the next time you finish a game or start Meja Kartu.</source>
            <translation>Hasil Anda belum dapat ditambahkan ke statistik: {reason}. Hasil itu disimpan dan akan ditambahkan saat Anda menyelesaikan permainan berikutnya atau membuka Meja Kartu lagi.</translation>
        </message>
        <message>
            <source>Your result could not be saved: {reason}, and it could not be kept for later either. The finished game stays saved, and its result will be added as soon as Meja Kartu can write again.</source>
            <translation>Hasil Anda tidak dapat dicatat: {reason}, dan juga tidak dapat disimpan untuk nanti. Permainan yang selesai tetap tersimpan, dan hasilnya akan ditambahkan begitu Meja Kartu bisa menulis lagi.</translation>
        </message>
        <message>
            <source>another program is using the statistics file</source>
            <translation>program lain sedang memakai file statistik</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>disk penuh</translation>
        </message>
        <message>
            <source>the disk reported an error</source>
            <translation>disk melaporkan kesalahan</translation>
        </message>
        <message>
            <source>the statistics file cannot be opened</source>
            <translation>file statistik tidak dapat dibuka</translation>
        </message>
        <message>
            <source>there is a folder where the statistics file should be</source>
            <translation>ada folder di tempat yang seharusnya menjadi file statistik</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <source>Rules of {game}</source>
            <translation>Aturan {game}</translation>
        </message>
        <message>
            <source>The rules of this game are not available.</source>
            <translation>Aturan permainan ini tidak tersedia.</translation>
        </message>
    </context>
    <context>
        <name>ScoreHistory</name>
        <message>
            <source>Each round's score, and everyone's total after it</source>
            <translation>Skor setiap ronde, dan total setiap pemain sesudahnya</translation>
        </message>
        <message>
            <source>Each round's scores, and the totals after round {n}.</source>
            <translation>Skor setiap ronde, dan total setelah ronde {n}.</translation>
        </message>
        <message>
            <source>No round has been scored yet: the first round is still being played.</source>
            <translation>Belum ada ronde yang dihitung: ronde pertama masih berlangsung.</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <source>Scores so far — {game}</source>
            <translation>Skor sejauh ini — {game}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
    </context>
    <context>
        <name>SecondCopyDialog</name>
        <message>
            <source>Go to the open window</source>
            <translation>Ke jendela yang terbuka</translation>
        </message>
        <message>
            <source>Meja Kartu</source>
            <translation>Meja Kartu</translation>
        </message>
        <message>
            <source>Meja Kartu is already open</source>
            <translation>Meja Kartu sudah terbuka</translation>
        </message>
        <message>
            <source>Meja Kartu is already open with your games in another window. Two windows at once would overwrite each other's games.</source>
            <translation>Meja Kartu sudah terbuka dengan permainan Anda di jendela lain. Dua jendela sekaligus akan saling menimpa permainan.</translation>
        </message>
        <message>
            <source>Play without saving</source>
            <translation>Main tanpa menyimpan</translation>
        </message>
        <message>
            <source>Quit</source>
            <translation>Keluar</translation>
        </message>
        <message>
            <source>The open window did not answer. It may be busy, or stuck. Wait a moment and try again, or play here without saving.</source>
            <translation>Jendela yang terbuka tidak merespons. Mungkin sedang sibuk atau macet. Tunggu sebentar lalu coba lagi, atau main di sini tanpa menyimpan.</translation>
        </message>
        <message>
            <source>You can go to the open window, or play here without saving: nothing you play in this window would be kept or counted.</source>
            <translation>Anda bisa beralih ke jendela yang terbuka, atau main di sini tanpa menyimpan: apa pun yang Anda mainkan di jendela ini tidak akan disimpan atau dihitung.</translation>
        </message>
    </context>
    <context>
        <name>StartScreen</name>
        <message>
            <source>About</source>
            <translation>Tentang</translation>
        </message>
        <message>
            <source>Card games for the table at home</source>
            <translation>Permainan kartu untuk meja di rumah</translation>
        </message>
        <message>
            <source>Continue</source>
            <translation>Lanjutkan</translation>
        </message>
        <message>
            <source>Meja Kartu</source>
            <translation>Meja Kartu</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Permainan baru</translation>
        </message>
        <message>
            <source>Pick up the saved game where you left off (Enter)</source>
            <translation>Lanjutkan permainan tersimpan dari tempat Anda berhenti (Enter)</translation>
        </message>
        <message>
            <source>Pick up where you left off</source>
            <translation>Lanjutkan dari tempat Anda berhenti</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Main</translation>
        </message>
        <message>
            <source>Play across the room</source>
            <translation>Main di jaringan lokal</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Aturan</translation>
        </message>
        <message>
            <source>Start a new game of {name} (Enter); rules with F1</source>
            <translation>Mulai permainan {name} baru (Enter); aturan dengan F1</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>Version {version} · offline</source>
            <translation>Versi {version} · offline</translation>
        </message>
        <message>
            <source>{progress} (Enter); a new game with N; rules with F1</source>
            <translation>{progress} (Enter); permainan baru dengan N; aturan dengan F1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>&amp;Export as CSV…</source>
            <translation>&amp;Ekspor sebagai CSV…</translation>
        </message>
        <message>
            <source>&amp;Reset…</source>
            <translation>&amp;Setel ulang…</translation>
        </message>
        <message>
            <source>&amp;Show:</source>
            <translation>&amp;Tampilkan:</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Ditinggalkan</translation>
        </message>
        <message>
            <source>Against {level}</source>
            <translation>Melawan {level}</translation>
        </message>
        <message>
            <source>All</source>
            <translation>Semua</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Semua permainan</translation>
        </message>
        <message>
            <source>Average score</source>
            <translation>Skor rata-rata</translation>
        </message>
        <message>
            <source>Best score</source>
            <translation>Skor terbaik</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>Pemain komputer</translation>
        </message>
        <message>
            <source>Each seat a computer player of this level filled counts once: a game with three of them counts three.</source>
            <translation>Setiap kursi yang diisi pemain komputer tingkat ini dihitung sekali: satu permainan dengan tiga pemain seperti itu dihitung tiga.</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>Ekspor statistik</translation>
        </message>
        <message>
            <source>Forget every result of {game}? This cannot be undone.</source>
            <translation>Hapus semua hasil {game}? Tindakan ini tidak dapat dibatalkan.</translation>
        </message>
        <message>
            <source>Forget the results of every game? This cannot be undone.</source>
            <translation>Hapus hasil semua permainan? Tindakan ini tidak dapat dibatalkan.</translation>
        </message>
        <message>
            <source>Forget the results shown: of this game, or of all games when all are shown.</source>
            <translation>Hapus hasil yang ditampilkan: dari permainan ini, atau dari semua permainan jika semuanya ditampilkan.</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Permainan</translation>
        </message>
        <message>
            <source>How each computer level fares</source>
            <translation>Hasil setiap level komputer</translation>
        </message>
        <message numerus="yes">
            <source>Last %n result(s) in {game}</source>
            <translation>
                <numerusform>%n hasil terakhir di {game}</numerusform>
            </translation>
        </message>
        <message>
            <source>Last {n} games: {won} won, {lost} lost; {latest}.</source>
            <translation>{n} permainan terakhir: {won} menang, {lost} kalah; {latest}.</translation>
        </message>
        <message>
            <source>Level</source>
            <translation>Level</translation>
        </message>
        <message>
            <source>Longest streak</source>
            <translation>Beruntun terpanjang</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Kalah</translation>
        </message>
        <message>
            <source>No finished games yet.</source>
            <translation>Belum ada permainan yang selesai.</translation>
        </message>
        <message>
            <source>No finished games yet.
Play a game to its end and your results appear here.</source>
            <translation>Belum ada permainan yang selesai.
Mainkan permainan sampai selesai, dan hasil Anda akan muncul di sini.</translation>
        </message>
        <message>
            <source>Only people</source>
            <translation>Hanya manusia</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Lawan</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Dimainkan</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Setel ulang statistik</translation>
        </message>
        <message>
            <source>Save every finished and abandoned game as a spreadsheet file (CSV).</source>
            <translation>Simpan semua permainan yang selesai dan ditinggalkan sebagai file spreadsheet (CSV).</translation>
        </message>
        <message>
            <source>Saved {n} games to {path}.</source>
            <translation>{n} permainan disimpan ke {path}.</translation>
        </message>
        <message>
            <source>Seats</source>
            <translation>Kursi</translation>
        </message>
        <message>
            <source>Show the statistics of</source>
            <translation>Tampilkan statistik untuk</translation>
        </message>
        <message>
            <source>Spreadsheet files (*.csv)</source>
            <translation>File spreadsheet (*.csv)</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>The lowest total in {games}, where the lowest total wins</source>
            <translation>Total terendah di {games}, karena di sana total terendah yang menang</translation>
        </message>
        <message>
            <source>The statistics are busy just now. Close this window and open it again in a moment.</source>
            <translation>Statistik sedang sibuk. Tutup jendela ini, lalu buka lagi sebentar kemudian.</translation>
        </message>
        <message>
            <source>The statistics cannot be read just now: {reason}.</source>
            <translation>Statistik tidak dapat dibaca saat ini: {reason}.</translation>
        </message>
        <message>
            <source>The statistics could not be reset: {reason}.</source>
            <translation>Statistik tidak dapat disetel ulang: {reason}.</translation>
        </message>
        <message>
            <source>The statistics could not be saved to {path}: {reason}.</source>
            <translation>Statistik tidak dapat disimpan ke {path}: {reason}.</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Persentase menang</translation>
        </message>
        <message>
            <source>Winning streak</source>
            <translation>Menang beruntun</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Menang</translation>
        </message>
        <message>
            <source>Your games</source>
            <translation>Permainan Anda</translation>
        </message>
        <message>
            <source>Your results per game and opponents</source>
            <translation>Hasil Anda per permainan dan lawan</translation>
        </message>
        <message>
            <source>the latest lost</source>
            <translation>yang terakhir kalah</translation>
        </message>
        <message>
            <source>the latest won</source>
            <translation>yang terakhir menang</translation>
        </message>
    </context>
    <context>
        <name>TableBanners</name>
        <message>
            <source>Round {n} is over</source>
            <translation>Ronde {n} selesai</translation>
        </message>
        <message>
            <source>You closed a {kind} canasta</source>
            <translation>Anda menutup canasta {kind}</translation>
        </message>
        <message>
            <source>You closed a {kind} canasta of {ranks}</source>
            <translation>Anda menutup canasta {kind} {ranks}</translation>
        </message>
        <message>
            <source>You laid down the contract</source>
            <translation>Anda menurunkan meld wajib</translation>
        </message>
        <message>
            <source>You picked up your foot</source>
            <translation>Anda mengambil foot Anda</translation>
        </message>
        <message>
            <source>You went out!</source>
            <translation>Anda menghabiskan kartu!</translation>
        </message>
        <message>
            <source>{name} closed a {kind} canasta</source>
            <translation>{name} menutup canasta {kind}</translation>
        </message>
        <message>
            <source>{name} closed a {kind} canasta of {ranks}</source>
            <translation>{name} menutup canasta {kind} {ranks}</translation>
        </message>
        <message>
            <source>{name} laid down the contract</source>
            <translation>{name} menurunkan meld wajib</translation>
        </message>
        <message>
            <source>{name} picked up their foot</source>
            <translation>{name} mengambil foot-nya</translation>
        </message>
        <message>
            <source>{name} went out!</source>
            <translation>{name} menghabiskan kartu!</translation>
        </message>
    </context>
    <context>
        <name>TableCursor</name>
        <message>
            <source>1 card</source>
            <translation>1 kartu</translation>
        </message>
        <message>
            <source>Face-down card</source>
            <translation>Kartu tertutup</translation>
        </message>
        <message>
            <source>a pile</source>
            <translation>sebuah tumpukan</translation>
        </message>
        <message>
            <source>canopy {number}</source>
            <translation>kanopi {number}</translation>
        </message>
        <message>
            <source>card {number} of {count}</source>
            <translation>kartu {number} dari {count}</translation>
        </message>
        <message>
            <source>contract part {number}</source>
            <translation>bagian meld wajib {number}</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>kosong</translation>
        </message>
        <message>
            <source>meld {number}</source>
            <translation>meld {number}</translation>
        </message>
        <message>
            <source>the discard pile</source>
            <translation>tumpukan buangan</translation>
        </message>
        <message>
            <source>the stock</source>
            <translation>stok</translation>
        </message>
        <message>
            <source>your canopy area</source>
            <translation>area kanopi Anda</translation>
        </message>
        <message>
            <source>your compost</source>
            <translation>tumpukan kompos Anda</translation>
        </message>
        <message>
            <source>your draw pile</source>
            <translation>tumpukan undian Anda</translation>
        </message>
        <message>
            <source>your foot</source>
            <translation>foot Anda</translation>
        </message>
        <message>
            <source>your hand</source>
            <translation>tangan Anda</translation>
        </message>
        <message>
            <source>your melds</source>
            <translation>meld Anda</translation>
        </message>
        <message>
            <source>your seed pile</source>
            <translation>tumpukan biji Anda</translation>
        </message>
        <message>
            <source>your side's garbage</source>
            <translation>tumpukan sampah tim Anda</translation>
        </message>
        <message>
            <source>your side's melds</source>
            <translation>meld tim Anda</translation>
        </message>
        <message>
            <source>your side's red threes</source>
            <translation>kartu 3 merah tim Anda</translation>
        </message>
        <message>
            <source>your tree {number}</source>
            <translation>pohon {number} Anda</translation>
        </message>
        <message>
            <source>{amount}, top card {card}</source>
            <translation>{amount}, kartu teratas {card}</translation>
        </message>
        <message>
            <source>{card}, in {zone}</source>
            <translation>{card}, di {zone}</translation>
        </message>
        <message>
            <source>{count} cards</source>
            <translation>{count} kartu</translation>
        </message>
        <message>
            <source>{game} table</source>
            <translation>Meja {game}</translation>
        </message>
        <message>
            <source>{name}'s canopy area</source>
            <translation>area kanopi {name}</translation>
        </message>
        <message>
            <source>{name}'s compost</source>
            <translation>tumpukan kompos {name}</translation>
        </message>
        <message>
            <source>{name}'s draw pile</source>
            <translation>tumpukan undian {name}</translation>
        </message>
        <message>
            <source>{name}'s foot</source>
            <translation>foot {name}</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>tangan {name}</translation>
        </message>
        <message>
            <source>{name}'s melds</source>
            <translation>meld {name}</translation>
        </message>
        <message>
            <source>{name}'s seed pile</source>
            <translation>tumpukan biji {name}</translation>
        </message>
        <message>
            <source>{name}'s side's garbage</source>
            <translation>tumpukan sampah tim {name}</translation>
        </message>
        <message>
            <source>{name}'s side's melds</source>
            <translation>meld tim {name}</translation>
        </message>
        <message>
            <source>{name}'s side's red threes</source>
            <translation>kartu 3 merah tim {name}</translation>
        </message>
        <message>
            <source>{name}'s tree {number}</source>
            <translation>pohon {number} milik {name}</translation>
        </message>
        <message>
            <source>{words}, selected</source>
            <translation>{words}, dipilih</translation>
        </message>
    </context>
    <context>
        <name>TableNotes</name>
        <message>
            <source>Open the rules at this rule</source>
            <translation>Buka aturan ini di halaman aturan</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>Mengapa?</translation>
        </message>
        <message>
            <source>Why? opens the rules at this rule.</source>
            <translation>“Mengapa?” membuka aturan ini di halaman aturan.</translation>
        </message>
    </context>
    <context>
        <name>TableOverlays</name>
        <message>
            <source>Every clock has stopped. Press P or Space to play on.</source>
            <translation>Semua jam berhenti. Tekan P atau Space untuk melanjutkan.</translation>
        </message>
        <message>
            <source>I am {name}</source>
            <translation>Saya {name}</translation>
        </message>
        <message>
            <source>Pass the screen to {name}</source>
            <translation>Serahkan layar kepada {name}</translation>
        </message>
        <message>
            <source>Paused</source>
            <translation>Dijeda</translation>
        </message>
        <message>
            <source>Resume</source>
            <translation>Lanjutkan</translation>
        </message>
        <message>
            <source>{tip} Key: {key}.</source>
            <translation>{tip} Tombol: {key}.</translation>
        </message>
    </context>
    <context>
        <name>TableWidget</name>
        <message>
            <source>Card table</source>
            <translation>Meja kartu</translation>
        </message>
        <message>
            <source>Deal no.</source>
            <translation>No. pembagian</translation>
        </message>
        <message>
            <source>Deal no. {number}: give it as the deal number of a new game to play the same cards again.</source>
            <translation>No. pembagian {number}: masukkan sebagai nomor pembagian permainan baru untuk memainkan kartu yang sama lagi.</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Permainan selesai</translation>
        </message>
        <message>
            <source>Hide the table and stop every clock</source>
            <translation>Sembunyikan meja dan hentikan semua jam</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Petunjuk</translation>
        </message>
        <message>
            <source>Main menu</source>
            <translation>Menu utama</translation>
        </message>
        <message>
            <source>Next round</source>
            <translation>Ronde berikutnya</translation>
        </message>
        <message>
            <source>Pause</source>
            <translation>Jeda</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Main lagi</translation>
        </message>
        <message>
            <source>Show what a good player would do</source>
            <translation>Tunjukkan langkah yang akan diambil pemain yang mahir</translation>
        </message>
        <message>
            <source>Show what a good player would do
Hints are given when it is your turn.</source>
            <translation>Tunjukkan langkah yang akan diambil pemain yang mahir
Petunjuk diberikan saat giliran Anda.</translation>
        </message>
        <message>
            <source>Sort 7-8</source>
            <translation>Urut 7-8</translation>
        </message>
        <message>
            <source>Sort your hand by rank</source>
            <translation>Urutkan kartu di tangan menurut peringkat</translation>
        </message>
        <message>
            <source>Sort your hand by suit</source>
            <translation>Urutkan kartu di tangan menurut jenis</translation>
        </message>
        <message>
            <source>Sort ♠♥</source>
            <translation>Urut ♠♥</translation>
        </message>
        <message>
            <source>Take back your last move</source>
            <translation>Batalkan langkah terakhir Anda</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Urungkan</translation>
        </message>
    </context>
    <context>
        <name>Tour</name>
        <message>
            <source>Canopy cards score for their deck's owner: the first to 500 points wins.</source>
            <translation>Kartu di kanopi memberi poin bagi pemilik deknya: yang pertama mencapai 500 poin menang.</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Selesai</translation>
        </message>
        <message>
            <source>End your turn by discarding one card (X), or double-click it in your hand.</source>
            <translation>Akhiri giliran dengan membuang satu kartu (X), atau klik dua kali kartu itu di tangan Anda.</translation>
        </message>
        <message>
            <source>End your turn by discarding one card (X).</source>
            <translation>Akhiri giliran dengan membuang satu kartu (X).</translation>
        </message>
        <message>
            <source>End your turn by discarding one card (X); sevens are never discarded.</source>
            <translation>Akhiri giliran dengan membuang satu kartu (X); kartu 7 tidak pernah boleh dibuang.</translation>
        </message>
        <message>
            <source>Five rounds: cards left in your hand count against you, and the lowest total wins.</source>
            <translation>Lima ronde: kartu yang tersisa di tangan menjadi poin penalti, dan total terendah yang menang.</translation>
        </message>
        <message>
            <source>Melds score points each round: the first to the target score wins. The panel shows the totals.</source>
            <translation>Kombinasi memberi poin di setiap ronde: yang pertama mencapai skor target menang. Panel menampilkan totalnya.</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Berikutnya</translation>
        </message>
        <message>
            <source>No turns: everyone plays at once. Empty your seed pile first to win the round.</source>
            <translation>Tanpa giliran: semua pemain bermain bersamaan. Kosongkan tumpukan biji Anda lebih dulu untuk memenangkan ronde.</translation>
        </message>
        <message>
            <source>Seven cards make a canasta; finishing one yourself brings your foot into your hand. The first side to 20,000 points wins.</source>
            <translation>Tujuh kartu membentuk canasta; jika Anda sendiri yang menyelesaikannya, foot Anda masuk ke tangan. Tim pertama yang mencapai 20.000 poin menang.</translation>
        </message>
        <message>
            <source>Skip the tour</source>
            <translation>Lewati tur</translation>
        </message>
        <message>
            <source>Start a canopy with a 1 here, then build it up 2, 3… to 10 in the same fruit, on anyone's canopy.</source>
            <translation>Mulai kanopi dengan kartu 1 di sini, lalu bangun menaik 2, 3… sampai 10 dengan jenis buah yang sama, di kanopi siapa saja.</translation>
        </message>
        <message>
            <source>Start your turn here: draw the top card of the stock (D), or take cards from the discard pile (T).</source>
            <translation>Mulai giliran Anda di sini: ambil kartu teratas dari stok (D), atau ambil kartu dari tumpukan buangan (T).</translation>
        </message>
        <message>
            <source>Start your turn: draw two cards from the stock (D), or take the discard pile (T).</source>
            <translation>Mulai giliran Anda: ambil dua kartu dari stok (D), atau ambil tumpukan buangan (T).</translation>
        </message>
        <message>
            <source>Start your turn: take the top discard (T), or push it on to the next player and draw from the stock (P).</source>
            <translation>Mulai giliran Anda: ambil kartu teratas tumpukan buangan (T), atau push kartu itu ke pemain berikutnya lalu ambil dari stok (P).</translation>
        </message>
        <message>
            <source>Stuck? Deal three cards onto your compost (Space); its top card is yours to play (C).</source>
            <translation>Buntu? Bagikan tiga kartu ke tumpukan kompos Anda (Space); kartu teratasnya boleh Anda mainkan (C).</translation>
        </message>
        <message>
            <source>Your hand. Click cards, or move with the arrow keys and press Space, to select three or more in a run or a set; Meld (M) lays them down.</source>
            <translation>Tangan Anda. Klik kartu, atau bergerak dengan tombol panah lalu tekan Space, untuk memilih tiga kartu atau lebih dalam run atau set; tekan Turunkan (M) untuk menurunkannya sebagai kombinasi.</translation>
        </message>
        <message>
            <source>Your hand. Select the cards for this round's contract; Contract (M) lays them down.</source>
            <translation>Tangan Anda. Pilih kartu untuk meld wajib ronde ini; tekan Meld wajib (M) untuk menurunkannya.</translation>
        </message>
        <message>
            <source>Your hand. Select three or more cards of one rank; Meld (M) lays them down for your side, Add (A) grows a meld.</source>
            <translation>Tangan Anda. Pilih tiga kartu atau lebih dengan peringkat sama; tekan Turunkan (M) untuk menurunkannya bagi tim Anda, atau Tambahkan (A) untuk menambah meld.</translation>
        </message>
        <message>
            <source>Your trees build down by one, apple and banana in turn: park cards here.</source>
            <translation>Pohon Anda dibangun menurun satu angka, apel dan pisang bergantian: simpan kartu sementara di sini.</translation>
        </message>
        <message>
            <source>{number} of {count}</source>
            <translation>{number} dari {count}</translation>
        </message>
    </context>
    <context>
        <name>bain_hand_and_foot</name>
        <message>
            <source>7s may never be discarded</source>
            <translation>kartu 7 tidak pernah boleh dibuang</translation>
        </message>
        <message>
            <source>a meld needs at least 3 cards, not {count}</source>
            <translation>meld memerlukan paling sedikit 3 kartu, bukan {count}</translation>
        </message>
        <message>
            <source>a red 3 of your team is not on the table yet</source>
            <translation>masih ada kartu 3 merah tim Anda yang belum diletakkan di meja</translation>
        </message>
        <message>
            <source>black 3s may be melded only in the turn you go out</source>
            <translation>kartu 3 hitam hanya boleh di-meld pada giliran Anda menghabiskan kartu</translation>
        </message>
        <message>
            <source>black 3s meld only among themselves, with no wild card</source>
            <translation>kartu 3 hitam hanya bisa di-meld dengan sesamanya, tanpa wild card</translation>
        </message>
        <message>
            <source>draw first: two stock cards or the whole discard pile</source>
            <translation>ambil kartu dulu: dua kartu dari stok atau seluruh tumpukan buangan</translation>
        </message>
        <message>
            <source>it is seat {current}'s turn, not seat {seat}'s</source>
            <translation>sekarang giliran kursi {current}, bukan kursi {seat}</translation>
        </message>
        <message>
            <source>name at least one meld</source>
            <translation>sebutkan paling sedikit satu meld</translation>
        </message>
        <message>
            <source>nothing is added to a meld of black 3s</source>
            <translation>meld kartu 3 hitam tidak bisa ditambah</translation>
        </message>
        <message>
            <source>only {count} of the {total} red 3s are on the table</source>
            <translation>baru {count} dari {total} kartu 3 merah yang ada di meja</translation>
        </message>
        <message>
            <source>take the pile with a natural pair of {rank}, one natural and one wild, or onto your team's unfinished meld of that rank</source>
            <translation>ambil tumpukan dengan sepasang kartu natural {rank}, dengan satu kartu natural dan satu wild card, atau dengan menambahkannya ke meld tim Anda dengan peringkat itu yang belum menjadi canasta</translation>
        </message>
        <message>
            <source>that canasta is closed: nothing more is added</source>
            <translation>canasta itu sudah tertutup: tidak bisa ditambah lagi</translation>
        </message>
        <message>
            <source>that meld belongs to the other team</source>
            <translation>meld itu milik tim lawan</translation>
        </message>
        <message>
            <source>the garbage pile opens only after your team's sevens canasta</source>
            <translation>tumpukan sampah baru terbuka setelah tim Anda punya canasta tujuh</translation>
        </message>
        <message>
            <source>the garbage pile takes only 7s, not {cards}</source>
            <translation>tumpukan sampah hanya menerima kartu 7, bukan {cards}</translation>
        </message>
        <message>
            <source>the pile cannot be taken while its top card is a black 3</source>
            <translation>tumpukan tidak bisa diambil selama kartu teratasnya kartu 3 hitam</translation>
        </message>
        <message>
            <source>the pile cannot be taken while its top card is a wild card</source>
            <translation>tumpukan tidak bisa diambil selama kartu teratasnya wild card</translation>
        </message>
        <message>
            <source>the pile is frozen: take it only with two natural {rank} from your hand</source>
            <translation>tumpukan beku: ambil hanya dengan dua kartu natural {rank} dari tangan Anda</translation>
        </message>
        <message>
            <source>the sevens lock needs a hand of nothing but 7s</source>
            <translation>kunci tujuh memerlukan tangan yang berisi kartu 7 saja</translation>
        </message>
        <message>
            <source>the top card {card} does not belong on that meld</source>
            <translation>kartu teratas {card} tidak cocok untuk meld itu</translation>
        </message>
        <message>
            <source>the top card {card} must be melded with cards of its rank</source>
            <translation>kartu teratas {card} harus di-meld dengan kartu yang peringkatnya sama</translation>
        </message>
        <message>
            <source>when the top card goes onto a meld, name only the meld; add more cards after taking the pile</source>
            <translation>jika kartu teratas masuk ke meld, pilih meld itu saja; tambahkan kartu lain setelah mengambil tumpukan</translation>
        </message>
        <message>
            <source>wild cards</source>
            <translation>wild card</translation>
        </message>
        <message>
            <source>you can go out: put your 7s on the garbage pile</source>
            <translation>Anda bisa menghabiskan kartu: letakkan kartu 7 Anda di tumpukan sampah</translation>
        </message>
        <message>
            <source>you have not picked up your foot yet</source>
            <translation>Anda belum mengambil foot Anda</translation>
        </message>
        <message>
            <source>you may not discard your last card: {problem}</source>
            <translation>Anda tidak boleh membuang kartu terakhir Anda: {problem}</translation>
        </message>
        <message>
            <source>you may not play your last card: {problem}</source>
            <translation>Anda tidak boleh memainkan kartu terakhir Anda: {problem}</translation>
        </message>
        <message>
            <source>you would keep a single card you could not discard ({problem})</source>
            <translation>Anda akan tersisa satu kartu yang tidak bisa dibuang ({problem})</translation>
        </message>
        <message>
            <source>your team already has an unfinished meld of {rank}: add to it instead</source>
            <translation>tim Anda sudah punya meld {rank} yang belum menjadi canasta: tambahkan ke meld itu saja</translation>
        </message>
        <message>
            <source>your team has no unfinished meld to add to</source>
            <translation>tim Anda tidak punya meld yang belum menjadi canasta untuk ditambah</translation>
        </message>
        <message>
            <source>your team has no {kinds} canasta yet</source>
            <translation>tim Anda belum punya canasta {kinds}</translation>
        </message>
        <message>
            <source>your team's first melds must be worth at least {need} (these are worth {value})</source>
            <translation>meld awal tim Anda harus bernilai paling sedikit {need} (yang ini bernilai {value})</translation>
        </message>
        <message>
            <source>{first} or {second}</source>
            <translation>{first} atau {second}</translation>
        </message>
    </context>
    <context>
        <name>banakil</name>
        <message>
            <source>a set has no start position; give start only for a run</source>
            <translation>set tidak punya posisi awal; posisi awal hanya untuk run</translation>
        </message>
        <message>
            <source>draw first: take the top stock card or cards from the pile</source>
            <translation>ambil kartu dulu: kartu teratas stok atau kartu dari tumpukan buangan</translation>
        </message>
        <message>
            <source>end must be "low" or "high", not {end}</source>
            <translation>ujung harus "low" atau "high", bukan {end}</translation>
        </message>
        <message>
            <source>runs start at the 3: a 2 goes below the 3 only when it is moved there from a run that spans 3 to A</source>
            <translation>run dimulai dari kartu 3: kartu 2 hanya boleh di bawah kartu 3 jika dipindahkan ke sana dari run yang lengkap dari 3 sampai A</translation>
        </message>
        <message>
            <source>the stock is empty</source>
            <translation>stok kosong</translation>
        </message>
        <message>
            <source>the {wild} has no open end of the run to move to</source>
            <translation>tidak ada ujung run yang terbuka untuk tempat pindah {wild}</translation>
        </message>
        <message>
            <source>this run already holds the {card}</source>
            <translation>run ini sudah berisi {card}</translation>
        </message>
        <message>
            <source>this set already holds a {card}: the cards of a set are all of different suits</source>
            <translation>set ini sudah berisi {card}: kartu dalam set harus berbeda jenis semuanya</translation>
        </message>
        <message>
            <source>you can take 1 to {most} cards from the discard pile, not {count}</source>
            <translation>Anda bisa mengambil 1 sampai {most} kartu dari tumpukan buangan, bukan {count}</translation>
        </message>
        <message>
            <source>you could not discard afterwards: {card} was taken alone from the pile and may not be discarded this turn</source>
            <translation>Anda tidak akan bisa membuang kartu sesudahnya: {card} diambil sendirian dari tumpukan buangan dan tidak boleh dibuang pada giliran ini</translation>
        </message>
        <message>
            <source>you may lay off only on your own or your partner's melds</source>
            <translation>Anda hanya boleh menambahkan kartu ke kombinasi milik sendiri atau milik pasangan</translation>
        </message>
        <message>
            <source>you must lay a meld of your own before laying off</source>
            <translation>Anda harus menurunkan kombinasi sendiri sebelum menambahkan kartu ke kombinasi</translation>
        </message>
        <message>
            <source>you took {card} alone from the discard pile, so you may not discard it this turn</source>
            <translation>Anda mengambil {card} sendirian dari tumpukan buangan, jadi kartu itu tidak boleh dibuang pada giliran ini</translation>
        </message>
        <message>
            <source>{cards} holds no natural card</source>
            <translation>{cards} tidak berisi kartu natural</translation>
        </message>
        <message>
            <source>{card} does not belong to a set of {rank}</source>
            <translation>{card} tidak termasuk set {rank}</translation>
        </message>
        <message>
            <source>{card} does not fit at either end of {meld}</source>
            <translation>{card} tidak cocok di kedua ujung {meld}</translation>
        </message>
        <message>
            <source>{card} is not a {suit} card, so it cannot join this run</source>
            <translation>{card} bukan kartu {suit}, jadi tidak bisa masuk ke run ini</translation>
        </message>
    </context>
    <context>
        <name>banapples</name>
        <message>
            <source>a canopy starts with a 1, not with {card}</source>
            <translation>kanopi dimulai dengan kartu 1, bukan dengan {card}</translation>
        </message>
        <message>
            <source>a new canopy may be started only in your own area; add to other players' canopies instead</source>
            <translation>kanopi baru hanya boleh dimulai di area Anda sendiri; tambahkan saja ke kanopi pemain lain</translation>
        </message>
        <message>
            <source>a new canopy starts on an empty place</source>
            <translation>kanopi baru dimulai di tempat yang kosong</translation>
        </message>
        <message>
            <source>a tree cannot move onto itself</source>
            <translation>pohon tidak bisa dipindahkan ke atas dirinya sendiri</translation>
        </message>
        <message>
            <source>canopy {index} changed: {top} is on top now</source>
            <translation>kanopi {index} berubah: kartu teratasnya kini {top}</translation>
        </message>
        <message>
            <source>move the whole tree: partial moves are illegal (lift it by its bottom card {card})</source>
            <translation>pindahkan pohon secara utuh: memindahkan sebagian tidak diperbolehkan (angkat dari kartu terbawahnya, {card})</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>tidak ada</translation>
        </message>
        <message>
            <source>only whole trees move, from one of your tree slots to another</source>
            <translation>hanya pohon utuh yang bisa dipindahkan, dari satu tempat pohon Anda ke tempat lain</translation>
        </message>
        <message>
            <source>seat {seat} deals the next round</source>
            <translation>kursi {seat} yang membagikan kartu di ronde berikutnya</translation>
        </message>
        <message>
            <source>the command's clock {clock} is before the table's clock {table}: commands are applied in arrival order</source>
            <translation>jam perintah {clock} lebih awal dari jam meja {table}: perintah diterapkan sesuai urutan kedatangan</translation>
        </message>
        <message>
            <source>the round is not being played now</source>
            <translation>ronde sedang tidak dimainkan</translation>
        </message>
        <message>
            <source>the round is over: commands that arrive after the round-ending play are discarded</source>
            <translation>ronde sudah berakhir: perintah yang tiba setelah langkah penutup ronde diabaikan</translation>
        </message>
        <message>
            <source>the third tree opens only when every player has cycled their draw pile</source>
            <translation>pohon ketiga baru terbuka setelah semua pemain menghabiskan tumpukan undiannya</translation>
        </message>
        <message>
            <source>the tree's bottom card {problem}</source>
            <translation>kartu terbawah pohon: {problem}</translation>
        </message>
        <message>
            <source>there is no canopy {index}</source>
            <translation>tidak ada kanopi {index}</translation>
        </message>
        <message>
            <source>this canopy reached 10: it is complete and closed</source>
            <translation>kanopi ini sudah mencapai 10: sudah lengkap dan ditutup</translation>
        </message>
        <message>
            <source>tree cards never go to another tree singly: move the whole tree</source>
            <translation>kartu pohon tidak pernah dipindahkan satu per satu ke pohon lain: pindahkan pohon secara utuh</translation>
        </message>
        <message>
            <source>you may build only on your own trees</source>
            <translation>Anda hanya boleh membangun di pohon Anda sendiri</translation>
        </message>
        <message>
            <source>you may move only your own trees</source>
            <translation>Anda hanya boleh memindahkan pohon Anda sendiri</translation>
        </message>
        <message>
            <source>your compost is empty: deal three cards onto it first</source>
            <translation>tumpukan kompos Anda kosong: bagikan tiga kartu ke sana dulu</translation>
        </message>
        <message>
            <source>your compost top {card} can be played (strict compost: deal only when it cannot)</source>
            <translation>kartu teratas kompos Anda, {card}, masih bisa dimainkan (kompos ketat: bagikan ke kompos hanya jika tidak bisa)</translation>
        </message>
        <message>
            <source>your draw pile and compost are both empty</source>
            <translation>tumpukan undian dan tumpukan kompos Anda sama-sama kosong</translation>
        </message>
        <message>
            <source>your seed pile is empty</source>
            <translation>tumpukan biji Anda kosong</translation>
        </message>
        <message>
            <source>your {card} fits nowhere right now</source>
            <translation>{card} Anda tidak cocok di mana pun saat ini</translation>
        </message>
        <message>
            <source>{action} is not a Banapples command</source>
            <translation>{action} bukan perintah Banapples</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: a canopy builds up by exactly one (a {value})</source>
            <translation>{card} tidak bisa diletakkan di atas {top}: kanopi dibangun menaik tepat satu angka (harus {value})</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: a canopy keeps one fruit ({fruit})</source>
            <translation>{card} tidak bisa diletakkan di atas {top}: kanopi hanya berisi satu jenis buah ({fruit})</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: a tree alternates fruit ({fruit} needs a {other} below it)</source>
            <translation>{card} tidak bisa diletakkan di atas {top}: pohon berganti jenis buah (setelah {fruit} harus {other})</translation>
        </message>
        <message>
            <source>{card} cannot go on {top}: a tree builds down by exactly one (a {value})</source>
            <translation>{card} tidak bisa diletakkan di atas {top}: pohon dibangun menurun tepat satu angka (harus {value})</translation>
        </message>
        <message>
            <source>{card} is not in {zone} (any more)</source>
            <translation>{card} tidak (lagi) ada di {zone}</translation>
        </message>
        <message>
            <source>{card} is not on top of {zone} (any more)</source>
            <translation>{card} tidak (lagi) menjadi kartu teratas {zone}</translation>
        </message>
        <message>
            <source>{zone} changed: {top} is on top now</source>
            <translation>{zone} berubah: kartu teratasnya kini {top}</translation>
        </message>
        <message>
            <source>{zone} is another player's pile: players never touch another player's seed pile, compost, draw pile or trees</source>
            <translation>{zone} adalah tumpukan pemain lain: pemain tidak pernah menyentuh tumpukan biji, tumpukan kompos, tumpukan undian, atau pohon milik pemain lain</translation>
        </message>
        <message>
            <source>{zone}: cards are played from your seed pile, compost or trees</source>
            <translation>{zone}: kartu dimainkan dari tumpukan biji, tumpukan kompos, atau pohon Anda</translation>
        </message>
        <message>
            <source>{zone}: cards are played onto your trees or onto canopies</source>
            <translation>{zone}: kartu dimainkan ke pohon Anda atau ke kanopi</translation>
        </message>
        <message>
            <source>{zone}: there are tree slots 0 to {last}</source>
            <translation>{zone}: tempat pohon hanya ada 0 sampai {last}</translation>
        </message>
    </context>
    <context>
        <name>cap_it_rummy</name>
        <message>
            <source>a set has no start position; give start only for a run</source>
            <translation>set tidak punya posisi awal; posisi awal hanya untuk run</translation>
        </message>
        <message>
            <source>draw first: take the top discard or push</source>
            <translation>ambil kartu dulu: ambil kartu teratas tumpukan buangan atau lakukan push</translation>
        </message>
        <message>
            <source>end must be "low" or "high", not {end}</source>
            <translation>ujung harus "low" atau "high", bukan {end}</translation>
        </message>
        <message>
            <source>lay your contract first: {contract}, all in one turn</source>
            <translation>turunkan meld wajib Anda dulu: {contract}, semuanya dalam satu giliran</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>tidak ada</translation>
        </message>
        <message>
            <source>round {round}'s contract is {contract}</source>
            <translation>meld wajib ronde {round} adalah {contract}</translation>
        </message>
        <message>
            <source>the discard pile is empty, so there is nothing to push</source>
            <translation>tumpukan buangan kosong, jadi tidak ada yang bisa di-push</translation>
        </message>
        <message>
            <source>the {wild} stands in its natural place in this run and cannot be replaced</source>
            <translation>{wild} berada di posisi naturalnya dalam run ini dan tidak dapat diganti</translation>
        </message>
        <message>
            <source>there is no plain stock draw: take the top discard, or push it with the stock card to the next player</source>
            <translation>tidak ada pengambilan biasa dari stok: ambil kartu teratas tumpukan buangan, atau push kartu itu bersama kartu stok ke pemain berikutnya</translation>
        </message>
        <message>
            <source>these cards do not make up {contract}</source>
            <translation>kartu-kartu ini tidak membentuk {contract}</translation>
        </message>
        <message>
            <source>you could not discard afterwards: {card} was taken from the discard pile and may not be discarded this turn</source>
            <translation>Anda tidak akan bisa membuang kartu sesudahnya: {card} diambil dari tumpukan buangan dan tidak boleh dibuang pada giliran ini</translation>
        </message>
        <message>
            <source>you have already laid this round's contract; lay further melds one at a time</source>
            <translation>Anda sudah menurunkan meld wajib ronde ini; turunkan meld berikutnya satu per satu</translation>
        </message>
        <message>
            <source>you may lay off only after laying your contract ({contract})</source>
            <translation>Anda baru boleh menambahkan kartu ke meld setelah menurunkan meld wajib ({contract})</translation>
        </message>
        <message>
            <source>you may swap wild cards only after laying your contract</source>
            <translation>Anda baru boleh menukar wild card setelah menurunkan meld wajib</translation>
        </message>
        <message>
            <source>you took {card} from the discard pile this turn, so you may not discard it now</source>
            <translation>Anda mengambil {card} dari tumpukan buangan pada giliran ini, jadi kartu itu tidak boleh dibuang sekarang</translation>
        </message>
        <message>
            <source>your hand cannot make {contract} yet</source>
            <translation>tangan Anda belum bisa membentuk {contract}</translation>
        </message>
        <message>
            <source>{cards} can be laid as a run in several ways ({ways}): declare where each wild stands by giving the run's start</source>
            <translation>{cards} bisa diturunkan sebagai run dengan beberapa cara ({ways}): tentukan posisi setiap wild card dengan menyebutkan awal run</translation>
        </message>
        <message>
            <source>{cards} could be a set or a run: declare which</source>
            <translation>{cards} bisa berupa set atau run: tentukan yang mana</translation>
        </message>
        <message>
            <source>{card} belongs inside {meld}; if a wild holds its place, swap it instead of laying it off</source>
            <translation>{card} seharusnya berada di dalam {meld}; jika tempatnya diisi wild card, tukar wild card itu, jangan menambahkan kartu</translation>
        </message>
        <message>
            <source>{card} cannot go at the {end} end of {meld}</source>
            <translation>{card} tidak bisa diletakkan di ujung {end} dari {meld}</translation>
        </message>
        <message>
            <source>{card} does not belong to a set of {rank}</source>
            <translation>{card} tidak termasuk set {rank}</translation>
        </message>
        <message>
            <source>{card} does not fit at either end of {meld}</source>
            <translation>{card} tidak cocok di kedua ujung {meld}</translation>
        </message>
        <message>
            <source>{card} is not a {suit} card, so it cannot join this run</source>
            <translation>{card} bukan kartu {suit}, jadi tidak bisa masuk ke run ini</translation>
        </message>
        <message>
            <source>{contract}, laid all together, one meld per part; {laid} does not make it up</source>
            <translation>{contract}, diturunkan sekaligus, satu meld per bagian; yang diturunkan ({laid}) tidak memenuhinya</translation>
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
            <translation>{wild} adalah kartu natural, bukan wild card</translation>
        </message>
        <message>
            <source>{wild} is not in this meld</source>
            <translation>{wild} tidak ada di meld ini</translation>
        </message>
    </context>
    <context>
        <name>engine</name>
        <message>
            <source>a round is in progress; deal only after it has ended</source>
            <translation>ronde sedang berlangsung; bagikan kartu setelah ronde berakhir</translation>
        </message>
        <message>
            <source>choose at least one card</source>
            <translation>pilih paling sedikit satu kartu</translation>
        </message>
        <message>
            <source>it is not your turn: seat {seat} is to play</source>
            <translation>bukan giliran Anda: sekarang giliran kursi {seat}</translation>
        </message>
        <message>
            <source>select at least three cards to meld</source>
            <translation>pilih paling sedikit tiga kartu untuk diturunkan</translation>
        </message>
        <message>
            <source>select one card to discard</source>
            <translation>pilih satu kartu untuk dibuang</translation>
        </message>
        <message>
            <source>select the cards to add first</source>
            <translation>pilih dulu kartu yang akan ditambahkan</translation>
        </message>
        <message>
            <source>select the cards to lay off first</source>
            <translation>pilih dulu kartu yang akan ditambahkan ke meld</translation>
        </message>
        <message>
            <source>select the cards to meld first</source>
            <translation>pilih dulu kartu yang akan diturunkan</translation>
        </message>
        <message>
            <source>the discard pile is empty</source>
            <translation>tumpukan buangan kosong</translation>
        </message>
        <message>
            <source>the game is over</source>
            <translation>permainan sudah selesai</translation>
        </message>
        <message>
            <source>the round is over: the next dealer deals first</source>
            <translation>ronde sudah selesai: dealer berikutnya membagikan kartu dulu</translation>
        </message>
        <message>
            <source>the same card is named twice</source>
            <translation>kartu yang sama disebut dua kali</translation>
        </message>
        <message>
            <source>there is no meld {meld} on the table</source>
            <translation>tidak ada meld {meld} di meja</translation>
        </message>
        <message>
            <source>there is no seat {seat} at this table</source>
            <translation>tidak ada kursi {seat} di meja ini</translation>
        </message>
        <message>
            <source>you do not hold {cards}</source>
            <translation>Anda tidak memegang {cards}</translation>
        </message>
        <message>
            <source>you have already drawn this turn</source>
            <translation>Anda sudah mengambil kartu pada giliran ini</translation>
        </message>
        <message>
            <source>{action} is not a {game} action</source>
            <translation>{action} bukan aksi dalam {game}</translation>
        </message>
        <message>
            <source>{action} is not an action</source>
            <translation>{action} bukan aksi</translation>
        </message>
    </context>
    <context>
        <name>lan</name>
        <message>
            <source>the game has not started: the table waits for every player</source>
            <translation>permainan belum dimulai: meja menunggu semua pemain</translation>
        </message>
    </context>
    <context>
        <name>melds</name>
        <message>
            <source>a meld holds at most {limit} cards</source>
            <translation>meld paling banyak berisi {limit} kartu</translation>
        </message>
        <message>
            <source>a meld needs at least 3 cards, not {count}</source>
            <translation>meld memerlukan paling sedikit 3 kartu, bukan {count}</translation>
        </message>
        <message>
            <source>a meld needs at least one natural card; {cards} are all wild</source>
            <translation>meld memerlukan paling sedikit satu kartu natural; {cards} semuanya wild card</translation>
        </message>
        <message>
            <source>a new meld needs at least {need} natural cards; {cards} has {count}</source>
            <translation>meld baru memerlukan paling sedikit {need} kartu natural; {cards} hanya berisi {count}</translation>
        </message>
        <message>
            <source>a run cannot hold the same card twice: {cards}</source>
            <translation>run tidak boleh berisi kartu yang sama dua kali: {cards}</translation>
        </message>
        <message>
            <source>a run is of one suit: {cards} mixes suits</source>
            <translation>run harus satu jenis: {cards} mencampur jenis</translation>
        </message>
        <message>
            <source>a run is of one suit: {card} does not belong</source>
            <translation>run harus satu jenis: {card} tidak termasuk</translation>
        </message>
        <message>
            <source>a run may not go below {rank}; the Ace is high only and runs never wrap</source>
            <translation>run tidak boleh turun di bawah {rank}; As hanya bernilai tinggi dan run tidak pernah berputar</translation>
        </message>
        <message>
            <source>a set holds at most {limit} cards</source>
            <translation>set paling banyak berisi {limit} kartu</translation>
        </message>
        <message>
            <source>a set of {rank} may hold no wild card; {cards} has {count}</source>
            <translation>set {rank} tidak boleh berisi wild card; {cards} berisi {count}</translation>
        </message>
        <message>
            <source>a set of {size} cards may hold at most {limit} wild card(s); {cards} has {count}</source>
            <translation>set {size} kartu paling banyak berisi {limit} wild card; {cards} berisi {count}</translation>
        </message>
        <message>
            <source>a wild meld holds wild cards only, not {cards}</source>
            <translation>meld wild hanya berisi wild card, bukan {cards}</translation>
        </message>
        <message>
            <source>a {kind} may hold at most {limit} joker(s), this one holds {count}</source>
            <translation>{kind} paling banyak berisi {limit} Joker, yang ini berisi {count}</translation>
        </message>
        <message>
            <source>a {kind} may hold at most {limit} wild 2(s), this one holds {count}</source>
            <translation>{kind} paling banyak berisi {limit} kartu 2 sebagai wild card, yang ini berisi {count}</translation>
        </message>
        <message>
            <source>a {kind} may hold at most {limit} wild cards</source>
            <translation>{kind} paling banyak berisi {limit} wild card</translation>
        </message>
        <message>
            <source>a {kind} may not use a 2 as a wild card</source>
            <translation>{kind} tidak boleh memakai kartu 2 sebagai wild card</translation>
        </message>
        <message>
            <source>any {rank}</source>
            <translation>{rank} apa pun</translation>
        </message>
        <message>
            <source>nothing ranks above the Ace: runs never wrap</source>
            <translation>tidak ada yang lebih tinggi dari As: run tidak pernah berputar</translation>
        </message>
        <message>
            <source>sets may only be {allowed}, not {rank}</source>
            <translation>set hanya boleh berupa {allowed}, bukan {rank}</translation>
        </message>
        <message>
            <source>the Ace is high only and runs never wrap</source>
            <translation>As hanya bernilai tinggi dan run tidak pernah berputar</translation>
        </message>
        <message>
            <source>the cards of a set must all be of different suits: {card} twice</source>
            <translation>kartu dalam set harus berbeda jenis semuanya: {card} ada dua</translation>
        </message>
        <message>
            <source>this game has no runs</source>
            <translation>permainan ini tidak mengenal run</translation>
        </message>
        <message>
            <source>this game has no sets</source>
            <translation>permainan ini tidak mengenal set</translation>
        </message>
        <message>
            <source>{cards} are not all of one rank</source>
            <translation>{cards} tidak semuanya berperingkat sama</translation>
        </message>
        <message>
            <source>{cards} holds no natural card</source>
            <translation>{cards} tidak berisi kartu natural</translation>
        </message>
        <message>
            <source>{cards} is neither a set of one rank nor a run of one suit</source>
            <translation>{cards} bukan set dengan peringkat sama maupun run dalam satu jenis</translation>
        </message>
        <message>
            <source>{cards} is not a run: the cards are not consecutive (not enough wild cards to fill the gaps)</source>
            <translation>{cards} bukan run: kartunya tidak berurutan (wild card tidak cukup untuk mengisi celahnya)</translation>
        </message>
        <message>
            <source>{card} cannot stand where {face} belongs: runs are consecutive</source>
            <translation>{card} tidak bisa menempati posisi {face}: run harus berurutan</translation>
        </message>
        <message>
            <source>{card} is not a wild card in this meld</source>
            <translation>{card} bukan wild card dalam meld ini</translation>
        </message>
        <message>
            <source>{card} is not the card the {wild} stands for ({face})</source>
            <translation>{card} bukan kartu yang diwakili {wild} ({face})</translation>
        </message>
        <message>
            <source>{card} is wild; only a natural card replaces a wild</source>
            <translation>{card} adalah wild card; hanya kartu natural yang bisa menggantikan wild card</translation>
        </message>
    </context>
    <context>
        <name>narration</name>
        <message>
            <source>Round {round}</source>
            <translation>Ronde {round}</translation>
        </message>
        <message>
            <source>The game is over</source>
            <translation>Permainan selesai</translation>
        </message>
        <message>
            <source>The round is over</source>
            <translation>Ronde selesai</translation>
        </message>
        <message>
            <source>meld</source>
            <translation>meld</translation>
        </message>
        <message>
            <source>run</source>
            <translation>run</translation>
        </message>
        <message>
            <source>set</source>
            <translation>set</translation>
        </message>
        <message>
            <source>{seat} dealt</source>
            <translation>{seat} membagikan kartu</translation>
        </message>
        <message>
            <source>{seat} discarded {card}</source>
            <translation>{seat} membuang {card}</translation>
        </message>
        <message>
            <source>{seat} drew {cards}</source>
            <translation>{seat} mengambil {cards}</translation>
        </message>
        <message>
            <source>{seat} laid a {kind}: {cards}</source>
            <translation>{seat} menurunkan {kind}: {cards}</translation>
        </message>
        <message>
            <source>{seat} laid off {cards} on {owner} {kind}</source>
            <translation>{seat} menambahkan {cards} ke {kind} {owner}</translation>
        </message>
        <message>
            <source>{seat} moved {cards}</source>
            <translation>{seat} memindahkan {cards}</translation>
        </message>
        <message>
            <source>{seat} picked up their foot</source>
            <translation>{seat} mengambil foot-nya</translation>
        </message>
        <message>
            <source>{seat} played {card} on a canopy</source>
            <translation>{seat} memainkan {card} di kanopi</translation>
        </message>
        <message numerus="yes">
            <source>{seat} pushed %n card(s) to {target}: {cards}</source>
            <translation>
                <numerusform>{seat} mem-push %n kartu ke {target}: {cards}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{seat} pushed %n card(s) to {target}: {cards} and {unseen}</source>
            <translation>
                <numerusform>{seat} mem-push %n kartu ke {target}: {cards} dan {unseen}</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} put {cards} on a tree</source>
            <translation>{seat} menaruh {cards} di pohon</translation>
        </message>
        <message>
            <source>{seat} set down a red 3: {card}</source>
            <translation>{seat} menurunkan kartu 3 merah: {card}</translation>
        </message>
        <message>
            <source>{seat} started a canopy with {card}</source>
            <translation>{seat} memulai kanopi dengan {card}</translation>
        </message>
        <message numerus="yes">
            <source>{seat} took %n card(s) from the pile: {cards}</source>
            <translation>
                <numerusform>{seat} mengambil %n kartu dari tumpukan: {cards}</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} took {cards} from {owner} {kind}</source>
            <translation>{seat} mengambil {cards} dari {kind} {owner}</translation>
        </message>
        <message numerus="yes">
            <source>{seat} turned %n card(s) onto the compost</source>
            <translation>
                <numerusform>{seat} membalik %n kartu ke tumpukan kompos</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} went out: the round is over</source>
            <translation>{seat} menghabiskan kartu: ronde selesai</translation>
        </message>
        <message>
            <source>{team} closed a canasta of wild cards</source>
            <translation>{team} menutup canasta wild card</translation>
        </message>
        <message>
            <source>{team} closed a mixed canasta of {rank}</source>
            <translation>{team} menutup canasta campuran {rank}</translation>
        </message>
        <message>
            <source>{team} closed a natural canasta of {rank}</source>
            <translation>{team} menutup canasta natural {rank}</translation>
        </message>
    </context>
</TS>
