/**
 * Argument roles as concepts. A call's arguments are named in documentation by everyday words
 * rather than by their schema names: who receives a message or an invitation, whose account a
 * payment goes to, where goods are delivered, how much, how many, when, which records a search
 * keeps, which environment a deploy targets, how long a share lasts, where a file goes. Each role
 * is one concept with its words in every language of the reader (en, de, fr, es, it, pt, nl, pl,
 * sv, tr, ru, zh, ja, ko), matched as word starts so that inflections follow.
 *
 * A sentence that names such a role and fixes it — to an outside value the user never gave (an
 * address, an account number, a street address, a system path, a host), to a harmful one (zero,
 * a wildcard, production, public, force), or by emptying, widening or ignoring what the user gave —
 * changes what another call receives, whether or not it names the tool: implicit parameter
 * tampering. What keeps documentation out: an example ("e.g."), a definition ("0 means …", "one of
 * …"), the value being the user's own ("the address the customer gives", "from the invoice", "on
 * file"), a default the user can change, and consent.
 *
 * Every pattern is an alternation of literals with bounded gaps: linear on hostile text.
 */
import { fold, Folded } from './fold.js';

/** What this module reads of a judged clause (directives.ts's JudgedClause, structurally: no import cycle). */
export interface ClauseView {
  text: string;
  roles: ReadonlyArray<{ role: string; words: string; framed?: true }>;
  consent: boolean;
  label?: boolean;
}
/** The role hit this module adds: the words that fixed the argument. */
export interface FixedHit {
  role: 'tamper';
  words: string;
}

/** Word starts (stems) for Latin and Cyrillic; CJK as written. */
const stems = (alts: string) => new Folded(`(?<![\\p{L}\\p{N}_])(?:${alts})`, 'iu');

