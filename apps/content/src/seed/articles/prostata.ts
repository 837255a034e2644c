import type { SeedArticle } from './seed-article';
import { T } from './titles';

export const PROSTATA_ARTICLES: SeedArticle[] = [
  {
    title: T.psa,
    category: 'Klinisk kemi',
    summary:
      'PSA är ett prostataspecifikt men inte cancerspecifikt protein. Det används vid utredning av misstänkt prostatacancer och för uppföljning efter behandling. Åldersberoende åtgärdsgränser anges i det nationella vårdprogrammet.',
    content: `<h2>Vad mäts?</h2>
<p>Prostataspecifikt antigen (PSA) är ett serinproteas som bildas av prostatans epitelceller och utsöndras i sädesvätskan, där det bidrar till att göra ejakulatet mer lättflytande. En liten mängd läcker ut i blodet, där det mesta är bundet till proteashämmare (komplexbundet PSA) och resten är fritt. Total-PSA omfattar båda formerna. PSA är specifikt för prostatavävnad men stiger vid flera godartade tillstånd, till exempel benign prostatahyperplasi och prostatit.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt prostatacancer: malignitetsmisstänkt palpationsfynd, skelettsmärtor eller skelettmetastaser utan känd primärtumör, och påtagliga, snabbt tilltagande vattenkastningsbesvär.</li>
<li>Symtomfria män som efter information om för- och nackdelar önskar testning, eller som deltar i organiserad prostatacancertestning (OPT).</li>
<li>Män med ärftlig risk enligt vårdprogrammets definition.</li>
<li>Uppföljning efter kurativ behandling och under behandling av prostatacancer.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Serum eller plasma enligt laboratoriets anvisning. Provet bör inte tas under pågående urinvägsinfektion eller prostatit, och inte kort efter kateterisering, cystoskopi eller prostatabiopsi, eftersom PSA då kan vara kraftigt förhöjt i flera veckor. Ejakulation de närmaste dagarna före provtagning kan ge lätt förhöjning. Prostatapalpation påverkar PSA i liten grad och provet kan tas samma dag.</p>
<h2>Metod</h2>
<p>Immunkemiska metoder kalibrerade mot WHO:s internationella standard. Olika metoder ger något olika resultat, och vid uppföljning bör samma laboratorium och metod användas. Kvoten fritt/total-PSA kan ge tilläggsinformation; låg kvot talar något mer för cancer än för benign förstoring.</p>
<p>PSA har en halveringstid i blodet på 2–3 dygn. Efter radikal prostatektomi mäts PSA därför först efter några veckor, när värdet hunnit sjunka till omätbar nivå. Vid uppföljning efter behandling används ofta metoder med låg detektionsgräns.</p>
<h2>Felkällor</h2>
<ul>
<li>5-alfareduktashämmare (finasterid, dutasterid) halverar PSA-värdet efter cirka ett år; uppmätt värde ska därför fördubblas vid bedömning mot åtgärdsgränsen.</li>
<li>Höga doser biotin kan störa vissa metoder.</li>
<li>Heterofila antikroppar kan ge falskt förhöjda värden.</li>
</ul>`,
    clinicalSignificance: `<p>Enligt det nationella vårdprogrammet och standardiserat vårdförlopp för prostatacancer föreligger välgrundad misstanke om prostatacancer vid malignitetsmisstänkt palpationsfynd eller vid PSA över åldersberoende gränser: 3 µg/L eller mer under 70 år, 5 µg/L eller mer vid 70–80 år och 7 µg/L eller mer över 80 år. Patienten remitteras då till urolog, och utredningen omfattar i regel magnetkameraundersökning (MRT) av prostata före ställningstagande till biopsi. PSA-densitet (PSA dividerat med prostatavolymen) används för att värdera risken.</p>
<p>Efter radikal prostatektomi ska PSA bli omätbart lågt. Ett stigande PSA efter behandling (biokemiskt recidiv) kan föregå kliniska tecken på återfall med flera år.</p>`,
    interpretation: `<p><strong>Förhöjt PSA:</strong> prostatacancer, benign prostatahyperplasi, prostatit, urinvägsinfektion, urinretention, kateterisering, cystoskopi, biopsi och, i mindre grad, ejakulation och mekanisk påverkan.</p>
<p><strong>Lågt PSA:</strong> behandling med 5-alfareduktashämmare, antiandrogen eller kastrationsbehandling, efter prostatektomi samt lågt testosteron. Ett lågt PSA utesluter inte alla former av prostatacancer.</p>
<p><strong>Fallgropar:</strong> Ett förhöjt värde utan symtom eller palpationsfynd bör kontrolleras med nytt prov innan remiss om infektion eller annan tillfällig orsak kan misstänkas. Nationell populationsscreening rekommenderas inte av Socialstyrelsen; testning av symtomfria män ska föregås av information.</p>`,
    tags: ['psa', 's-psa', 'prostataspecifikt antigen', 'prostatacancer', 'tumörmarkör'],
    referenceRanges: [
      { parameter: 'Åtgärdsgräns, män <70 år', range: '≥3', unit: 'µg/L', notes: 'Nationellt vårdprogram prostatacancer / SVF (välgrundad misstanke)' },
      { parameter: 'Åtgärdsgräns, män 70–80 år', range: '≥5', unit: 'µg/L', notes: 'Nationellt vårdprogram prostatacancer / SVF' },
      { parameter: 'Åtgärdsgräns, män >80 år', range: '≥7', unit: 'µg/L', notes: 'Nationellt vårdprogram prostatacancer / SVF' },
      { parameter: 'Vid behandling med 5-alfareduktashämmare', range: 'Halva gränsvärdet', unit: 'µg/L', notes: 'Uppmätt PSA motsvarar ungefär halva det förväntade värdet' },
    ],
    relatedTests: [T.kreatinin, T.urinodling, T.urinsticka, T.alp],
    references: [
      'Regionala cancercentrum i samverkan. Nationellt vårdprogram prostatacancer (aktuell version). Stockholm: RCC; kunskapsbanken.cancercentrum.se.',
      'Regionala cancercentrum i samverkan. Standardiserat vårdförlopp prostatacancer (aktuell version).',
      'Socialstyrelsen. Screening för prostatacancer – rekommendation och bedömningsunderlag. Stockholm: Socialstyrelsen; 2018.',
      'EAU-EANM-ESTRO-ESUR-ISUP-SIOG. Guidelines on Prostate Cancer. Arnhem: European Association of Urology (aktuell version).',
    ],
  },
];
