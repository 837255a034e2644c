import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;

/**
 * mongo-java-server on an H2 file, listening where we say: its own main binds only
 * localhost:27017. Arguments: host, port, H2 file. SIGTERM closes the file cleanly.
 */
public class MongoWireServer {
    public static void main(String[] args) {
        MongoServer server = new MongoServer(new H2Backend(args[2]));
        server.bind(args[0], Integer.parseInt(args[1]));
        Runtime.getRuntime().addShutdownHook(new Thread(server::shutdown));
        System.out.println("mongo-java-server listening on " + args[0] + ":" + args[1]);
    }
}
