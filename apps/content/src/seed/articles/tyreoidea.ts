import type { SeedArticle } from './seed-article';
import { SRC } from './sources';
import { T } from './titles';

export const TYREOIDEA_ARTICLES: SeedArticle[] = [
  {
    title: T.tsh,
    category: 'Endokrinologi',
    summary:
      'TSH är förstahandsanalys vid misstänkt primär hypo- eller hypertyreos och för att följa behandling med levotyroxin. Små förändringar i fritt T4 ger stora förändringar i TSH. Referensintervallet är metodberoende.',
    content: `<h2>Vad mäts?</h2>
<p>Tyreoideastimulerande hormon (TSH, tyreotropin) bildas i hypofysens framlob och stimulerar sköldkörteln att bilda och frisätta tyroxin (T4) och trijodtyronin (T3). Frisättningen av TSH hämmas av fria tyreoideahormoner genom negativ återkoppling. Sambandet är log-linjärt: en liten förändring av fritt T4 ger en stor förändring av TSH. TSH är därför den känsligaste markören för primär tyreoideadysfunktion.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt hypotyreos eller hypertyreos.</li>
<li>Uppföljning av behandling med levotyroxin.</li>
<li>Struma, förmaksflimmer, oklar trötthet, viktförändring, hyperlipidemi, infertilitet och graviditetsplanering vid riskfaktorer.</li>
<li>Kontroll vid behandling med amiodaron, litium, immunterapi med checkpointhämmare och tyrosinkinashämmare.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Serum eller plasma enligt laboratoriets anvisning. Fasta behövs inte. TSH har en dygnsrytm med högst nivåer nattetid; för uppföljning är det lämpligt att ta prov vid ungefär samma tid på dagen. Efter dosändring av levotyroxin tar det 6–8 veckor innan ett nytt jämviktsläge nås.</p>
<h2>Metod</h2>
<p>Immunkemiska sandwichmetoder av tredje generationen med mycket låg detektionsgräns. Referensintervallen skiljer sig mellan metoder och mellan laboratorier, och det är därför viktigt att använda det egna laboratoriets intervall.</p>
<h2>Referensintervall och variation</h2>
<p>TSH stiger något med åldern, och lätt förhöjda värden hos äldre är ofta utan klinisk betydelse. Vissa laboratorier anger därför åldersspecifika intervall. Den biologiska variationen inom en person är stor, omkring 20 %, och ett enstaka lätt avvikande värde bör kontrolleras efter några veckor innan behandling övervägs. Barn har högre värden, och under graviditet gäller trimesterspecifika intervall.</p>
<h2>Felkällor</h2>
<ul>
<li>Höga doser biotin kan ge falskt lågt TSH (och falskt högt fritt T4 och T3) med metoder som bygger på streptavidin–biotin, vilket kan efterlikna hypertyreos.</li>
<li>Heterofila antikroppar och makro-TSH kan ge falskt högt TSH.</li>
<li>Akut svår icke-tyreoidal sjukdom, glukokortikoider och dopamin sänker TSH; i återhämtningsfasen kan TSH bli övergående förhöjt.</li>
<li>Vid central (sekundär) hypotyreos kan TSH vara lågt, normalt eller lätt förhöjt trots lågt fritt T4; TSH ensamt räcker då inte.</li>
</ul>`,
    clinicalSignificance: `<p>Förhöjt TSH med lågt fritt T4 innebär manifest primär hypotyreos, oftast orsakad av autoimmun tyreoidit. Förhöjt TSH med normalt fritt T4 kallas subklinisk hypotyreos; behandling övervägs framför allt vid TSH över 10 mIE/L, vid symtom, graviditet eller graviditetsönskan. Lågt TSH med förhöjt fritt T4 och/eller T3 innebär hypertyreos, vanligen Graves sjukdom, toxisk knölstruma eller tyreoidit.</p>
<p>Under graviditet är TSH fysiologiskt lägre, särskilt i första trimestern på grund av hCG-stimulering av sköldkörteln, och trimesterspecifika referensintervall bör användas.</p>`,
    interpretation: `<p><strong>Högt TSH:</strong> primär hypotyreos (autoimmun tyreoidit, efter radiojod eller kirurgi, läkemedel som amiodaron och litium), otillräcklig levotyroxindos eller bristande följsamhet, återhämtning efter icke-tyreoidal sjukdom, interferens. Sällsynt: TSH-producerande hypofysadenom eller tyreoideahormonresistens (då med högt fritt T4).</p>
<p><strong>Lågt TSH:</strong> hypertyreos, för hög levotyroxindos, tidig graviditet, glukokortikoider, svår sjukdom, central hypotyreos och biotininterferens.</p>
<p><strong>Fallgropar:</strong> Vid hypofys- eller hypotalamussjukdom ska fritt T4 analyseras. Efter behandling av hypertyreos kan TSH förbli supprimerat i månader, och då styrs behandlingen av fritt T4 och T3.</p>`,
    tags: ['tsh', 's-tsh', 'tyreotropin', 'sköldkörtel', 'hypotyreos', 'hypertyreos'],
    referenceRanges: [
      {
        parameter: 'S-TSH, vuxna',
        range: 'Metodberoende',
        unit: 'mIE/L',
        notes: 'Metodberoende – se lokalt laboratoriums referensintervall. Exempel: 0,27–4,2 mIE/L (Roche Elecsys, tillverkarens intervall för vuxna). Trimesterspecifika intervall under graviditet.',
      },
    ],
    relatedTests: [T.ft4, T.ft3, T.tpoAk, T.kolesterol],
    references: [SRC.ataHypo, SRC.ataHyper, SRC.etaSubclinical, SRC.ataPregnancy, SRC.thyroidInterference],
  },
  {
    title: T.ft4,
    category: 'Endokrinologi',
    summary:
      'Fritt T4 mäter den obundna, biologiskt tillgängliga fraktionen av tyroxin. Analysen används tillsammans med TSH för att bekräfta och gradera tyreoideadysfunktion och vid misstänkt central hypotyreos.',
    content: `<h2>Vad mäts?</h2>
<p>Tyroxin (T4) är sköldkörtelns huvudsakliga produkt. Mer än 99,9 % av T4 i blodet är bundet till transportproteiner: tyroxinbindande globulin (TBG), transtyretin och albumin. Endast den fria fraktionen, några hundradels procent, är biologiskt tillgänglig och omvandlas i vävnaderna till det mer aktiva T3. Fritt T4 påverkas inte av förändringar i bindningsproteiner i samma grad som totalt T4 och är därför standardanalysen.</p>
<h2>Indikationer</h2>
<ul>
<li>Avvikande TSH, för att skilja subklinisk från manifest dysfunktion.</li>
<li>Misstänkt central hypotyreos (hypofys- eller hypotalamussjukdom), där TSH är opålitligt.</li>
<li>Uppföljning av behandling av hypertyreos, där TSH kan förbli supprimerat länge.</li>
<li>Uppföljning vid levotyroxinbehandling under graviditet och vid hypofyssvikt.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Serum eller plasma. Patienter som behandlas med levotyroxin bör ta provet före dagens dos, eftersom fritt T4 stiger några timmar efter intag. Hepariniserade patienter, även de som får lågmolekylärt heparin, kan få falskt förhöjt fritt T4 genom att heparin aktiverar lipas och frigjorda fettsyror tränger undan T4 från bindningsproteinerna i provröret.</p>
<h2>Metod</h2>
<p>Immunkemiska metoder, så kallade analog- eller tvåstegsmetoder, som uppskattar den fria fraktionen. Resultaten skiljer sig mellan metoder, och referensmetoder med jämviktsdialys och masspektrometri används endast i särskilda fall. Laboratoriets eget referensintervall ska användas.</p>
<h2>Referensintervall</h2>
<p>Referensintervallet är metodberoende. Hos nyfödda och små barn är nivåerna högre än hos vuxna. Under graviditet sjunker fritt T4 mätt med immunkemiska metoder successivt, bland annat på grund av ökat TBG och sjunkande albumin, och trimesterspecifika intervall bör användas. Den biologiska variationen inom en person är liten jämfört med variationen mellan personer, vilket innebär att ett värde inom referensintervallet ändå kan vara avvikande för individen.</p>
<h2>Felkällor</h2>
<ul>
<li>Biotin i höga doser kan ge falskt högt fritt T4 med vissa metoder.</li>
<li>Heparinbehandling (se ovan).</li>
<li>Kraftigt förändrade bindningsproteiner, till exempel vid graviditet, ärftlig TBG-brist eller familjär dysalbuminemisk hypertyroxinemi, kan påverka immunkemiska metoder.</li>
<li>Autoantikroppar mot T4 kan ge felaktiga resultat.</li>
<li>Amiodaron hämmar omvandlingen av T4 till T3 och ger ofta något förhöjt fritt T4 utan hypertyreos.</li>
</ul>`,
    clinicalSignificance: `<p>Fritt T4 bekräftar och graderar den dysfunktion som TSH visar. Lågt fritt T4 med högt TSH innebär manifest primär hypotyreos, och lågt eller lågnormalt fritt T4 med lågt eller normalt TSH talar för central hypotyreos, som kräver utredning av hypofysfunktionen. Högt fritt T4 med supprimerat TSH innebär hypertyreos.</p>
<p>Högt fritt T4 med normalt eller högt TSH är ovanligt och ska i första hand leda till misstanke om analytisk interferens eller följsamhetsproblem innan sällsynta tillstånd som TSH-producerande adenom eller tyreoideahormonresistens övervägs.</p>`,
    interpretation: `<p><strong>Högt fritt T4:</strong> hypertyreos (Graves sjukdom, toxisk knölstruma, tyreoidit), för hög levotyroxindos eller prov taget strax efter dosen, amiodaron, heparin, biotininterferens och akut icke-tyreoidal sjukdom.</p>
<p><strong>Lågt fritt T4:</strong> primär hypotyreos, central hypotyreos, svår icke-tyreoidal sjukdom, sen graviditet (metodberoende) och vissa läkemedel, till exempel fenytoin och karbamazepin.</p>
<p><strong>Fallgropar:</strong> Vid diskrepans mellan TSH, fritt T4 och klinisk bild bör laboratoriet kontaktas; analys med annan metod kan avslöja interferens.</p>`,
    tags: ['fritt t4', 'ft4', 's-t4, fritt', 'tyroxin', 'sköldkörtel', 'hypotyreos'],
    referenceRanges: [
      {
        parameter: 'S-T4, fritt, vuxna',
        range: 'Metodberoende',
        unit: 'pmol/L',
        notes: 'Metodberoende – se lokalt laboratoriums referensintervall. Exempel: 12–22 pmol/L (Roche Elecsys, tillverkarens intervall). Trimesterspecifika intervall under graviditet.',
      },
    ],
    relatedTests: [T.tsh, T.ft3, T.tpoAk],
    references: [SRC.ataHypo, SRC.ataHyper, SRC.thyroidInterference, SRC.ataPregnancy],
  },
  {
    title: T.ft3,
    category: 'Endokrinologi',
    summary:
      'Fritt T3 mäter det obundna trijodtyroninet, det biologiskt mest aktiva tyreoideahormonet. Analysen används främst vid hypertyreos, bland annat för att påvisa T3-toxikos, men har litet värde vid utredning av hypotyreos.',
    content: `<h2>Vad mäts?</h2>
<p>Trijodtyronin (T3) är det biologiskt mest aktiva tyreoideahormonet. Endast omkring 20 % bildas direkt i sköldkörteln; resten bildas i perifera vävnader genom dejodering av T4. Liksom T4 är nästan allt T3 proteinbundet, och det är den fria fraktionen som mäts. Fritt T3 återspeglar därför både sköldkörtelns produktion och den perifera omvandlingen, som påverkas av sjukdom, svält och läkemedel.</p>
<h2>Indikationer</h2>
<ul>
<li>Misstänkt hypertyreos där TSH är supprimerat men fritt T4 normalt (T3-toxikos).</li>
<li>Gradering och uppföljning av hypertyreos, särskilt vid Graves sjukdom och toxiska adenom.</li>
<li>Uppföljning vid behandling med liotyronin (T3).</li>
<li>Misstänkt amiodaroninducerad tyreoideapåverkan, som komplement.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Serum eller plasma. Fasta behövs inte. Vid behandling med liotyronin påverkas nivån kraftigt av tiden sedan senaste dos, som därför bör anges på remissen. Provet bör i så fall tas före morgondosen, och tidpunkten bör vara densamma vid upprepade kontroller så att värdena blir jämförbara.</p>
<h2>Metod</h2>
<p>Immunkemiska metoder som uppskattar den fria fraktionen. Som för fritt T4 skiljer sig referensintervallen mellan metoder.</p>
<p>Barn och ungdomar har högre fritt T3 än vuxna, och nivån sjunker något med stigande ålder. Under graviditet gäller trimesterspecifika intervall.</p>
<h2>Felkällor</h2>
<ul>
<li>Biotin i höga doser kan ge falskt höga värden med vissa metoder.</li>
<li>Heparinbehandling kan ge falskt förhöjda värden in vitro.</li>
<li>Autoantikroppar mot T3 förekommer men är sällsynta.</li>
<li>Akut sjukdom, svält och glukokortikoider sänker T3 genom minskad perifer omvandling.</li>
</ul>
<h2>Låg T3 vid icke-tyreoidal sjukdom</h2>
<p>Vid svår akut eller kronisk sjukdom, svält och efter kirurgi sjunker fritt T3 ofta, medan TSH och fritt T4 i början är normala. Tillståndet kallas icke-tyreoidal sjukdom (low T3 syndrome) och är en anpassning, inte en sköldkörtelsjukdom, och ska inte behandlas med tyreoideahormon.</p>`,
    clinicalSignificance: `<p>Vid hypertyreos stiger fritt T3 ofta mer och tidigare än fritt T4, särskilt vid Graves sjukdom och toxiska knölar. Isolerat förhöjt fritt T3 med supprimerat TSH (T3-toxikos) kan förekomma tidigt i förloppet eller vid återfall. Kvoten mellan T3 och T4 är ofta högre vid Graves sjukdom än vid destruktiv tyreoidit.</p>
<p>Vid hypotyreos sjunker fritt T3 sent, eftersom den perifera omvandlingen ökar kompensatoriskt. Fritt T3 tillför därför sällan något vid diagnostik av hypotyreos eller vid uppföljning av levotyroxinbehandling.</p>`,
    interpretation: `<p><strong>Högt fritt T3:</strong> hypertyreos, T3-toxikos, behandling med liotyronin, biotin- och heparininterferens.</p>
<p><strong>Lågt fritt T3:</strong> icke-tyreoidal sjukdom, svält, akut sjukdom, glukokortikoider, amiodaron och betablockerare i höga doser, samt avancerad hypotyreos.</p>
<p><strong>Fallgropar:</strong> Analysera inte fritt T3 rutinmässigt vid misstänkt hypotyreos. Ett lågt fritt T3 hos en svårt sjuk patient är oftast en följd av sjukdomen.</p>`,
    tags: ['fritt t3', 'ft3', 's-t3, fritt', 'trijodtyronin', 'hypertyreos', 'sköldkörtel'],
    referenceRanges: [
      {
        parameter: 'S-T3, fritt, vuxna',
        range: 'Metodberoende',
        unit: 'pmol/L',
        notes: 'Metodberoende – se lokalt laboratoriums referensintervall. Exempel: 3,1–6,8 pmol/L (Roche Elecsys, tillverkarens intervall).',
      },
    ],
    relatedTests: [T.tsh, T.ft4, T.tpoAk],
    references: [SRC.ataHyper, SRC.thyroidInterference, SRC.ataHypo],
  },
  {
    title: T.tpoAk,
    category: 'Klinisk immunologi',
    summary:
      'TPO-antikroppar riktar sig mot sköldkörtelns peroxidas och påvisas hos de flesta med autoimmun tyreoidit. Analysen stödjer diagnosen vid hypotyreos och förutsäger utveckling från subklinisk till manifest hypotyreos.',
    content: `<h2>Vad mäts?</h2>
<p>Tyreoideaperoxidas (TPO) är ett membranbundet enzym i sköldkörtelns follikelceller som katalyserar jodering av tyreoglobulin och bildningen av tyreoideahormoner. Antikroppar mot TPO (TPO-ak, anti-TPO) är den viktigaste serologiska markören för autoimmun tyreoideasjukdom. De påvisas hos mer än 90 % av patienterna med autoimmun (Hashimotos) tyreoidit och hos en stor andel av patienterna med Graves sjukdom.</p>
<h2>Indikationer</h2>
<ul>
<li>Förhöjt TSH, för att klarlägga om orsaken är autoimmun tyreoidit.</li>
<li>Subklinisk hypotyreos, där positiva antikroppar ökar sannolikheten för progression till manifest hypotyreos.</li>
<li>Graviditet eller graviditetsplanering hos kvinnor med förhöjt TSH eller tidigare tyreoideasjukdom.</li>
<li>Struma av oklar orsak.</li>
<li>Uppföljning vid behandling med läkemedel som kan utlösa autoimmun tyreoidit, till exempel checkpointhämmare, interferon och amiodaron.</li>
</ul>
<h2>Provtagning och preanalys</h2>
<p>Serum eller plasma enligt laboratoriets anvisning. Fasta behövs inte. Antikropparna är stabila, och provet tål förvaring i kyla några dygn.</p>
<h2>Metod</h2>
<p>Immunkemiska metoder, till exempel elektrokemiluminescens. Metoderna är inte standardiserade mot varandra trots en gemensam internationell referenspreparation, och både värden och gränser skiljer sig därför mellan laboratorier. Resultat från olika laboratorier ska inte jämföras direkt.</p>
<h2>Andra tyreoideaantikroppar</h2>
<p>Antikroppar mot tyreoglobulin (Tg-ak) förekommer också vid autoimmun tyreoidit men tillför sällan diagnostisk information utöver TPO-ak. De analyseras främst vid uppföljning av differentierad tyreoideacancer, där de kan störa mätningen av tyreoglobulin. TSH-receptorantikroppar (TRAK) är specifika för Graves sjukdom och används för att skilja denna från andra orsaker till hypertyreos.</p>
<h2>Felkällor och begränsningar</h2>
<ul>
<li>TPO-ak förekommer hos omkring 10–15 % av befolkningen utan sjukdom, vanligare hos kvinnor och med stigande ålder.</li>
<li>Biotin i höga doser kan interferera med metoder som bygger på streptavidin–biotin.</li>
<li>Nivån korrelerar dåligt med sjukdomsaktivitet, och upprepade mätningar under behandling tillför i regel inget.</li>
</ul>`,
    clinicalSignificance: `<p>Positiva TPO-ak hos en person med förhöjt TSH talar starkt för autoimmun tyreoidit och ökar risken för utveckling av manifest hypotyreos. I en klassisk uppföljningsstudie (Whickham) var den årliga risken för manifest hypotyreos hos kvinnor med både förhöjt TSH och positiva antikroppar omkring 4 %.</p>
<p>Under graviditet är positiva TPO-ak förknippade med ökad risk för missfall, för tidig förlossning och postpartumtyreoidit, och TSH bör följas under graviditeten. För diagnostik av Graves sjukdom används i första hand TSH-receptorantikroppar (TRAK), inte TPO-ak.</p>`,
    interpretation: `<p><strong>Positiva TPO-ak:</strong> autoimmun (Hashimotos) tyreoidit, Graves sjukdom, postpartumtyreoidit, läkemedelsutlöst autoimmun tyreoidit och andra autoimmuna sjukdomar (till exempel typ 1-diabetes och celiaki), samt friska personer, särskilt äldre kvinnor.</p>
<p><strong>Negativa TPO-ak:</strong> utesluter inte autoimmun tyreoidit helt; en mindre andel är seronegativa.</p>
<p><strong>Fallgropar:</strong> Positiva antikroppar hos en person med normalt TSH kräver ingen behandling, men TSH kan kontrolleras med jämna mellanrum eller vid symtom. Jämför inte värden från olika metoder.</p>`,
    tags: ['tpo-ak', 'anti-tpo', 's-tpo-ak', 'tpo-antikroppar', 'autoimmun tyreoidit', 'hashimoto'],
    referenceRanges: [
      {
        parameter: 'S-TPO-ak',
        range: 'Metodberoende',
        unit: 'kIE/L',
        notes: 'Metodberoende – se lokalt laboratoriums gräns. Exempel: <34 kIE/L (Roche Elecsys, tillverkarens gräns).',
      },
    ],
    relatedTests: [T.tsh, T.ft4, T.ft3],
    references: [
      'Vanderpump MP, Tunbridge WM, French JM, et al. The incidence of thyroid disorders in the community: a twenty-year follow-up of the Whickham Survey. Clin Endocrinol (Oxf) 1995;43:55-68.',
      SRC.etaSubclinical,
      SRC.ataPregnancy,
      SRC.ataHypo,
    ],
  },
];
