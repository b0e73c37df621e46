/**
 * Spanish: function words and the words of everyday chat, lower case, with the accent-less forms
 * people type on a phone. Then everyday vocabulary (home, food, family, work, school, travel,
 * weather, health, pastimes) with the forms people type: verb forms, plurals, feminines. Written
 * from general knowledge of the language.
 */
export const ES = `
el la los las lo un una unos unas y e o u ni pero sino que qué de del al a en con por para sin
sobre entre hasta desde hacia según contra como cómo cuando cuándo donde dónde adonde quien
quién quienes cual cuál cuales cuánto cuanto cuánta cuántos porque porqué yo tú tu te ti mi
mí me conmigo contigo nos nosotros nosotras vosotros vosotras os usted ustedes él ella ellos
ellas le les se su sus mis tus nuestro nuestra nuestros nuestras vuestro vuestra suyo suya
mío mía tuyo tuya este esta esto estos estas ese esa eso esos esas aquel aquella aquello es
son era eran fue fueron fui ser sido siendo soy eres somos sois sea estar estoy estás está
estamos estáis están estaba estabas estaban estuve estado esté estés he has ha hemos habéis
han había habías hay haber habría tengo tienes tiene tenemos tenéis tienen tenía tuve tener
voy vas va vamos vais van iba ibas fui ir ido yendo vete vente hago haces hace hacemos hacen
hacía hice hizo hacer hecho haciendo puedo puedes puede podemos pueden podía pude poder
podrías quiero quieres quiere queremos quieren quería quise querer sé sabes sabe sabemos
saben sabía saber creo crees cree digo dices dice dijo dije decir dime dame dale deja déjame
ver veo ves ve vemos visto vi vienes viene vengo venimos vienen venir vino llego llegas llega
llegué llegar llegamos mira mirar oye oír vale sí si no nada algo todo toda todos todas mucho
mucha muchos muchas muy más menos poco poca pocos bastante demasiado bien mal mejor peor
bueno buena buenos buenas malo mala gracias hola adiós adios chao chau hasta luego mañana
manana hoy ayer anoche ahora ya todavía todavia aún aun siempre nunca jamás también tambien
tampoco entonces después despues antes pronto tarde temprano aquí aqui ahí ahi allí alli acá
allá así asi casa trabajo curro día días noche noches semana finde año años vez veces hora
horas rato momento gente amigo amiga amigos amigas tío tía tíos mamá papá mami papi hermano
hermana hijo hija novio novia claro perfecto genial guay chulo venga dale pues jaja jajaja
jajajaja jeje jiji xd favor perdón perdon perdona disculpa disculpe siento lo siento
felicidades enhorabuena cumpleaños cumple feliz felices tranquilo tranquila cariño guapa
guapo besos beso besito abrazo abrazos saludos seguro exacto exactamente verdad cierto otra
otro otras otros aunque mientras igual quizás quizas quizá tal solo sólo cada cosa cosas
alguien nadie ningún ninguno ninguna algún alguno alguna mismo misma mismos qué tal estás
estas vienes voy vamos nos vemos buenos días buenas noches hasta luego muchas gracias
llamo llamas llama llámame llamar escribo escribes escribe escríbeme escribir mando mandas
manda mándame mandar espero esperas espera esperar necesito necesitas necesita necesitamos
tomar comer cenar comida cena desayuno café cerveza quedar quedamos quedo queda tienda súper
coche tren metro autobús avión vuelo hotel llaves móvil batería dirección película partido
reunión informe entrevista examen jefe oficina clase deberes lluvia lloviendo calor frío
mañana por contento contenta cansado cansada enfermo enferma preocupado preocupes preocupa
ganas cuidado ten tened verte vernos llegando salgo salir sales sale acabo acabas acaba acabar termino terminé
terminaste qué pasa pasa pasó pasado ocurre ok okey vaya madre mía hombre tía tío oye mira venga
ándale órale neta chido padre pana vos sos tenés querés podés boludo wey güey
hambre sed sueño aburrido aburrida miedo nervioso nerviosa solo sola abrazo beso agua leche
pan queso pollo cerveza vino zumo jugo postre tarta cocina habitación cama baño ducha puerta
ventana bici calle ciudad pueblo playa parque gimnasio piscina iglesia hospital aeropuerto
estación centro restaurante bar fiesta boda bebé hijo hija hermano hermana marido esposo
esposa novio novia abuela abuelo primo prima vecino profe médico cabeza duele dolor resfriado
fiebre tos medicina bonito bonita guapo precioso preciosa feo gracioso listo lista tonto loco
loca raro rara fácil difícil caro barato rápido despacio tranquilo contento contenta triste
cansado caliente frío mojado limpio sucio abierto cerrado lleno vacío olvídalo olvida cuídate
cuida descansa descansar totalmente todo todos ojalá vaya caray anda uf buah madre guay
hablo hablas habla hablamos hablan hablé hablaste habló hablaba hablar hablando hablado hable hablen
llamamos llaman llamé llamaste llamó llamaba llamando llamado llame llamen esperamos esperan esperé
esperaste esperó esperaba esperando esperado espere esperen llegan llegaste llegó llegaba llegado
llegue lleguen tomo tomas toma tomamos toman tomé tomaste tomó tomaba tomando tomado tome tomen
trabajas trabaja trabajamos trabajan trabajé trabajaste trabajó trabajaba trabajar trabajando
trabajado trabaje trabajen estudio estudias estudia estudiamos estudian estudié estudiaste estudió
estudiaba estudiar estudiando estudiado estudie estudien compro compras compra compramos compran
compré compraste compró compraba comprar comprando comprado compre compren pago pagas paga pagamos
pagan pagué pagaste pagó pagaba pagar pagando pagado pague paguen mandamos mandan mandé mandaste
mandó mandaba mandando mandado mande manden miro miras miramos miran miré miraste miró miraba
mirando mirado mire miren busco buscas busca buscamos buscan busqué buscaste buscó buscaba buscar
buscando buscado busque busquen necesitan necesité necesitaste necesitó necesitaba necesitar
necesitando necesitado necesite necesiten gusto gustas gusta gustamos gustan gusté gustaste gustó
gustaba gustar gustando gustado guste gusten encanto encantas encanta encantamos encantan encanté
encantaste encantó encantaba encantar encantando encantado encante encanten escucho escuchas escucha
escuchamos escuchan escuché escuchaste escuchó escuchaba escuchar escuchando escuchado escuche
escuchen cocino cocinas cocinamos cocinan cociné cocinaste cocinó cocinaba cocinar cocinando
cocinado cocine cocinen ceno cenas cenamos cenan cené cenaste cenó cenaba cenando cenado cene cenen
desayunas desayuna desayunamos desayunan desayuné desayunaste desayunó desayunaba desayunar
desayunando desayunado desayune desayunen viajo viajas viaja viajamos viajan viajé viajaste viajó
viajaba viajar viajando viajado viaje viajen ayudo ayudas ayuda ayudamos ayudan ayudé ayudaste ayudó
ayudaba ayudar ayudando ayudado ayude ayuden dejo dejas dejamos dejan dejé dejaste dejó dejaba dejar
dejando dejado deje dejen paso pasas pasamos pasan pasé pasaste pasaba pasar pasando pase pasen
quedas quedan quedé quedaste quedó quedaba quedando quedado quede queden pregunto preguntas pregunta
preguntamos preguntan pregunté preguntaste preguntó preguntaba preguntar preguntando preguntado
pregunte pregunten terminas termina terminamos terminan terminó terminaba terminar terminando
terminado termine terminen olvido olvidas olvidamos olvidan olvidé olvidaste olvidó olvidaba olvidar
olvidando olvidado olvide olviden cambio cambias cambia cambiamos cambian cambié cambiaste cambió
cambiaba cambiar cambiando cambiado cambie cambien limpias limpia limpiamos limpian limpié limpiaste
limpió limpiaba limpiar limpiando limpiado limpie limpien bajo bajas baja bajamos bajan bajé bajaste
bajó bajaba bajar bajando bajado baje bajen entro entras entra entramos entran entré entraste entró
entraba entrar entrando entrado entren invito invitas invita invitamos invitan invité invitaste
invitó invitaba invitar invitando invitado inviten bailo bailas baila bailamos bailan bailé bailaste
bailó bailaba bailar bailando bailado baile bailen gano gana ganamos ganan gané ganaste ganó ganaba
ganar ganando ganado gane ganen uso usas usa usamos usan usé usaste usó usaba usar usando usado usen
cuido cuidas cuidamos cuidan cuidé cuidaste cuidó cuidaba cuidar cuidando cuide cuiden descanso
descansas descansamos descansan descansé descansaste descansó descansaba descansando descansado
descanse descansen preocupo preocupas preocupamos preocupan preocupé preocupaste preocupó preocupaba
preocupar preocupando preocupe preocupen toco tocas toca tocamos tocan toqué tocaste tocó tocaba
tocar tocando tocado toque toquen saco sacas saca sacamos sacan saqué sacaste sacó sacaba sacar
sacando sacado saque saquen manejo manejas maneja manejamos manejan manejé manejaste manejó manejaba
manejar manejando manejado maneje manejen ando andas andamos andan andé andaste andó andaba andar
andando andado ande anden camino caminas camina caminamos caminan caminé caminaste caminó caminaba
caminar caminando caminado camine caminen arreglo arreglas arregla arreglamos arreglan arreglé
arreglaste arregló arreglaba arreglar arreglando arreglado arregle arreglen aviso avisas avisa
avisamos avisan avisé avisaste avisó avisaba avisar avisando avisado avise avisen tardo tardas tarda
tardamos tardan tardé tardaste tardó tardaba tardar tardando tardado tarden falto faltas falta
faltamos faltan falté faltaste faltó faltaba faltar faltando faltado falte falten importo importas
importa importamos importan importé importaste importó importaba importar importando importado
importe importen intento intentas intenta intentamos intentan intenté intentaste intentó intentaba
intentar intentando intentado intente intenten explico explicas explica explicamos explican expliqué
explicaste explicó explicaba explicar explicando explicado explique expliquen levanto levantas
levanta levantamos levantan levanté levantaste levantó levantaba levantar levantando levantado
levante levanten apago apagas apaga apagamos apagan apagué apagaste apagó apagaba apagar apagando
apagado apague apaguen cargo cargas carga cargamos cargan cargué cargaste cargó cargaba cargar
cargando cargado cargue carguen llevo llevas lleva llevamos llevan llevé llevaste llevó llevaba
llevar llevando llevado lleve lleven disfruto disfrutas disfruta disfrutamos disfrutan disfruté
disfrutaste disfrutó disfrutaba disfrutar disfrutando disfrutado disfrute disfruten extraño extrañas
extraña extrañamos extrañan extrañé extrañaste extrañó extrañaba extrañar extrañando extrañado
extrañe extrañen preparo preparas prepara preparamos preparan preparé preparaste preparó preparaba
preparar preparando preparado preparen quito quitas quita quitamos quitan quité quitaste quitó
quitaba quitar quitando quitado quiten echo echas echa echamos echan eché echaste echó echaba echar
echando echado eche echen paro paras paramos paran paré paraste paró paraba parar parando parado
pare paren funciono funcionas funciona funcionamos funcionan funcioné funcionaste funcionó
funcionaba funcionar funcionando funcionado funcione funcionen molesto molestas molesta molestamos
molestan molesté molestaste molestó molestaba molestar molestando molestado moleste molesten lloro
lloras llora lloramos lloran lloré lloraste lloró lloraba llorar llorando llorado llore lloren
charlo charlas charla charlamos charlan charlé charlaste charló charlaba charlar charlando charlado
charle charlen ducho duchas duchamos duchan duché duchaste duchó duchaba duchar duchando duchado
duche duchen acabamos acaban acabé acabaste acabó acababa acabando acabado acabe acaben empiezo
empiezas empieza empezamos empiezan empecé empezaste empezó empezaba empezar empezando empezado
empiece empiecen pienso piensas piensa pensamos piensan pensé pensaste pensó pensaba pensar pensando
pensado piense piensen despierto despiertas despierta despertamos despiertan desperté despertaste
despertó despertaba despertar despertando despertado despierte despierten cierro cierras cierra
cerramos cierran cerré cerraste cerró cerraba cerrar cerrando cierre cierren acuerdo acuerdas
acuerda acordamos acuerdan acordé acordaste acordó acordaba acordar acordando acordado acuerde
acuerden recuerdo recuerdas recuerda recordamos recuerdan recordé recordaste recordó recordaba
recordar recordando recordado recuerde recuerden cuento cuentas cuenta contamos cuentan conté
contaste contó contaba contar contando contado cuente cuenten cuesto cuestas cuesta costamos cuestan
costé costaste costó costaba costar costando costado cueste cuesten pruebo pruebas prueba probamos
prueban probé probaste probó probaba probar probando probado pruebe prueben acuesto acuestas acuesta
acostamos acuestan acosté acostaste acostó acostaba acostar acostando acostado acueste acuesten
encuentro encuentras encuentra encontramos encuentran encontré encontraste encontró encontraba
encontrar encontrando encontrado encuentre encuentren almuerzo almuerzas almuerza almorzamos
almuerzan almorcé almorzaste almorzó almorzaba almorzar almorzando almorzado almuerce almuercen
juego juegas juega jugamos juegan jugué jugaste jugó jugaba jugar jugando jugado juegue jueguen
comemos comen comí comiste comió comía comiendo comido coma coman bebo bebes bebe bebemos beben bebí
bebiste bebió bebía beber bebiendo bebido beba beban corro corres corre corremos corren corrí
corriste corrió corría correr corriendo corrido corra corran leo lees lee leemos leen leí leía leer
leido lea lean aprendo aprendes aprende aprendemos aprenden aprendí aprendiste aprendió aprendía
aprender aprendiendo aprendido aprenda aprendan vendo vendes vende vendemos venden vendí vendiste
vendió vendía vender vendiendo vendido venda vendan respondo respondes responde respondemos
responden respondí respondiste respondió respondía responder respondiendo respondido responda
respondan rompo rompes rompe rompemos rompen rompí rompiste rompió rompía romper rompiendo rompa
rompan debo debes debe debemos deben debí debiste debió debía deber debiendo debido deba deban
creemos creen creí creía creer creido crea crean coges coge cogemos cogen cogí cogiste cogió cogía
coger cogiendo cogido conoces conoce conocemos conocen conocí conociste conoció conocía conocer
conociendo conocido conozco conozca conozcas conozcan pareces parece parecemos parecen parecí
pareciste pareció parecía parecer pareciendo parecido parezco parezca parezcas parezcan querí
queriste querió queriendo querido quiera quieran pierdo pierdes pierde perdemos pierden perdí
perdiste perdió perdía perder perdiendo perdido pierda pierdan entiendo entiendes entiende
entendemos entienden entendí entendiste entendió entendía entender entendiendo entendido entienda
entiendan vuelvo vuelves vuelve volvemos vuelven volví volviste volvió volvía volver volviendo
vuelva vuelvan llueve llovió llovía llover llovido llueva lluevan vivo vives vive vivimos viven viví
viviste vivió vivía vivir viviendo vivido viva vivan abro abres abre abrimos abren abrí abriste
abrió abría abrir abriendo abra abran escribimos escriben escribí escribiste escribió escribía
escribiendo escriba escriban subo subes sube subimos suben subí subiste subió subía subir subiendo
subido suba suban recibo recibes recibe recibimos reciben recibí recibiste recibió recibía recibir
recibiendo recibido reciba reciban decido decidimos deciden decidí decidiste decidió decidía decidir
decidiendo decidido decida decidan comparto compartes comparte compartimos comparten compartí
compartiste compartió compartía compartir compartiendo compartido comparta compartan duermo duermes
duerme dormimos duermen dormí dormiste dormió dormía dormir dormido duerma duerman sientes siente
sentimos sienten sentí sentiste sentió sentía sentir sentido sienta sientan prefiero prefieres
prefiere preferimos prefieren preferí preferiste preferió prefería preferir preferiendo preferido
prefiera prefieran divierto diviertes divierte divertimos divierten divertí divertiste divertió
divertía divertir divertiendo divertido divierta diviertan pido pides pide pedimos piden pedí
pediste pedía pedir pedido pida pidan sigo seguimos seguí seguiste seguía seguir seguido siga sigan
viste vestimos visten vestí vestiste vestía vestir vestido vista vistan fuiste fuimos eras éramos
sean seré serás será seremos serán sería estuviste estuvo estuvimos estuvieron estábamos estén
estaré estarás estará estaría estando tuviste tuvo tuvimos tuvieron tenías teníamos tenían tenga
tengas tengan tendré tendrás tendrá tendremos tendría tendrías tenido teniendo íbamos iban vayas
vayan iré irás irá iremos irán iría irías id hiciste hicimos hicieron hacías haga hagas hagan haré
harás hará haremos harán haría harías haz hazlo pudiste pudo pudimos pudieron podías pueda puedas
podré podrás podrá podría podríamos pudiendo quisiste quiso querías quieras querré querrás querría
quisiera supe supiste supo sabías sepa sepas sabré sabrás sabría decimos dicen dijiste dijimos
dijeron decía decías diga digas digan diré dirás dirá diría dirías di dicho diciendo vine viniste
vinimos vinieron venía venías vengas vengan vendré vendrás vendrá vendría ven venido viniendo vio
vimos vieron veía veías vea veas vean veré verás verá veremos verían vería viendo doy das da damos
dan diste dio dimos dieron daba dé des den daré dará daría dado dando pongo pones pone ponemos ponen
puse pusiste puso pusimos pusieron ponía ponga pongas pondré pondrá pondría pon puesto poniendo
salimos salen salí saliste salió salieron salía salga salgas saldré saldrás saldrá saldría sal
salido saliendo traigo traes trae traemos traen traje trajiste trajo trajimos trajeron traía traiga
traigas traeré traerá traído trayendo oigo oyes oímos oyen oí oíste oyó oyeron oía oiga oigas oído
oyendo caigo caes cae caí cayó caído conduzco conduces conduce conduje condujo durmió durmieron
pidió pidieron sintió sintieron siguió siguieron prefirió divirtió mintió vistió eligió murió muero
mueres muere morir muerto muriendo roto escrito vuelto devuelto resuelto río ríes ríe reímos ríen
reí reíste rió rieron riendo reído creíste creyó creyeron creyendo leíste leyó leyeron leyendo
construyo construye huyo habrá haya hube habíamos habían llámalo avísame dímelo cuéntame pásame
dámelo tráeme espérame espérate cállate siéntate levántate acuérdate relájate apúrate date quédate
ponte mírame fíjate vámonos ayúdame perdóname créeme llévame ante cabe durante mediante tras cerca
lejos arriba abajo encima debajo delante detrás dentro fuera afuera adentro alrededor enfrente junto
anteayer casi apenas además incluso acaso obviamente claramente seguramente probablemente realmente
sinceramente francamente básicamente prácticamente completamente absolutamente justo justamente
tanto tan obvio efectivamente tranqui tranquis holi holis besitos graciass muchísimas porfa porfis
porfavor xfa xfavor disculpas jajajajaja jejeje jsjs jajs uff ay ayy uy ojo ostras hostia joder coño
mierda dios mola molan flipar flipo colega parce parcero mano mijo mija chamo chama che boluda
chévere bacán brutal padrísimo chida ahorita orita horita ahoritita cuántas quiénes cuáles adónde pq
xq q tb tmb tambn bn dnd xk consigo míos mías tuyos tuyas suyos suyas vuestros vuestras cualquier
cualquiera demás algunos algunas varios varias pocas mismas uno dos tres cuatro cinco seis siete
ocho nueve diez once doce trece catorce quince veinte treinta cuarenta cincuenta cien ciento mil
millón primera segunda tercera tercero cuarto quinto media medio doble besotes bsos bss tkm tqm tq
tardes buen fin casas piso pisos apartamento apartamentos salón salones sala salas comedor comedores
habitaciones cuartos dormitorio dormitorios baños jardín jardines terraza terrazas balcón balcones
garaje garajes puertas ventanas pared paredes suelo suelos techo techos escalera escaleras ascensor
ascensores llave mesa mesas silla sillas sofá sofás camas almohada almohadas manta mantas sábana
sábanas armario armarios cajón cajones estantería estanterías lámpara lámparas luz luces espejo
espejos toalla toallas jabón jabones champú champúes cepillo cepillos basura basuras nevera neveras
frigorífico frigoríficos horno hornos microondas lavadora lavadoras plato platos vaso vasos taza
tazas cuchara cucharas cuchillo cuchillos tenedor tenedores sartén sartenes olla ollas botella
botellas comidas desayunos almuerzos merienda meriendas panes leches quesos huevo huevos jamón
jamones pollos carne carnes pescado pescados arroz arroces pasta pastas sopa sopas ensalada
ensaladas patata patatas papa papas tomate tomates cebolla cebollas ajo ajos lechuga lechugas
zanahoria zanahorias fruta frutas manzana manzanas naranja naranjas plátano plátanos fresa fresas
uva uvas limón limones piña piñas sandía sandías melón melones pera peras galleta galletas chocolate
chocolates helado helados pastel pasteles tartas azúcar azúcares aceite aceites mantequilla
mantequillas yogur yogures cereales verdura verduras tortilla tortillas empanada empanadas taco
tacos burrito burritos hamburguesa hamburguesas bocadillo bocadillos sándwich sándwiches cafés té
tés aguas zumos jugos refresco refrescos cervezas vinos copa copas hielo hielos caramelo caramelos
familia familias madres padres mamás papás hijos hijas hermanos hermanas abuelos abuelas nieto
nietos nieta nietas tías primos primas sobrino sobrinos sobrina sobrinas esposos esposas maridos
mujer mujeres novios novias pareja parejas bebés niño niños niña niñas chico chicos chica chicas
señor señores señora señoras compañero compañeros compañera compañeras vecinos vecina vecinas jefes
jefa jefas profesor profesores profesora profesoras maestro maestros maestra maestras médicos médica
médicas doctor doctores doctora doctoras enfermero enfermeros enfermera enfermeras abogado abogados
policía policías cliente clientes invitados cuerpo cuerpos cabezas cara caras ojos oreja orejas
nariz narices boca bocas diente dientes pelo pelos manos dedo dedos brazo brazos pierna piernas pie
pies espalda espaldas estómago estómagos barriga barrigas corazón corazones garganta gargantas
rodilla rodillas hombro hombros ropa ropas camisa camisas camiseta camisetas pantalón pantalones
falda faldas vestidos chaqueta chaquetas abrigo abrigos zapato zapatos zapatilla zapatillas bota
botas calcetín calcetines gorro gorros gorra gorras bufanda bufandas guante guantes bolso bolsos
mochila mochilas maleta maletas cartera carteras gafas reloj relojes anillo anillos ciudades pueblos
barrio barrios calles avenida avenidas plaza plazas parques playas mar mares montaña montañas ríos
lago lagos campo campos bosque bosques isla islas país mundo mundos tiendas supermercado
supermercados mercado mercados farmacia farmacias banco bancos hospitales clínica clínicas escuela
escuelas colegio colegios instituto institutos universidad universidades oficinas empresa empresas
fábrica fábricas restaurantes cafetería cafeterías bares discoteca discotecas cine cines teatro
teatros museo museos iglesias biblioteca bibliotecas gimnasios piscinas estadio estadios aeropuertos
estaciones hoteles correo correos coches carro carros auto autos moto motos bicis bicicleta
bicicletas camión camiones trenes metros aviones barco barcos billete billetes boleto boletos pasaje
pasajes tráfico tráficos atasco atascos gasolina gasolinas semáforo semáforos esquina esquinas
trabajos tarea tareas examenes clases curso cursos reuniones proyecto proyectos mensaje mensajes
llamada llamadas foto fotos vídeo vídeos canción canciones música músicas películas serie series
libro libros revista revistas periódico periódicos noticia noticias juegos partidos equipo equipos
fútbol fútboles regalo regalos sorpresa sorpresas fiestas bodas navidad navidades vacación
vacaciones viajes vuelos reserva reservas cita citas turno turnos plan planes problema problemas
respuesta respuestas idea ideas verdades mentira mentiras suerte suertes culpa culpas razón razones
dinero dineros precio precios euro euros dólar dólares peso pesos tarjeta tarjetas factura facturas
oferta ofertas teléfono teléfonos móviles celular celulares cargador cargadores baterías ordenador
ordenadores computadora computadoras portátil portátiles pantalla pantallas tele teles televisión
televisiones internetes redes contraseña contraseñas aplicación aplicaciones semanas mes minuto
minutos segundo segundos momentos ratos mañanas madrugada madrugadas mediodía mediodías medianoche
medianoches lunes martes miércoles jueves viernes sábado sábados domingo domingos enero eneros
febrero febreros marzo marzos abril abriles mayo mayos junio junios julio julios agosto agostos
septiembre septiembres octubre octubres noviembre noviembres diciembre diciembres primavera
primaveras verano veranos otoño otoños invierno inviernos tiempo tiempos clima climas sol soles
lluvias nieve nieves viento vientos nube nubes calores fríos tormenta tormentas perro perros perra
perras gato gatos gata gatas pájaro pájaros pez peces caballo caballos vaca vacas amor amores
cariños sueños miedos hambres sedes dolores salud saludes enfermedad enfermedades gripe gripes
resfriados fiebres pastilla pastillas medicinas alegría alegrías tristeza tristezas prisa prisas
paciencia paciencias vergüenza vergüenzas lado lados parte partes forma formas manera maneras lugar
lugares sitio sitios nombre nombres número números color colores tamaño tamaños final finales
principio principios mitad mitades malos malas bonitos bonitas fea feos feas lindo linda lindos
lindas guapos guapas preciosos preciosas hermoso hermosa hermosos hermosas grande grandes pequeño
pequeña pequeños pequeñas alto alta altos altas bajos largo larga largos largas corto corta cortos
cortas gordo gorda gordos gordas delgado delgada delgados delgadas flaco flaca flacos flacas nuevo
nueva nuevos nuevas viejo vieja viejos viejas joven jovenes mayor mayores menor menores rico rica
ricos ricas pobre pobres caros barata baratos baratas fáciles difíciles rápida rápidos rápidas lento
lenta lentos lentas limpios sucia sucios sucias llena llenos llenas vacía vacíos vacías abierta
abiertos abiertas cerrada cerrados cerradas calientes fría frías fresco fresca frescos frescas
templado templada templados templadas seco seca secos secas mojada mojados mojadas duro dura duros
duras blando blanda blandos blandas pesado pesada pesados pesadas ligero ligera ligeros ligeras
suave suaves fuerte fuertes débil débiles listos listas tonta tontos tontas locos locas raros raras
extraños normal normales simple simples cómodo cómoda cómodos cómodas incómodo incómoda incómodos
incómodas tranquilos tranquilas nerviosos nerviosas preocupada preocupados preocupadas ocupado
ocupada ocupados ocupadas libre libres cansados cansadas aburridos aburridas divertida divertidos
divertidas graciosa graciosos graciosas serio seria serios serias tristes alegre alegres contentos
contentas enfadado enfadada enfadados enfadadas enojado enojada enojados enojadas molestos cabreado
cabreada cabreados cabreadas emocionado emocionada emocionados emocionadas encantada encantados
encantadas sorprendido sorprendida sorprendidos sorprendidas asustado asustada asustados asustadas
enfermos enfermas sano sana sanos sanas borracho borracha borrachos borrachas dormida dormidos
dormidas despiertos solos solas juntos juntoses perfecta perfectos perfectas geniales estupendo
estupenda estupendos estupendas fantástico fantástica fantásticos fantásticas increíble increíbles
horrible horribles terrible terribles maravilloso maravillosa maravillosos maravillosas importante
importantes necesario necesaria necesarios necesarias posible posibles imposible imposibles segura
seguros seguras clara claros claras oscuro oscura oscuros oscuras blanco blanca blancos blancas
negro negra negros negras rojo roja rojos rojas azul azules verde verdes amarillo amarilla amarillos
amarillas rosa rosas gris grises marrón marrónes morado morada morados moradas delicioso deliciosa
deliciosos deliciosas sabroso sabrosa sabrosos sabrosas picante picantes dulce dulces salado salada
salados saladas amargo amarga amargos amargas último última últimos últimas primero primeros
primeras próximo próxima próximos próximas siguiente siguientes anterior anteriores cercano cercana
cercanos cercanas lejano lejana lejanos lejanas propio propia propios propias diferente diferentes
iguales parecida parecidos parecidas típico típica típicos típicas especial especiales favorito
favorita favoritos favoritas empece empezo desperte desperto cerre cerro recorde recordo coste probe
probo acoste acosto almorce almorzo jugue comio bebio corrio leia aprendio vendio respondio rompio
rompia debi debio debia crei creia cogi cogio cogia conoci conocio conocia parecio queri querio
perdio entendio volvi volvio volvia llovi llovio llovia vivio abrio escribi escribio escribia subio
recibi recibio recibia decidio comparti compartio compartia dormio sentio preferi preferio preferia
diverti divertio divertia pedio seguio vestio vestia eramos seran estabamos esten estare estaras
estara tenia tenias teniamos tenian tendre tendras tendra tendria tendrias ibamos ire iran irias
hacias hare haras hara haran haria harias podias podras podra podria podrias podriamos querias
querre querras querria sabias sabre sabras sabria decia decias diras dirias venia venias vendras
vendra vendria veia veias veras verian dara ponia pondre pondra pondria salio salia saldre saldras
saldra saldria traia traere traera traido oimos oiste oyo oia oido cayo durmio pidio sintio siguio
prefirio divirtio mintio vistio eligio murio ries rie reimos rei reido creyo leyo habia habra habria
habias habiamos habian llamame llamalo escribeme mandame avisame dimelo cuentame pasame damelo
traeme esperame esperate callate sientate levantate acuerdate cuidate relajate apurate quedate
mirame fijate vamonos ayudame dejame perdoname creeme llevame segun aca detras jamas ademas quiza
practicamente rapido muchisimas ojala guey chevere bacan padrisimo orale andale cuantos cuanta
cuantas mios mias demas ningun algun millon habitacion sabana sabanas cajon estanteria estanterias
lampara lamparas jabon champu champues frigorifico frigorificos sarten jamon platano platanos limon
sandia sandias azucar azucares mamas medicos medica medicas policia policias estomago estomagos
corazon calcetin clinica clinicas fabrica fabricas cafeteria cafeterias estacion trafico traficos
semaforos reunion cancion musicas pelicula peliculas periodico periodicos futbol futboles vacacion
razon dolar dolares telefonos movil moviles portatil portatiles aplicacion mediodia mediodias
miercoles sabado sabados pajaro pajaros verguenza verguenzas numeros facil dificil dificiles rapida
rapidos rapidas vacio vacia vacios vacias debil debiles comodos comodas incomodo incomoda incomodos
incomodas fantasticos fantasticas increible increibles ultimos ultimas proximo proxima proximos
proximas tipicos tipicas cojo coja durmiendo sintiendo pidiendo siguiendo vistiendo sigues sigue
siguen pintura pinturas guitarra guitarras piano pianos invitación invitaciones panadería panaderías
senderismo senderismos excursión excursiones acampada acampadas esquí esquíes pelota pelotas balón
balones despertador despertadores alarma alarmas olor olores ruidos colada coladas aspiradora
aspiradoras deporte deportes gol goles carrera carreras apuesta apuestas crema cremas cielo cielos
estrella estrellas luna lunas árbol árboles flor flores hierba hierbas césped céspedes piedra
piedras colina colinas caminos puente puentes edificio edificios torre torres castillo castillos
kiosco kioscos librería librerías carnicería carnicerías peluquería peluquerías dentista dentistas
receta recetas muela muelas alergia alergias herida heridas sangre sangres piel pieles hueso huesos
vida vidas historia historias opinión opiniones oportunidad oportunidades situación situaciones
experiencia experiencias relación relaciones consejo consejos decisión decisiones error errores
broma bromas chiste chistes secreto secretos promesa promesas motivo motivos resultado resultados
ejemplo ejemplos idioma idiomas lengua lenguas palabra palabras carta cartas paquete paquetes
cerradura cerraduras caja cajas bolsa bolsas papel papeles bolígrafo bolígrafos boli bolis cuaderno
cuadernos escritorio escritorios estudiante estudiantes nota notas feriado feriados sueldo sueldos
salario salarios entrevistas contrato contratos descansos rebaja rebajas ticketes recibos cambios
moneda monedas efectivo efectivos alquiler alquileres cruce cruces parada paradas andén andenes
retrasos pasaporte pasaportes mapa mapas toures visita visitas recuerdos vistas concierto conciertos
entrada entradas cola colas fila filas bailes bebida bebidas picoteo picoteos aperitivo aperitivos
salsa salsas especia especias pimienta pimientas vinagre vinagres miel mieles mermelada mermeladas
harina harinas frijol frijoles judía judías maíz maíces champiñón champiñones seta setas pimiento
pimientos pepino pepinos melocotón melocotones durazno duraznos cereza cerezas filete filetes bistec
bisteces salchicha salchichas gamba gambas camarón camarones menú menúes camarero camareros mesero
meseros propina propinas servilleta servilletas mantel manteles cobija cobijas alfombra alfombras
cortina cortinas planta plantas tejado tejados casero caseros calefacción calefacciones aire aires
electricidad electricidades enchufe enchufes cable cables teclado teclados impresora impresoras
actualización actualizaciones grupo grupos chates audio audios stickeres captura capturas enlace
enlaces archivo archivos pronóstico pronósticos temperatura temperaturas grado grados niebla nieblas
ola atardecer atardeceres amanecer amaneceres sombra sombras temporada temporadas pasatiempo
pasatiempos afición aficiones lectura lecturas dibujo dibujos jardinería jardinerías pesca pescas
ciclismo ciclismos correres natación nataciones entrenamiento entrenamientos jugador jugadores
ganador ganadores juguete juguetes siesta siestas corte cortes perfume perfumes maquillaje
maquillajes uña uñas humor humores ánimo ánimos estrés preocupación preocupaciones esperanza
esperanzas pena penas lástima lástimas diversión diversiones paz paces agradecimiento
agradecimientos favores deseo deseos novedad novedades funeral funerales entierro entierros
anfitrión anfitriones embarazo embarazos adolescente adolescentes hombres persona personas multitud
multitudes conductor conductores chofer choferes cocinero cocineros ingeniero ingenieros vendedor
vendedores empleado empleados ejército ejércitos oración oraciones capital capitales frontera
fronteras gobierno gobiernos elecciones ley leyes guerra guerras ciencia ciencias arte artes cultura
culturas olas arena arenas concha conchas bicho bichos insecto insectos mosquito mosquitos mosca
moscas araña arañas ratón ratones conejo conejos cerdo cerdos oveja ovejas gallina gallinas pato
patos oso osos león leones mono monos elefante elefantes serpiente serpientes veterinario
veterinarios soleado soleada soleados soleadas lluvioso lluviosa lluviosos lluviosas ventoso ventosa
ventosos ventosas nublada nublados nubladas nebuloso nebulosa nebulosos nebulosas nevado nevada
nevados nevadas húmedo húmeda húmedos húmedas amable amables simpático simpática simpáticos
simpáticas educado educada educados educadas grosero grosera groseros groseras tímido tímida tímidos
tímidas valiente valientes vago vaga vagos vagas perezoso perezosa perezosos perezosas celoso celosa
celosos celosas orgulloso orgullosa orgullosos orgullosas agradecido agradecida agradecidos
agradecidas famoso famosa famosos famosas peligroso peligrosa peligrosos peligrosas silencioso
silenciosa silenciosos silenciosas hambriento hambrienta hambrientos hambrientas sediento sedienta
sedientos sedientas preparada preparados preparadas temprana tempranos tempranas rota rotos rotas
perdida perdidos perdidas gratis gratuito gratuita gratuitos gratuitas costoso costosa costosos
costosas enorme enormes diminuto diminuta diminutos diminutas ancho ancha anchos anchas estrecho
estrecha estrechos estrechas profundo profunda profundos profundas cariñoso cariñosa cariñosos
cariñosas saludable saludables crudo cruda crudos crudas cocido cocida cocidos cocidas frito frita
fritos fritas horneado horneada horneados horneadas congelado congelada congelados congeladas maduro
madura maduros maduras podrido podrida podridos podridas hecha hechos hechas interesante
interesantes emocionante emocionantes verdadero verdadera verdaderos verdaderas moderno moderna
modernos modernas antiguo antigua antiguos antiguas público pública públicos públicas privado
privada privados privadas local locales extranjero extranjera extranjeros extranjeras nacional
nacionales soltero soltera solteros solteras casado casada casados casadas embarazada embarazadas
pintar pinto pintas pinta pintamos pintan pinté pintó pintaste pintando pintado pintaba dibujar
dibujas dibuja dibujamos dibujan dibujé dibujó dibujaste dibujando dibujado dibujaba nadar nado
nadas nadamos nadan nadé nadó nadaste nadando nadado nadaba esquiar esquio esquias esquia esquiamos
esquian esquié esquió esquiaste esquiando esquiado esquiaba pescar pesco pescamos pescan pesqué
pescó pescaste pescando pescaba cantar canto cantas canta cantamos cantan canté cantó cantaste
cantando cantado cantaba oler olo oles ole olemos olen olí olió oliendo olido olía probas proba
proban cortar cortamos cortan corté cortó cortaste cortando cortado cortaba freír freo frees freimos
freen freí freió freiendo freido freía hornear horneo horneas hornea horneamos hornean horneé horneó
horneaste horneando horneaba hervir hervo herves herve hervimos herven herví hervió herviendo
hervido hervía mezclar mezclo mezclas mezcla mezclamos mezclan mezclé mezcló mezclaste mezclando
mezclado mezclaba descargar descargo descargas descarga descargamos descargan descargué descargó
descargaste descargando descargado descargaba borrar borro borras borra borramos borran borré borró
borraste borrando borrado borraba guardar guardo guardas guarda guardamos guardan guardé guardó
guardaste guardando guardado guardaba imprimir imprimo imprimes imprime imprimimos imprimen imprimí
imprimió imprimiendo imprimido imprimía reparar reparo reparas repara reparamos reparan reparé
reparó reparaste reparando reparado reparaba rompido alquilar alquilo alquilas alquila alquilamos
alquilan alquilé alquiló alquilaste alquilando alquilado alquilaba mudar mudo mudas muda mudamos
mudan mudé mudó mudaste mudando mudado mudaba aterrizar aterrizo aterrizas aterriza aterrizamos
aterrizan aterricé aterrizó aterrizaste aterrizando aterrizado aterrizaba perdo perdes perde perden
celebrar celebro celebras celebra celebramos celebran celebré celebró celebraste celebrando
celebrado celebraba festejar festejo festejas festeja festejamos festejan festejé festejó festejaste
festejando festejado festejaba casar caso casamos casan casé casó casaste casando casaba rezar rezo
rezas reza rezamos rezan recé rezó rezaste rezando rezado rezaba votar voto votas vota votamos votan
voté votó votaste votando votado votaba apostar aposto apostas aposta apostamos apostan aposté
apostó apostaste apostando apostado apostaba reír reo rees ree reen reió reiendo reía sonreír sonreo
sonrees sonree sonreimos sonreen sonreí sonreió sonreiendo sonreido sonreía gritar grito gritas
grita gritamos gritan grité gritó gritaste gritando gritado gritaba susurrar susurro susurras
susurra susurramos susurran susurré susurró susurraste susurrando susurrado susurraba discutir
discuto discutes discute discutimos discuten discutí discutió discutiendo discutido discutía
perdonar perdono perdonas perdonamos perdonan perdoné perdonó perdonaste perdonando perdonado
perdonaba confiar confio confias confia confiamos confian confié confió confiaste confiando confiado
confiaba mentir mento mentes mente mentimos menten mentí mentió mentiendo mentido mentía esconder
escondo escondes esconde escondemos esconden escondí escondió escondiendo escondido escondía robar
robo robas roba robamos roban robé robó robaste robando robado robaba doler dolo doles dole dolemos
dolen dolí dolió doliendo dolido dolía toser toso toses tose tosemos tosen tosí tosió tosiendo
tosido tosía estornudar estornudo estornudas estornuda estornudamos estornudan estornudé estornudó
estornudaste estornudando estornudado estornudaba relajar relajo relajas relaja relajamos relajan
relajé relajó relajaste relajando relajado relajaba entrenar entreno entrenas entrena entrenamos
entrenan entrené entrenó entrenaste entrenando entrenado entrenaba lavar lavo lavas lava lavamos
lavan lavé lavó lavaste lavando lavado lavaba planchar plancho planchas plancha planchamos planchan
planché planchó planchaste planchando planchado planchaba barrer barro barres barre barremos barren
barrí barrió barriendo barrido barría ordenar ordeno ordenas ordena ordenamos ordenan ordené ordenó
ordenaste ordenando ordenado ordenaba regar rego regas rega regamos regan regué regó regaste regando
regado regaba dar pasear paseo paseas pasea paseamos pasean paseé paseó paseaste paseando paseado
paseaba prestado prestar presto prestas presta prestamos prestan presté prestó prestaste prestando
prestaba contas conta contan elegir elego eleges elege elegimos elegen elegí elegió elegiendo
elegido elegía escoger escogo escoges escoge escogemos escogen escogí escogió escogiendo escogido
escogía costas costa costan crecer creco creces crece crecemos crecen crecí creció creciendo crecido
crecía moro mores morimos moren morí morió moriendo morido moría nacer naco naces nace nacemos nacen
nací nació naciendo nacido nacía besar besas besa besamos besan besé besó besaste besando besado
besaba abrazar abrazas abraza abrazamos abrazan abracé abrazaste abrazando abrazado abrazaba empujar
empujo empujas empuja empujamos empujan empujé empujó empujaste empujando empujado empujaba tirar
tiro tiras tira tiramos tiran tiré tiró tiraste tirando tirado tiraba jalar jalo jalas jala jalamos
jalan jalé jaló jalaste jalando jalado jalaba lanzar lanzo lanzas lanza lanzamos lanzan lancé lanzó
lanzaste lanzando lanzado lanzaba atrapar atrapo atrapas atrapa atrapamos atrapan atrapé atrapó
atrapaste atrapando atrapado atrapaba cogo caer cao caemos caen caió caiendo caía saltar salto
saltas salta saltamos saltan salté saltó saltaste saltando saltado saltaba escalar escalo escalas
escala escalamos escalan escalé escaló escalaste escalando escalado escalaba conducir conduco
conducimos conducen conducí condució conduciendo conducido conducía aparcar aparco aparcas aparca
aparcamos aparcan aparqué aparcó aparcaste aparcando aparcado aparcaba estacionar estaciono
estacionas estaciona estacionamos estacionan estacioné estacionó estacionaste estacionando
estacionado estacionaba cruzar cruzo cruzas cruza cruzamos cruzan crucé cruzó cruzaste cruzando
cruzado cruzaba girar giro giras gira giramos giran giré giró giraste girando girado giraba seguo
segues segue seguen seguió seguiendo guiar guio guias guia guiamos guian guié guió guiaste guiando
guiado guiaba invitacion panaderia panaderias excursion esquies balon arbol arboles cesped cespedes
librerias carniceria carnicerias peluqueria peluquerias situacion relacion boligrafo boligrafos
judia judias maiz maices champiñon melocoton camaron menues calefaccion actualizacion pronostico
pronosticos aficion jardineria jardinerias natacion animo animos estres preocupacion lastima
lastimas diversion anfitrion ejercito ejercitos oracion raton leon humedo humeda humedos humedas
simpaticos simpaticas timidos timidas publico publica publicos publicas pinte dibuje nade esquie
pesque cante olia freir freio freia hornee hervi hervio hervia mezcle descargue borre guarde
imprimio repare alquile aterrice celebre festeje rece aposte reir reio reia sonreir sonrei sonreio
sonreia grite susurre discutio perdone confie mentio escondio doli dolio dolia tosi tosio tosia
estornude relaje entrene planche barri barria ordene regue pasee elegi elegio elegia escogi escogio
escogia creci crecio crecia morio moria naci nacio nacia bese empuje jale atrape salte escale
conduci conducio conducia aparque estacione gire guie
`;