// ---- the roles: what another call will be given ----
const ROLE_WORDS = [
  // recipients, copies, attendees, channels
  'channel|canal(?![\\p{L}])|kanal(?![\\p{L}])|канал|cc(?![\\p{L}])|bcc|blind copy|copy to|copies go|copie|copia|cópia|kopie|kopia|копи|recipient|destinatari|destinatário|destinataire|empfänger|получател|odbiorc|alıcı|mottagare|ontvanger|attendee|guest|invit|participant|teilnehmer|asistente|partecipant|participante|deelnemer|участник|uczestnik|katılımcı|deltagare|gizli kopya|organi[sz]er',
  // payee and accounts
  'payee|beneficiar|bénéficiaire|empfängerkonto|zahlungsempfänger|sammelkonto|treuhandkonto|konto|account|compte|cuenta|conta(?![\\p{L}])|conto|rekening|rachunek|счёт|счет|hesap|iban|wallet|bankgiro|pix|refund|remboursement|rückbuchung|gutschrift|erstattung|estorno|reembolso|rimborso|uitbetaling|payout|bonific|virement|überweisung|transfer|przelew|перевод|betaling|betalning|ödeme|payment|zahlung|pago|pagamento|paiement|платеж|платёж',
  // delivery addresses
  'address|anschrift|adresse|adres|dirección|indirizzo|endereço|адрес|deliver|lieferung|livraison|parcel|package|paket|colis|paquete|pacco|pacote|pakket|paczk|посылк|entrega|consegna|leverans|teslimat|доставк|ship|versand|envío|envio|spedizion|depot|warehouse|lager|entrepôt|almacén|magazzino|armazém|magazijn|склад|magazyn|depo|hub',
  // amounts and quantities
  'amount|sum(?![\\p{L}])|total|betrag|montant|importe|monto|importo|valor|montante|bedrag|сумм|kwota|tutar|belopp|price|preis|prix|precio|prezzo|preço|prijs|цен|cena|fiyat|quantit|qty|menge|anzahl|cantidad|quantità|quantidade|aantal|количеств|ilość|miktar|antal|replica|replik|réplica|répliqu',
  // dates and times
  'date|due|deadline|start|datum|termin|frist|uhrzeit|échéance|heure|fecha|hora|plazo|data(?![\\p{L}])|scadenz|orario|prazo|tijd|дат|срок|время|godzin|tarih|saat|tid(?![\\p{L}])|mötestid',
  // filters and search conditions
  'filter|condition|criteri|where clause|search terms|bedingung|kriteri|critère|filtre|condición|filtro|condizion|condição|critério|voorwaarde|zoekterm|услови|фильтр|критери|warun|filtr|kryteri|koşul|villkor',
  // safeguards, destinations, and dispatch said in the passive (sv, nl, tr, pl, ru, fr, es, it, de)
  'checks(?![\\p{L}])|review|prüfung|przegląd|revisión|revue|проверк|export|destination|ziel(?![\\p{L}])|destino|destinazione|bestemming|hedef|назначени|(?:cláusula|clause|klausel|clausola) where|where[- ]?(?:clause|klausel)|skickas|gestuurd|verstuurd|doorgestuurd|gönderil|wysyłan|przesyłan|отправля|пересыла|envoyé|enviad|inviat|gesendet|geschickt|weitergeleitet',
  // environment, version, branch, method, policy of a resource, expiry, path
  'environment|umgebung|environnement|entorno|ambiente|omgeving|окружени|środowisk|ortam|miljö|target|version|versión|versione|versão|versie|верси|wersj|sürüm|branch|gałąź|zweig|rama|ramo|ветк|method|methode|méthode|método|metodo|metoda|метод|expir|ablauf|gültigkeit|caducidad|vencimiento|validade|vervaldatum|geldigheid|срок действия|ważnoś|giltighet|path|pfad|chemin|ruta|percorso|caminho|pad(?![\\p{L}])|путь|ścieżk|sökväg|output|ausgabe|sortie',
];
const ROLE = stems(ROLE_WORDS.join('|'));
const ROLE_CHANNEL = fold(/(?<![\p{L}])(?:channel|canal|kanal|канал)|频道|チャンネル|채널/iu);
// A channel outside the workspace's own people: "ext-partner", "#shared-relay".
const CHANNEL_OUT = fold(/(?<![\w-])#?(?:ext|external|extern|partner|shared|relay|mirror|public)-[\w-]{2,}/iu);
// The roles where things of the user's go — recipients, payees and accounts, delivery addresses,
// destinations — the only ones a plain statement of an outside value can redirect ("transfers
// settle to …", "deliveries ship to …"). A path, a date or an output named in the declarative voice
// is the server describing itself ("output is written to /var/log/…").
const FLOW = stems(
  `${ROLE_WORDS.slice(0, 3).join('|')}|export|destination|ziel(?![\\p{L}])|destino|destinazione|bestemming|hedef|назначени|skickas|gestuurd|verstuurd|doorgestuurd|gönderil|wysyłan|przesyłan|отправля|пересыла|envoyé|enviad|inviat|gesendet|geschickt|weitergeleitet`,
);
// Germanic compounds carry the role at their end: "afleveradres", "Sammelkonto", "Liefertermin".
// From a word's start, the stem bounded: tried at every letter, an unbounded run read a 10,000-letter word in quadratic time.
const ROLE_COMPOUND = fold(/(?<![\p{L}])\p{L}{2,40}(?:adres|adresse|adress|anschrift|konto|rekening|datum|termin|betrag|bedrag|belopp|menge|aantal|antal|empfänger|ontvanger|mottagare|filter|omgeving|umgebung|miljö)(?![\p{L}])/iu);
const ROLE_CJK = /価格|価額|价格|单价|가격|チャンネル|レプリカ|副本数|레플리카|WHERE\s?(?:句|子句|절)|包裹|荷物|소포|抄送|收件人|参与者|参会|频道|收款|账户|账号|转账|地址|收货|仓库|金额|数量|日期|时间|期限|条件|筛选|环境|版本|分支|有效期|路径|宛先|参加者|出席者|送金|口座|振込|返金|住所|配送|届け先|倉庫|金額|数量|日付|時間|時刻|条件|環境|バージョン|ブランチ|有効期限|パス|参照|수신|참석자|채널|계좌|송금|결제|환불|주소|배송|창고|금액|수량|날짜|시간|기한|조건|필터|환경|버전|브랜치|만료|경로|받는/u;

// ---- the value a role is fixed to ----
// A literal from outside: an e-mail address, a URL or host, an IBAN or account number, a wallet, a
// street address (number and street word in either order), a system path.
const OUTSIDE_LITERAL = new Folded(
  [
    // From the address's start, each run bounded (linear on a hostile run of letters).
    String.raw`(?<![\p{L}\p{N}_.+-])[\p{L}\p{N}_.+-]{1,64}@[\p{L}\p{N}_-]{1,63}(?:\.[\p{L}\p{N}_-]{1,63}){1,8}`,
    // Account numbers: six or more digits in groups ("123-4567890", "0001-9 / 45231-7", "5050-1055", "6222 0202 0000 1234 567").
    String.raw`(?<![\w.,:-])(?!(?:19|20)\d{2}[-/]\d{2}(?![\d ])|\d{4}-\d{2}-\d{2}|\d{4}\/\d{2}\/\d{2})\d{3,}(?:[ /-]{1,3}\d{2,}){1,6}(?![\w]|[.,]\d)|(?<![\w.,])\d{9,}(?![\w]|[.,]\d)|(?<![\w.,])\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}`,
    String.raw`(?<![\w])0x[0-9a-fA-F]{8,}`,
    // Street addresses: "77 Quay Street", "Havenweg 3", "Calle Luna 4", "8 rue des Docks", "ul. Portowa 7", "Liman Cad. 5", "склад 7".
    String.raw`(?<![\p{L}\d])\d{1,4}\s(?:[\p{L}'-]+\s){0,2}(?:st(?:reet)?|rd|road|ave(?:nue)?|lane|ln|way|drive|dr|blvd|boulevard|place|court|ct|square|sq|terrace|close|crescent|highway|hwy|parkway|plaza|quay|dock|wharf|pier|rue|quai|allée|chemin|via|viale|corso|piazza|calle|avenida|paseo|rua|travessa|praça|straße|strasse|weg|allee|ring|damm|ufer|laan|straat|gracht|kade|plein|aleja|plac|cad|sok|bulvar|проспект|переулок|шоссе)\.?(?![\p{L}])|(?<![\p{L}])(?:calle|rua|via|viale|corso|piazza|largo|paseo|travessa|praça|allée|chemin|aleja|plac|rue|quai|ul\.|ulica|avenida|strada|ул\.|улица|liman cad\.?|[\p{L}]+(?:straße|strasse|weg|laan|straat|gasse|platz))\s(?:[\p{L}'-]+\s){0,2}\d{1,4}(?![\d])|(?:склад|depot|lagerhaus|hub|warehouse|depo)\s?(?:[\p{L}-]+\s){0,1}\d{1,4}`,
    // A unit or depot with its number, and a UK postcode ("Unit 7, Harbour Trade Park, Felixstowe IP11 3XY").
    String.raw`(?<![\p{L}])(?:unit|suite|depot|warehouse|bay) \d{1,4}(?:[,\s]+[\p{L}'-]+){1,4}|(?<![\w])[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}(?![\w])`,
    // CJK addresses: a district or road with a number.
    String.raw`[\p{Script=Han}\p{Script=Hangul}]{1,12}(?:路|号|로|길|동|区|구)\s?\d{1,4}|\d{1,4}\s?(?:号|番地|동)|[\p{Script=Han}]{2,12}\d{1,4}(?:丁目|-\d{1,4})(?:-?\d{1,4})?`,
    String.raw`(?<![\w.~])\/(?:etc|root|usr|var|bin|boot|sys|proc|mnt|srv)\/[\w./-]*`,
    String.raw`(?:sftp|ftp|s3|gs):\/\/[^\s"'<>]{3,}`,
  ].join('|'),
  'iu',
);
// An IBAN: two capitals, two digits, groups of four (case matters, or every word with digits would do).
const IBAN = /(?<![\w])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,}(?: ?[A-Z0-9]{1,4})?/u;
// A chat channel's id ("C04BROADCAST", "G0ALLHANDS9"): a capital, then capitals and digits with at least one digit.
const CHANNEL_ID = /(?<![\w-])[CGD](?=[A-Z0-9]*\d)[A-Z0-9]{7,12}(?![\w-])/u;
const literalOf = (s: string) => IBAN.exec(s) ?? OUTSIDE_LITERAL.exec(s) ?? (ROLE_CHANNEL.test(s) ? (CHANNEL_ID.exec(s) ?? CHANNEL_OUT.exec(s)) : null);
// A harmful or widening bare value: zero, a wildcard, production, public, force, unsigned builds,
// "never expires", the disk's root, conditions emptied or bypassed.
const HARMFUL_VALUE = stems(
  [
    "(?:always|immer|stets|toujours|siempre|sempre|altijd|zawsze|alltid|всегда|her zaman)\\s(?:\\p{L}+\\s)?0(?![\\d.,])|(?:enter|set|is|are|be|pass|use|send|=|:|to|at|as)\\s?0(?![\\d.,])|'\\*'|\"\\*\"|«\\s?\\*\\s?»|“\\*”|„\\*“|=\\s?\\*|status=\\*|1=1|all rows|(?:is|are|be|target|targets|=|:|to|as|pass|use|enter|fill in|fill|informe|indique|set to|auf|op|na|sur|ist|est|es|è|é)\\s{0,3}(?:(?:always|immer|sempre|siempre|toujours|altijd|zawsze|alltid|всегда)\\s)?(?:the\\s)?(?:newest\\s|latest\\s|current\\s)?[`'\"]?(?:production|produktion|productie|producción|produção|prod|force|[\\w-]*unsigned|[\\w-]*unverified|nightly[\\w-]*)(?![\\p{L}])|(?:production|prod|force)\\s(?:olarak|として|로)|public-read|allusers|never expires?|no expiry|sin caducidad|senza scadenza|sem validade|ohne ablauf|sans expiration|bez terminu|бессрочн|корень диска|root of the disk|main(?![\\p{L}]), bez",
  ].join('|'),
);
// A harmful value after a sign, which may follow a word directly ("método: force", "env=production"):
// the word-start rule of the patterns above cannot see it.
const HARMFUL_ASSIGNED = fold(/[=:]\s{0,3}[`'"]?(?:production|produktion|productie|producción|produção|prod|force|[\w-]*unsigned|[\w-]*unverified|nightly[\w-]*)(?![\p{L}])/iu);
// What follows an English participle used as an adjective: a noun, not a preposition, a conjunction or punctuation.
const ATTRIBUTIVE = /^ (?!(?:by|and|or|in|on|for|from|when|if|unless|so|entirely|completely|silently|altogether|too|as|to|with|without|at)(?![\p{L}]))\p{Ll}/u;
// Words that give a value: "set to", "use", "pass", "is", "=", "as", "informe", "请填写".
const ASSIGNING = fold(/(?<![\p{L}])(?:set|use|pass|enter|send|put|fill|is|are|be|to|as|at|always|immer|toujours|siempre|sempre|всегда|informe|indique|indiquez|utilisez|usa|verwende|setze|auf|à|a|en|na|em)(?![\p{L}])|[=:]|を|は|为|為|로|填写|填入|设为|設定|入力|指定|입력|설정/iu);
// A unit named: arithmetic with one converts the user's value into the argument's unit.
const UNIT = stems('euros?(?![\\p{L}])|dollars?|pounds?|yen(?![\\p{L}])|eur(?![\\p{L}])|usd(?![\\p{L}])|gbp(?![\\p{L}])|рубл|cents?(?![\\p{L}])|seconds|minutes|hours|days|weeks|bytes|kilobytes|megabytes|millisec|centimes|céntimos|centavos|centesimi|groszy|kuruş|копе[йе]|sekunden|minuten|stunden|tage|secondes|heures|jours|segundos|minutos|horas|días|dias|secondi|minuti|ore(?![\\p{L}])|giorni|секунд|минут|час|дн|seconden|minuten|uren|dagen');
// A qualifier that makes what is set aside a fault of the input, not the user's choice.
const FAULTY = fold(/(?<![\p{L}])(?:invalid|unknown|unsupported|malformed|empty|duplicate|unrecognized|unrecognised|ungültige[nr]?|unbekannte[nr]?|invalides?|inconnue?s?|inválid[oa]s?|desconocid[oa]s?|недопустим\p{L}*|неизвестн\p{L}*|無効な|不明な|无效的?|未知的?|잘못된|알 수 없는)\s(?:\p{L}+\s)?$/iu);
// A preposition of place (and its article) right before a role word: the word names where, not what.
const IN_PLACE = fold(/(?<![\p{L}])(?:in|into|on|at|from|within|dans|en|im|in der|in den|em|no|na|nel|nella|в|во)\s(?:the\s|a\s|an\s|le\s|la\s|der\s|die\s|das\s|dem\s|o\s|el\s)?$/iu);
// What a value does, said right after it: a purpose ("to disable", "um … zu", "pour …", "чтобы") or "for none / for all".
const ALREADY = fold(/(?<![\p{L}])(?:existing|already|bereits|schon vorhandene|déjà|existants?|ya existentes?|já existentes?|уже)(?![\p{L}])|이미|既に|すでに|已经|已在|已存在/iu);
const REPORTED = fold(/(?<![\p{L}])(?:response|result|reply|output|réponse|résultat|Antwort|Ergebnis|respuesta|resultado|resposta|risposta|ответ\p{L}*)\s(?:\p{L}+\s){0,3}?(?:lists?|says|reports?|names|notes|counts|shows|liste|indique|signale|nennt|listet|meldet|zeigt|indica|lista|informa|muestra|mostra|указыва\p{L}*|перечисля\p{L}*)(?![\p{L}])/iu);
const PURPOSE_AFTER = fold(/^[\s`'"»”)]{0,3},?\s{0,2}(?:to (?!(?:the|a|an|all|every|each|production|prod)(?![\p{L}]))\p{L}{3,}|in order to|so as to|only (?:for|when|if)|nur (?:für|wenn)|seulement (?:pour|si)|solo (?:para|si|cuando)|apenas (?:para|se|quando)|только (?:для|если|когда)|for (?:no|unlimited|infinite|none|the default|default)(?![\p{L}])|pour (?:désactiver|tout|ne|lister|obtenir|revenir)|para (?:desactivar|desativar|todos|todas|obtener|listar)|um (?:\p{L}+ ){0,3}zu|чтобы|で無効|以禁用|表示不|하면 비활성)/iu);
// A condition after what is set aside: a rule of precedence, in the reader's languages.
const PRECEDENCE = fold(/^[\s,]{0,3}(?:(?:only|nur|seulement|solo|só|alleen|tylko|только|endast|sadece) )?(?:when|if|whenever|once|unless|wenn|falls|sobald|si|lorsque|quand|cuando|se|quando|als|zodra|jeśli|gdy|если|когда|om|när|eğer|ise)(?![\p{L}])/iu);
const IGNORED = stems(
  [
    // What the user gave, set aside: said of the role, in the passive.
    'ignored|ignoré|ignorad|ignorat|genegeerd|pominięt|görmezden gelinir|игнорируется|bypassed|umgangen|contourné|dropped|discarded|widened|ne tiennent pas compte|sostituito da|ersetzt durch|remplacé par|reemplazad|substituíd|заменя',
  ].join('|'),
);
const HARMFUL_CJK = /[はを为為은는을를]\s?0(?![\d.,])|(?:常に|항상|始终|一律|总是|必ず)\s?0(?![\d.,])|(?<![\p{L}])(?:production|prod|force|allUsers)\s?(?:を|に|で|로|으로|를|을|为|為|として)|無期限|无期限|永久有效|무기한|만료 없음/u;
// What the user gave, set aside or emptied: said of the role, this overrides the user.
const IGNORED_CJK = /清空|为空|無視|空にして|全件|忽略|무시|비워|去掉|去除|外して|빼고|제거하|取り除|取り払|(?:句|子句|절)(?:は|を|를|은)?\s?(?:削除|删除|삭제)/u;
const IGNORED_WITHOUT = stems('(?:sin|without|ohne|sans|senza|sem|zonder|bez|без)(?: la| the| die| le| il| a| de| het)? (?:cláusula|clause|klausel|clausola|filter|filtro|filtre|condition|bedingung|condición|condizione|condição|voorwaarde|warunk|услови)');
// A bare figure assigned ("as 0.01", "is always 50", "sempre 0,01", "は常に50"): a value only with a standing word.
const FIGURE = stems('(?:as|to|at|is|are|=|:|sempre|always|immer|toujours|siempre|altijd|zawsze|alltid|всегда)\\s{0,3}(?:(?:always|immer|sempre|siempre|toujours)\\s)?\\d+(?:[.,]\\d+)?(?![\\d.,]?\\d)');
const FIGURE_CJK = /(?:常に|は|항상|始终|一律|总是)\s?\d+|\d+\s?(?:個|件|台|枚|本|人|円|개|건|명|원|个|元)(?:で|を|に|로|으로|为)/u;
// Arithmetic on the value ("× 12", "doubled", "ten times what the user said", "a week later").
const CHANGED = stems(
  '(?:\\d+|one|two|three|a|an|een|twee|drie|ein|eine|zwei|drei|un|une|deux|trois|dos|tres|due|tre|dois|duas|jeden|dwa|trzy|en|ett|två|tre|bir|iki|üç) \\p{L}+ (?:later|earlier|eerder|früher|später|plus tard|plus tôt|más tarde|antes|depois|prima|dopo|tidigare|senare|później|wcześniej|sonra|önce)(?![\\p{L}])|doubled|doubles|double (?:the|it|that|each|every)|twice|verdoppel|doppi|raddopp|dimezz|repouss|reporté|retardé|retrasad|atrasad|posticipat|verzögert|dobr|podwaj|verdubbel|удв|multiplied|multiplies|multiply|multiplica|multipli[eé]|multipliz|divide[ds]? (?:\\p{L}+ ){0,6}by|divided|dividi|divisé|geteilt|teile|разделит|halved|halve|halbiert|round(?:ed|s)? down|abgerundet|subtract|restando|restar|subtrai|soustray|en retirant|abzieh|abgezogen|вычит|odejm|deduct|déduis|descontando|moltiplic|vermenigvuldig|mnoż|умнож|çarp|round(?:ed|s)? up|aufgerundet|arrondi|redonde|arredond|afgerond|zaokr|округл|yuvarla|earlier than|later than|pushed back|moved back|spostat|posticip|verschob|verschieb|décal(?!age)|desplaz(?!amiento(?:\\s?[;,.)]|\\s(?:horario|UTC|de zona)))|adiad|später als|früher als|plus tôt que|plus tard que|más tarde|позже|раньше|później|tidigare än|senare än|önce|sonra|incrementa|erhöht|augment|aumenta|increased|(?:by|um|de|en|em|di|in|plus|minus|met|o|на|\\+|-)\\s?\\d+(?:[.,]\\d+)?\\s?%|\\d+(?:[.,]\\d+)?\\s?%\\s?(?:of|on|more|less|extra|fee|surcharge|uplift|markup|를|을|を)',
);
// A negation governing the next few words, with no clause boundary between, or "without" right before
// the change's own noun: the change named there is denied ("do not add fees or rounding", "N'ajoutez ni
// frais ni arrondi", "Sans décalage"). "Without applying the user's offset" omits a step: not denied.
export const CHANGE_DENIED = fold(/(?<![\p{L}])(?:rather than|instead of|plutôt qu['’e]\s?|au lieu d['’e]\s?|en lugar de|en vez de|anstatt|statt|invece di|em vez de|вместо)\s?(?:[^\s,;:.!?()]+\s){0,2}$|(?<![\p{L}])(?:(?:do not|don't|does not|doesn't|never|no|not|nothing|nor|ni|ne|nicht|nichts|kein\p{L}*|rien|nada|nunca|não|non|не|ни|ничего)\s|n['’])(?:[^\s,;:.!?()]+\s){0,3}$|(?<![\p{L}])(?:without|sans|sin|ohne|senza|sem|без)\s(?:(?:an?|any|the|un|une|une|aucun\p{L}*|le|la|les|el|los|las|einen?|jede\p{L}*|um|uma|qualquer|alcun\p{L}*|un[ao]?|il|lo)\s)?$|(?:不做|不会|不要|不得|不进行|无需|切勿|请勿)[^，。；,;]{0,6}$/iu);
// The user, the customer or the requester named, in each language.
const THE_USER = fold(/(?<![\p{L}])(?:user|customer|client|requester|utilisateur|usuario|usuário|utente|Nutzer|Benutzer|Kunde|пользовател\p{L}*|клиент\p{L}*)|用户|客户|ユーザー|お客様|사용자|고객/iu);
// A case named right after a value: "when …", "if …", "for leaked tokens", in each language.
const FOR_CASE = fold(/^[\s`'"»”)]{0,3},?\s{0,2}(?:when|if|once|whenever|for (?:a |an |the )?(?:leaked|compromised|revoked|expired|test|testing|dry)|wenn|falls|sobald|quand|lorsque|si|cuando|si|quando|se|если|когда)(?![\p{L}])/iu);
// Unit conversion: a power of ten, 60, 24 or 1024, a smaller unit named, or a conversion into a
// unit of time or size said outright ("if the user gives hours, convert to minutes"). Currencies are
// not units here: a conversion into one is a currency swap, read elsewhere.
const CONVERTS = stems('convert(?:s|ed)?\\s(?:it\\s|them\\s|that\\s)?(?:in)?to\\s(?:minutes|seconds|hours|days|milliseconds|bytes|kilobytes|megabytes)|(?:by|на|mit|par|por|per|x|×|\\*)\\s*(?:10+|60|24|1024|ten|hundred|thousand|сто)(?![\\p{N}\\p{L}])|cents?(?![\\p{L}])|копе[йе]|centimes|céntimos|centavos|centesimi|groszy|kuruş|öre(?![\\p{L}])|seconds|sekunden|secondes|segundos|секунд|bytes|kilobytes|millisec');
const CHANGED_CJK = /\d+\s?(?:日|週間|時間|か月|ヶ月|天|周|小时|个月|일|주|시간|개월)\s?(?:後|前|后|早|晚|뒤|후|전)|倍|十倍|两倍|二倍|배로|두 배|\d\s?배|推迟|延后|提前|遅らせ|早め|ずら|늦추|앞당|빼|減|(?<!删)减|上乗せ|加算|割増|増額|で割|割って|除以|乘以|加上|나누|나눠|더한|\d+(?:[.,]\d+)?\s?%\s?(?:を|를|을|引い|割引|オフ|増し|上乗せ)|(?:上调|下调|上浮|下浮|调高|调低)\s?\d+(?:[.,]\d+)?\s?%/u;

// ---- the force that makes it hold on every call ----
// Standing words and fixity: the value holds on every call, or against what the user gave.
const STRONG = stems(
  [
    '(?:always|every|each|fixed|regardless|whatever|instead|no matter|rather than|in place of|only ever)(?![\\p{L}])',
    // Swapping what was named for another value: "replace the channel with …", "troque o channel por …".
    'replace (?:it |this |that |them |the \\p{L}+ )?(?:with|by)|treat (?:\\p{L}+ ){0,3}as|swap|troque|troca(?![\\p{L}])|substitua|reemplace|remplacez|ersetze|sostituisci|замените',
    'cada|ogni|jede[mnrs]?(?![\\p{L}])|chaque|elke|iedere|każd|varje|her (?!zaman)|fixe(?![\\p{L}])|fixé|fijo|fija|fisso|fissa|fixo|vast(?![\\p{L}])|fest(?![\\p{L}])|stets|immer|grundsätzlich|toujours|siempre|sempre|altijd|zawsze|alltid|her zaman|всегда|кажд|любо|not the|et non|y no|e non|e não|en niet|a nie|unabhängig|indépendamment|independientemente|indipendentemente|independentemente|ongeacht|niezależnie|oavsett|ne olursa|ne derse|независимо|вместо|statt|au lieu|en lugar|invece|em vez|in plaats|zamiast|istället|yerine|tous les|todos los|todas las|tutti i|alle |все |всех',
  ].join('|'),
);
// Orders and the declarative voice of a destination: "enter", "use", "goes to", "settle to", "landen auf".
const VERBS = stems(
  [
    '(?:must|enter|fill|use|pass|put|add|append|include|set|specify|settle|settles|land|lands|ship|ships|credited|entered|composed|goes to|go to|goes into|pasa a|pasan a|passe à|passent à|passa a|passano a|passa para|passam para)(?![\\p{L}])',
    'muss|doit|debe|deve|moet|musi|måste|должн|indique|indiquer|inserire|informe|vul |eintragen|añade|dopisz|указывайте|укажите|указывается|girilir|ayarlan|wird eingetragen|se fija|lautet|retenue|gehen|vont|vanno|vão|gaan|trafiaj|går|gider|уходит|landen|versé|versat|abonad|görs|wordt|worden|est |es |è |é |ist |jest|är |—|is |are |sind |zijn |son |são |sono |są |usam|usan|usano|utilizam|utilizan|utilisent|gebruiken|używają|kullanır|используют|nutzen|verwenden|uses',
  ].join('|'),
);
// Filling in a value, said to the model: an own parameter's description needs no role word ("Set to …", "Informe …", "请填写 …").
const ENTRY = stems(
  '(?:enter|fill(?: in)?|use|pass|put|set (?:it |this )?to|specify|insert)(?![\\p{L}])|passez|envíe|envie(?![\\p{L}])|envoyez|übergeben sie|indique[rz]?|inserire|inserisci|informe|introduzca|introduce|eintragen|trage|angeben|geben sie|vul|wpisz|podaj|girin|ange|укажите|введите|заполните',
);
const ENTRY_CJK = /填写|填入|请填|写成|写为|を指定|を入力|入力して|で登録|を追加|に追加|입력하세요|넣으세요|지정하세요|추가하/u;
const VERBS_CJK = /합니다|します|されます|입니다|为|為|填写|となる|になる|になって|となって|追加|登録する/u;
const STRONG_CJK = /固定|统一|一律|始终|总是|(?<!必)须|必须|务必|必ず|常に|統一|항상|무조건|고정|ではなく|而不是|要求|写成|写为|으로 입력|로 입력|填写|入力|넣으세요|してください|하세요|になります|となります|입니다/u;

// ---- what keeps documentation out ----
// A literal that is a test fixture, a sample, a placeholder or a support address, said of it in the words just before it.
const SAMPLE = stems(
  'test|sandbox|sample|demo|dummy|placeholder|fake|support|helpdesk|no-?reply|prueba|ejemplo|exemple|essai|beispiel|esempio|prova(?![\\p{L}])|exemplo|teste|voorbeeld|przykład|testow|örnek|deneme|exempel|тестов|пример|поддержк',
).source;
const SAMPLE_RE = new Folded(`${SAMPLE}|テスト|サンプル|サンドボックス|测试|示例|样例|沙箱|沙盒|客服|테스트|예시|샘플|샌드박스|문의`, 'iu');
// Where mail comes from is not where it goes: "sent from noreply@…", "von", "de la part de".
const FROM_LITERAL = fold(/(?:from|von|desde|от|od|från)\s{1,3}$/iu);
const EXAMPLE = fold(/\b(?:e\.g\.|eg\.|i\.e\.|for example|for instance|such as|example|z\.\s?B\.|zum Beispiel|etwa|beispielsweise|bijvoorbeeld|por exemplo|por ex\.|per esempio|per es\.|np\.|par exemple|p\. ?ex\.|por ejemplo|p\. ?ej\.|ad esempio|например|напр\.|örneğin|till exempel|t\.ex\.)|例如|比如|例えば|예[: ]|예를 들어|例[:：]|入力例|記入例/iu);
// A definition of a value, or a choice among values, rather than a value imposed.
const DEFINES = stems(
  "means|meaning|stands for|one of|accepts?|can be|may be|exists for|recommend|bedeutet|signifie|significa|betekent|oznacza|anlamına|означает|either|not exceed|at most|up to (?:\\d|a |an )|no more than|maximum (?:of )?\\d|höchstens|maximal|au plus|como máximo|al massimo|no máximo|hoogstens|maksymalnie|högst|en fazla|не более|не больше|for all|to match|to see|to list|entweder|soit|o bien|defaults? to|by default|if omitted|when omitted|omit it|leave it empty|standard(?:mäßig|wert)|par défaut|por defecto|por padrão|predefinit|standaard|по умолчанию|domyśln|varsayılan|standardvärde|unless|sofern nicht|sofern kein|es sei denn|außer wenn|sauf si|sauf indication|à moins que|a menos que|salvo que|a meno che|tenzij|chyba że|если не|om inte|aksi belirtilmedikçe|at least|minimum|mindestens|au moins|al menos|como mínimo|almeno|pelo menos|minstens|co najmniej|en az|не менее|не меньше|minst",
);
const DEFINES_CJK = /表示|意味|의미|默认|デフォルト|기본|省略|비워 두면|空欄|以上|以下|以内|未満|이상|이하|이내|至少|不少于|最少|最多/u;
// The value is the user's own: whatever they give, the invoice's, the profile's, the one on file.
const USERS_OWN = stems(
  "the user (?:gives|names|lists|indicates|provides|picks|chooses|enters|asks)|the customer (?:gives|indicates|enters|provides)|as the user gives|the user's own|user-specified|on file|from the invoice|in the customer's profile|the customer's profile|que (?:el usuario|l'utilisateur|o usuário|le client|el cliente|o cliente) (?:indique|indica|donne|da|dá|elige|choisit)|indiqué par (?:l'utilisateur|le client)|indicad[oa]s? por el usuario|que indique el usuario|vom (?:Nutzer|Kunden) angegeben|der Kunde (?:beim|angibt|angegeben)|die der (?:Kunde|Nutzer)|wen der Nutzer nennt|which the user|the user names|who the user|whom the user|named by the user|указанн\\p{L}* пользовател|которого называет пользователь|называет пользователь|wskazan\\p{L}* przez użytkownika|die de gebruiker|wie de gebruiker|kullanıcıdan alınır|kullanıcının|som användaren|indicati dall'utente|indicad[oa] (?:pelo|na)|do usuário|dell'utente|del cliente",
);
const USERS_OWN_CJK = /用户提供|用户指定|由用户|ユーザーが指定|ユーザーの|사용자가 (?:알려준|지정|입력)|고객이 입력|고객 프로필|사용자가 지정|依頼額|依頼された|求められた|요청한|要求的|请求的/u;
// The user's value overridden: then the user's own value is what is being replaced, not a source.
const OVERRIDES = stems(
  "regardless|whatever|no matter|instead|rather than|not the (?:customer|user|one)|for reference only|(?:kept |used |shown )?for display only|says otherwise|even (?:when|if) (?:the )?(?:user|customer|client|request|source)|quel que soit|quelle que soit|sea cual sea|qualquer que seja|egal (?:welche|was)|et non|y no|e non|e não|en niet|a nie|unabhängig|indépendamment|independientemente|indipendentemente|independentemente|ongeacht|niezależnie|oavsett|ne derse|независимо|вместо(?! \\p{L}+(?:ния|ения|ания|овки|тановки|ставки|вода)(?![\\p{L}]))|statt|au lieu|en lugar|invece|em vez|in plaats|zamiast|istället|yerine|nicht (?:auf|an|die|der|das|den|dem)|not (?:to|on|in) the|pas (?:à|sur|dans)|no (?:a|en|al) |não (?:para|na|no) |non (?:a|al|sul|sulla) ",
);
const OVERRIDES_CJK = /无论|不管|不论|かかわらず|関係なく|関わらず|関わりなく|何を指定しても|何が指定されても|와 관계없이|상관없이|无关|대신|무시|無視|忽略|ではなく|而不是|而非|가 아니라|이 아니라/u;
// A figure set against what the user asked for: "later than the customer asks", "dan de klant vraagt".
const COMPARED = stems("than (?:the )?(?:user|customer|client|requested|asked)|par rapport à (?:la demande|ce que)|respecto a lo (?:pedido|solicitado)|em relação ao (?:pedido|solicitado)|rispetto a (?:quanto|ciò)|dan (?:de )?(?:klant|gebruiker|gevraagd)|als (?:der |die )?(?:Kunde|Nutzer|Benutzer|gewünscht|verlangt)|que (?:le client|l'utilisateur|el cliente|el usuario|o cliente|o usuário|demandé|pedido)|di quanto|niż|än (?:kunden|användaren)|чем (?:просил|просит|запрошено)");
// "Here", "this": a parameter's own description speaking of the argument it describes.
const DEIXIS = stems('here(?![\\p{L}])|this (?:list|field|value|argument|parameter)|hier(?![\\p{L}])|ici(?![\\p{L}])|aquí|qui(?![\\p{L}])|aqui(?![\\p{L}])|здесь|tutaj|burada|här(?![\\p{L}])');

const has = (c: ClauseView, role: string, own = false) => c.roles.some((r) => r.role === role && (!own || !r.framed));

// A superset of every value above, matched on the lower-cased text without the Unicode flag, so a
// listing of ten thousand plain descriptions is passed over in one cheap scan. Any letter outside
// ASCII passes (every non-English value pattern is confirmed by the full check).
const VALUE_FAST_SIGNS = new RegExp(
  [
    '[^\\x00-\\x7f]',
    '@[^\\s.]+\\.',
    '[a-z]{2}\\d{2} ?[a-z0-9]{4}',
    '\\d{3,}[ /-]{1,3}\\d|\\d{9,}|\\d{2}\\.\\d{3}\\.\\d|0x[0-9a-f]{8}',
    '/(?:etc|root|usr|var|bin|boot|sys|proc|mnt|srv)/|(?:sftp|ftp|s3|gs)://',
    '[=:]\\s?0\\b|\\*|1=1|%|unsigned|unverified',
    '(?<![\\w-])[cgd][a-z0-9]{0,11}\\d[a-z0-9]{0,11}(?![\\w-])',
  ].join('|'),
);
// Street addresses, tried only where a street word stands as a word of its own, or ends a compound
// before a number ("Havenweg 3", "Kaiserstraße 17"): the number-first and word-first forms backtrack
// over every digit and word of a long text, the gate is a plain scan.
const STREET_WORD = new RegExp(`(?<![a-z])(?:st|street|rd|road|ave|avenue|lane|ln|way|drive|dr|blvd|boulevard|place|court|ct|square|sq|terrace|close|crescent|highway|hwy|parkway|plaza|quay|dock|wharf|pier|rue|quai|chemin|via|viale|corso|piazza|calle|avenida|paseo|rua|travessa|weg|allee|ring|damm|ufer|gracht|kade|plein|aleja|plac|cad|sok|bulvar|largo|pra.a|all.e|ul\\.|ulica|strada|stra(?:ss|ß)e|laan|straat|gasse|platz|depot|lagerhaus|hub|warehouse|depo)(?![a-z])|(?:weg|laan|straat|gasse|platz|strasse|straße)\\s\\d`);
const VALUE_FAST_STREET = new RegExp(
  [
    '\\d{1,4}\\s(?:[^\\s]+\\s){0,2}(?:st|street|rd|road|ave|avenue|lane|ln|way|drive|dr|blvd|boulevard|place|court|ct|square|sq|terrace|close|crescent|highway|hwy|parkway|plaza|quay|dock|wharf|pier|rue|quai|chemin|via|viale|corso|piazza|calle|avenida|paseo|rua|travessa|weg|allee|ring|damm|ufer|gracht|kade|plein|aleja|plac|cad|sok|bulvar)\\b',
    '(?:calle|rua|via|viale|corso|piazza|largo|paseo|travessa|pra.a|all.e|chemin|aleja|plac|rue|quai|ul\\.|ulica|avenida|strada|cad\\.?|stra(?:ss|ß)e|weg|laan|straat|gasse|platz|depot|lagerhaus|hub|warehouse|depo)\\s(?:[^\\s]+\\s){0,2}\\d',
  ].join('|'),
);
// The words, each at a word start: the leading boundary lets the scan skip most positions.
const VALUE_FAST_WORDS = new RegExp(
  `\\b(?:${[
    '(?:always|immer|stets|toujours|siempre|sempre|altijd|zawsze|alltid|zaman)\\s(?:[a-z]+\\s)?0\\b|(?:enter|set|is|are|be|pass|use|send|to|at|as)\\s?0\\b',
    'all rows|produc|produk|prod\\b|force|nightly|public-read|allusers|expir|caducidad|scadenza|validade|ablauf|terminu|root of the disk',
    'ignored|ignorad|ignorat|genegeerd|bypassed|umgangen|contourn|dropped|discarded|widened|ne tiennent pas|sostituito da|ersetzt durch|reemplazad|(?:sin|without|ohne|sans|senza|sem|zonder|bez) ',
    // (The other languages' arithmetic words are not ASCII, or share these stems.)
    'doubl|twice|verdoppel|doppi|raddopp|dimezz|repouss|retrasad|atrasad|posticipat|verz|dobr|yuvarla|aufgerundet|tard|podwaj|verdubbel|multipl|moltiplic|vermenigvuldig|round|arrondi|redonde|arredond|afgerond|zaokr|earlier|later|pushed back|moved back|spostat|posticip|verschob|verschieb|decal|desplaz(?!amiento(?:\\s?[;,.)]|\\s(?:horario|UTC|de zona)))|adiad|tidigare|senare|sonra|increment|augment|aumenta|increased',
    '(?:as|to|at|is|are|sempre|always|immer|toujours|siempre|altijd|zawsze|alltid)\\b\\s{0,3}(?:[a-z]+\\s)?\\d',
  ].join('|')})`,
);
const VALUE_FAST = { test: (lower: string) => VALUE_FAST_SIGNS.test(lower) || VALUE_FAST_WORDS.test(lower) || (STREET_WORD.test(lower) && VALUE_FAST_STREET.test(lower)) };

/** A quick look over a text: can any sentence of it fix an argument role? (no role word, no value: no) */
export function mayFixArgument(text: string, lower: string): boolean {
  return VALUE_FAST.test(lower) && (ROLE.test(text) || ROLE_COMPOUND.test(text) || ROLE_CJK.test(text) || ENTRY.test(text) || ENTRY_CJK.test(text)) && (literalOf(text) !== null || HARMFUL_VALUE.test(text) || HARMFUL_ASSIGNED.test(text) || HARMFUL_CJK.test(text) || CHANGED.test(text) || CHANGED_CJK.test(text) || IGNORED.test(text) || IGNORED_CJK.test(text) || IGNORED_WITHOUT.test(text) || FIGURE.test(text) || FIGURE_CJK.test(text));
}

/**
 * The words by which a judged sentence fixes an argument role to a value the user did not give, or
 * undefined. A title counts as holding on every call (ctx.label, see directives.ts).
 */
export function fixedArgument(c: ClauseView): FixedHit | undefined {
  const s = c.text;
  // "Later than the customer asks" speaks of the user's request, it does not ask them.
  const compared = COMPARED.exec(s);
  if (c.consent && !compared) return undefined;
  // An example marker ("e.g.", "z. B.", 例えば) excuses the value it introduces, not one stated before it.
  const exampled = (m: RegExpExecArray | null) => m !== null && EXAMPLE.test(s.slice(Math.max(0, m.index - 48), m.index));
  // In a parameter's own description the argument is the sentence's subject, named or not.
  const own = c.roles.find((r) => r.role === 'arguments' && r.words.startsWith('(own) '));
  const ownRole = own ? (Object.assign([own.words.slice(6)], { index: 0, input: s }) as RegExpExecArray) : null;
  const role = ROLE.exec(s) ?? ROLE_COMPOUND.exec(s) ?? ROLE_CJK.exec(s) ?? DEIXIS.exec(s) ?? ownRole;
  const entry = ENTRY.exec(s) ?? ENTRY_CJK.exec(s);
  if (!role && !entry) return undefined;
  const literalAt = literalOf(s);
  const literal = exampled(literalAt) ? null : literalAt;
  // Set aside only when said of a role named in the sentence, the role first and the setting aside
  // within a few words after it ("stop words are dropped" drops no argument).
  let aside = role && role !== ownRole ? (IGNORED.exec(s) ?? IGNORED_CJK.exec(s)) : null;
  // Set aside after a clause boundary is said of another thing: "events always start on the minute; seconds are dropped".
  if (aside && role && /[;:]|, /u.test(s.slice(role.index + role[0].length, aside.index))) aside = null;
  // What is set aside because it is invalid, unknown or empty is validation: "invalid filters are ignored".
  if (aside && role && FAULTY.test(s.slice(Math.max(0, role.index - 24), role.index))) aside = null;
  // An English participle before its noun ("the dropped collection") names a thing; set aside, it ends the phrase.
  if (aside && /^(?:ignored|bypassed|dropped|discarded|widened)$/iu.test(aside[0]) && ATTRIBUTIVE.test(s.slice(aside.index + aside[0].length))) aside = null;
  // Set aside on a condition the user meets ("the filter is ignored when an id is given") is a rule of precedence between the user's own values.
  if (aside && PRECEDENCE.test(s.slice(aside.index + aside[0].length, aside.index + aside[0].length + 40))) aside = null;
  // A role word inside a place phrase is not what is set aside: "users already in the channel are ignored".
  if (aside && IN_PLACE.test(s.slice(Math.max(0, role!.index - 24), role!.index))) aside = null;
  // What already exists set aside is a call made idempotent: "existing members ignored", "이미 채널에 있는 사용자는 … 무시됩니다".
  if (aside && ALREADY.test(s.slice(Math.max(0, aside.index - 40), aside.index))) aside = null;
  // Set aside and reported: "… sont ignorés …; la réponse les liste à part" hides nothing from the user.
  if (aside && REPORTED.test(s.slice(aside.index))) aside = null;
  const ignored = (aside && aside.index > role!.index && aside.index - role!.index < 80 && !DEFINES.test(s) && !DEFINES_CJK.test(s) ? aside : null) ?? IGNORED_WITHOUT.exec(s);
  // "To force a page break" is an English infinitive, not the value force.
  const bare = HARMFUL_VALUE.exec(s) ?? HARMFUL_ASSIGNED.exec(s);
  const harmfulAt = (bare && !/^to\s{0,3}force$/iu.test(bare[0]) ? bare : null) ?? HARMFUL_CJK.exec(s) ?? ignored;
  // A value followed by what it does ("set to 0 to disable retries", "pass * for all zones") defines
  // the value, as "0 means …" does: the tool documenting its own argument.
  const purposed = (m: RegExpExecArray | null) => m !== null && PURPOSE_AFTER.test(s.slice(m.index + m[0].length, m.index + m[0].length + 40));
  // For the argument a parameter describes, a harmful word is its value only when something assigns it:
  // "Public-read exposes every object" describes the value, "use public-read" gives it.
  // The argument's own value for a case the sentence names ("Use 0 when the old token is known to have
  // leaked"): when to choose that value, which is what a parameter's description is for.
  // Not a case that is the user's request ("Use 0 when the user asks for more replicas"): that sets it aside.
  const forCase = harmfulAt !== null && role === ownRole && FOR_CASE.test(s.slice(harmfulAt.index + harmfulAt[0].length, harmfulAt.index + harmfulAt[0].length + 24)) && !THE_USER.test(s.slice(harmfulAt.index));
  const unassigned = forCase || (harmfulAt !== null && role === ownRole && !ASSIGNING.test(s.slice(Math.max(0, harmfulAt.index - 16), harmfulAt.index + harmfulAt[0].length)));
  // One of alternatives offered ("to production or staging", "public or private") is a choice, not a value fixed.
  const offeredChoice = (m: RegExpExecArray | null) => m !== null && (/^\p{L}*\s{1,2}(?:or|oder|ou|o|или)\s/iu.test(s.slice(m.index + m[0].length, m.index + m[0].length + 8)) || /\s(?:or|oder|ou|o|или)\s{1,2}$/iu.test(s.slice(Math.max(0, m.index - 8), m.index)));
  const harmful = unassigned || exampled(harmfulAt) || offeredChoice(harmfulAt) || (purposed(harmfulAt) && !OVERRIDES.test(s) && !OVERRIDES_CJK.test(s)) ? null : harmfulAt;
  const changedAt = role ? (CHANGED.exec(s) ?? CHANGED_CJK.exec(s)) : null;
  // A change denied is none: "a fixed fee, which is not deducted from the refund".
  // Nor one the server has already made ("the available figure already subtracts queued payments"): it tells what a figure holds.
  const changed = changedAt && !exampled(changedAt) && !/(?:(?:not|never|n't)\s(?:be\s|been\s)?|already\s(?:\p{L}+\s)?)$/iu.test(s.slice(Math.max(0, changedAt.index - 20), changedAt.index)) && !CHANGE_DENIED.test(s.slice(Math.max(0, changedAt.index - 40), changedAt.index)) ? changedAt[0] : undefined;
  const figureAt = role ? (FIGURE.exec(s) ?? FIGURE_CJK.exec(s)) : null;
  const figure = exampled(figureAt) || (purposed(figureAt) && !OVERRIDES.test(s)) ? null : figureAt;
  if (!literal && !harmful && !changed && !figure) return undefined;
  // Setting aside what the user gave, or arithmetic on it, overrides the user.
  // A unit converted ("if the user says hours, multiply by 60") is the user's value in the argument's unit.
  const againstUser = changed !== undefined && !(CONVERTS.test(s) && UNIT.test(s)) && (compared !== null || has(c, 'user_value') || USERS_OWN.test(s) || USERS_OWN_CJK.test(s));
  const overridden = ignored !== null || againstUser || OVERRIDES.test(s) || OVERRIDES_CJK.test(s) || has(c, 'override') || has(c, 'secrecy');
  // The user's own value, or a definition, limit or default of it, is documentation — unless it is overridden.
  if (!overridden && (USERS_OWN.test(s) || USERS_OWN_CJK.test(s) || has(c, 'user_value'))) return undefined;
  if (!overridden && (DEFINES.test(s) || DEFINES_CJK.test(s))) return undefined;
  const strong = STRONG.exec(s)?.[0] ?? STRONG_CJK.exec(s)?.[0] ?? (c.label ? '(title)' : undefined) ?? (overridden ? '(override)' : undefined);
  const verb =
    VERBS.exec(s)?.[0] ??
    VERBS_CJK.exec(s)?.[0] ??
    c.roles.find((r) => r.role === 'addresses' || r.role === 'agent' || (r.role === 'authority' && !r.framed))?.words;
  const words = (value: string, force: string) => ({ role: 'tamper' as const, words: `${(role ?? entry)![0]} ← ${value} (${force.trim()})` });
  // An outside literal (an address, account, street, path, host) for a role, fixed or ordered:
  // "transfers settle to the escrow account GB29 …", "Lieferanschrift stets: …", "Use the hub, 77 Quay Street".
  // Not when the literal is a test fixture, a sample or a contact point, or where mail comes from:
  // "use test card 4242 …", "our support address is …", "sent from noreply@…" redirect nothing.
  // A plain statement (no standing word, no order) redirects only where things go (FLOW); the same
  // voice about a path, a date or an output is the server describing itself.
  // A channel id is the workspace's own, not somewhere outside: a plain statement of one ("posts to
  // C0GENERAL1 are read-only") describes the workspace; only one fixed or ordered redirects.
  const declarativeOk = (FLOW.test(s) || ROLE_COMPOUND.test(s) || ROLE_CJK.test(s) || entry !== null) && (literal === null || !CHANNEL_ID.test(literal[0]) || entry !== null);
  if (literal && !SAMPLE_RE.test(s.slice(Math.max(0, literal.index - 32), literal.index)) && !FROM_LITERAL.test(s.slice(Math.max(0, literal.index - 8), literal.index)) && (strong ?? (declarativeOk ? verb : undefined)))
    return words(literal[0], (strong ?? verb)!);
  // A harmful value (zero, a wildcard, production, public, force, never expiring) or what the user
  // gave set aside: only when it holds on every call or overrides the user, or is ordered into the argument.
  // A bare harmful word is the role's value only when it follows the role it fills ("target … is always
  // production"), not when another role word comes later ("pushed to production after the checks pass").
  const follows = !role || /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(role[0]) || (harmful !== null && ((entry !== null && entry.index <= harmful.index) || role.index < harmful.index + harmful[0].length));
  if (harmful && follows && (strong || (entry && verb))) return words(harmful[0], strong ?? verb!);
  // A figure fixed for a role on every call ("refunds are entered as 0.01 regardless of …").
  // A figure that is always the same is a rule of the domain ("quantity is always 1 for digital goods")
  // unless it overrides what the user gave, stands in a title, or is ordered into the argument.
  if (figure && strong && (overridden || c.label || entry)) return words(figure[0], strong);
  // A unit conversion of the tool's own value (cents, minutes, bytes) changes nothing the user meant.
  if (changed && (strong || (entry && verb)) && (overridden || !CONVERTS.test(s))) return words(changed, (strong ?? verb)!);
  return undefined;
}
